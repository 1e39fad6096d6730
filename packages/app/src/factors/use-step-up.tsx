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

/**
 * `withStepUp(work)` runs `work`; when the server wants a step-up it opens the prompt, waits for
 * the member, and runs `work` again (or rejects with the cancel message). For forms whose submit
 * must return the answer (ContractForm).
 */
export function useStepUpGate(cancelMessage: string): {
  withStepUp: <T>(work: () => Promise<T>) => Promise<T>
  prompt: ReactElement
} {
  const [isOpen, setOpen] = useState(false)
  const waiting = useRef<{ done: () => void; cancel: () => void } | null>(null)
  const withStepUp = useCallback(
    async <T,>(work: () => Promise<T>): Promise<T> => {
      try {
        return await work()
      } catch (error) {
        if (!needsStepUp(error)) throw error
        await new Promise<void>((done, cancel) => {
          waiting.current = { done, cancel: () => cancel(new Error(cancelMessage)) }
          setOpen(true)
        })
        return work()
      }
    },
    [cancelMessage],
  )
  const settle = (how: 'done' | 'cancel') => {
    setOpen(false)
    const w = waiting.current
    waiting.current = null
    w?.[how]()
  }
  const prompt = (
    <StepUpDialog isOpen={isOpen} onDone={() => settle('done')} onCancel={() => settle('cancel')} />
  )
  return { withStepUp, prompt }
}
