import { useEffect } from 'react'

/** Calls `advance` every `ms` while `isRunning`; restarts the wait whenever `resetKey` changes. */
export function useAutoplay(
  advance: () => void,
  ms: number,
  isRunning: boolean,
  resetKey: unknown,
) {
  useEffect(() => {
    if (!isRunning || ms <= 0) return
    const id = setInterval(advance, ms)
    return () => clearInterval(id)
  }, [advance, ms, isRunning, resetKey])
}
