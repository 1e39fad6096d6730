import { useCallback, useEffect, useRef, useState } from 'react'

/** Where a copy attempt stands. */
export type CopyStatus = 'idle' | 'copied' | 'failed'

/**
 * Copies text to the clipboard and reports the outcome for a while. The Clipboard API is missing
 * on insecure origins and some webviews, so its absence is a failure, not a crash.
 */
export function useCopy(resetMs = 2000) {
  const [status, setStatus] = useState<CopyStatus>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      let ok = false
      try {
        const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
        if (clipboard && typeof clipboard.writeText === 'function') {
          await clipboard.writeText(text)
          ok = true
        }
      } catch {
        ok = false
      }
      setStatus(ok ? 'copied' : 'failed')
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setStatus('idle'), resetMs)
      return ok
    },
    [resetMs],
  )

  return { status, copy }
}
