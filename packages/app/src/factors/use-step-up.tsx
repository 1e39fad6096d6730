// Runs a guarded call; when it answers "confirm with your authenticator code", opens the step-up
// prompt and runs it again once the member has confirmed.
import { useCallback, useRef, useState, type ReactElement } from 'react'
import { StepUpDialog, needsStepUp } from './StepUpDialog'

/** `guarded(work)` runs `work`, asking for a step-up first when the server wants one. */
export function useStepUpPrompt(): {
  guarded: (work: () => Promise<void>) => Promise<void>
  prompt: ReactElement
} {
  const [isOpen, setOpen] = useState(false)
  const retry = useRef<(() => Promise<void>) | null>(null)
  const guarded = useCallback(async (work: () => Promise<void>) => {
    try {
      await work()
    } catch (error) {
      if (!needsStepUp(error)) throw error
      retry.current = work
      setOpen(true)
    }
  }, [])
  const prompt = (
    <StepUpDialog
      isOpen={isOpen}
      onDone={() => {
        setOpen(false)
        const work = retry.current
        retry.current = null
        void work?.()
      }}
      onCancel={() => {
        setOpen(false)
        retry.current = null
      }}
    />
  )
  return { guarded, prompt }
}
