// The step-up prompt: a guarded call (a transfer, a withdrawal, a payout-address change) answered
// "Confirm with your authenticator code"; the member confirms with a code or a passkey, and the
// screen retries. Loaded with the screens that need it, never with the login screen.
import { useEffect, useState } from 'react'
import { calls, factorMessages, fallbacks } from '@trellis/contract'
import { callApi } from '@trellis/api-client'
import { Button, Dialog, Stack } from '@trellis/ui'
import { errorMessage } from '../components/error-message'
import { FactorCodeField } from './FactorCodeField'
import { useFactorsT } from './messages'
import { passkeyAnswer, passkeyErrorMessage } from './passkey-browser'

/** Props of StepUpDialog. */
export interface StepUpDialogProps {
  /** Whether the prompt is shown. */
  isOpen: boolean
  /** The session is confirmed: retry the call. */
  onDone: () => void
  /** Closed without confirming. */
  onCancel: () => void
}

/** Asks for an authenticator code (or a passkey) before a guarded call goes through. */
export function StepUpDialog({ isOpen, onDone, onCancel }: StepUpDialogProps) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [isBusy, setBusy] = useState(false)
  const t = useFactorsT()
  useEffect(() => {
    if (!isOpen) {
      setCode('')
      setError(undefined)
    }
  }, [isOpen])

  const run = async (work: () => Promise<unknown>, fallback: string) => {
    if (isBusy) return
    setBusy(true)
    setError(undefined)
    try {
      await work()
      onDone()
    } catch (e) {
      setError(errorMessage(e, fallback))
    } finally {
      setBusy(false)
    }
  }
  const withCode = () =>
    run(
      async () => {
        if (code.trim() === '') throw new Error(factorMessages.codeRequired)
        await callApi(calls.stepUp, { code: code.trim() })
      },
      code.trim() === '' ? factorMessages.codeRequired : fallbacks.requestFailed,
    )
  const withPasskey = () =>
    run(async () => {
      const options = await callApi(calls.passkeyStepUpOptions)
      let response: string
      try {
        response = await passkeyAnswer(options.data)
      } catch (e) {
        throw new Error(passkeyErrorMessage(e, factorMessages.passkeyFailed))
      }
      await callApi(calls.passkeyStepUp, { response })
    }, factorMessages.passkeyFailed)

  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => !isBusy && onCancel()}
      title={t('stepUpTitle')}
      description={factorMessages.stepUpRequired}
      footer={
        <Stack gap={3}>
          <Button onClick={() => void withCode()} isLoading={isBusy} fullWidth>
            {t('confirm')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void withPasskey()}
            disabled={isBusy}
            fullWidth
          >
            {t('usePasskey')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={isBusy} fullWidth>
            {t('cancel')}
          </Button>
        </Stack>
      }
    >
      <form
        noValidate
        aria-label={t('withCode')}
        onSubmit={(event) => {
          event.preventDefault()
          void withCode()
        }}
      >
        <FactorCodeField
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
      </form>
    </Dialog>
  )
}

/** True when a failed call asks for a step-up. */
export function needsStepUp(error: unknown): boolean {
  const e = error as { status?: unknown; field?: unknown } | null
  return e?.status === 403 && e.field === 'stepUp'
}
