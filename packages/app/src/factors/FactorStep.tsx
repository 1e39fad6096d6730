// The sign-in's second step: the password was right and the member has a second factor; a code
// from the authenticator app (or a recovery code), or a passkey, starts the session. Loaded only
// when a log-in answers with this step, so the login screen's first load stays small.
import { useRef, useState, type FormEvent } from 'react'
import { calls, factorMessages, fallbacks, type FactorChallengeAnswer } from '@trellis/contract'
import { callApi } from '@trellis/api-client'
import { Button, Stack, Text } from '@trellis/ui'
import { errorMessage } from '../components/error-message'
import { FactorCodeField } from './FactorCodeField'
import { signInWithPasskey } from './passkey-sign-in'

/** Props of FactorStep. */
export interface FactorStepProps {
  /** The log-in's answer: the challenge and the factors the member has. */
  challenge: FactorChallengeAnswer
  /** The session has started. */
  onSignedIn: () => void
  /** Back to the user id and password. */
  onBack: () => void
}

/** Asks for the second factor of a sign-in. */
export function FactorStep({ challenge, onSignedIn, onBack }: FactorStepProps) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [isBusy, setBusy] = useState(false)
  const inFlight = useRef(false)
  const hasCode = challenge.methods.includes('totp')
  const hasPasskey = challenge.methods.includes('passkey')

  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    setError(undefined)
    try {
      await work()
      onSignedIn()
    } catch (e) {
      setError(e instanceof Error && e.message ? errorMessage(e, e.message) : fallbacks.login)
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() === '') {
      setError(factorMessages.codeRequired)
      return
    }
    void run(async () => {
      await callApi(
        calls.loginFactor,
        { challenge: challenge.challenge, code: code.trim() },
        { fallback: fallbacks.login },
      )
    })
  }

  return (
    <form noValidate aria-label="Second factor" onSubmit={submit}>
      <Stack gap={4}>
        <Text>{hasCode ? challenge.message : 'Confirm with your passkey.'}</Text>
        {hasCode && (
          <FactorCodeField
            value={code}
            error={error}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        {!hasCode && error && <Text role="alert">{error}</Text>}
        {hasCode && (
          <Button type="submit" isLoading={isBusy} fullWidth>
            Verify
          </Button>
        )}
        {hasPasskey && (
          <Button
            variant={hasCode ? 'secondary' : 'primary'}
            disabled={isBusy}
            onClick={() => void run(signInWithPasskey)}
            fullWidth
          >
            Use a passkey
          </Button>
        )}
        <Button variant="ghost" onClick={onBack} disabled={isBusy} fullWidth>
          Back
        </Button>
      </Stack>
    </form>
  )
}
