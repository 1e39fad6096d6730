// The sign-in's second step: the password was right and the member has a second factor; a code
// from the authenticator app (or a recovery code), or a passkey, starts the session. Loaded only
// when a log-in answers with this step, so the login screen's first load stays small.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { calls, factorMessages, fallbacks, type FactorChallengeAnswer } from '@trellis/contract'
import { callApi } from '@trellis/api-client'
import { Button, Stack, Text, useLocale } from '@trellis/ui'
import { useLocaleSwitch } from '../i18n/AppI18n'
import { errorMessage } from '../components/error-message'
import { FactorCodeField } from './FactorCodeField'
import { useFactorsT } from './messages'
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
  const t = useFactorsT()
  // The login page has the public pages' words only; this step's are the member app's, which a
  // member signing in needs next anyway.
  const locale = useLocale()
  const { setLocale } = useLocaleSwitch()
  useEffect(() => {
    if (locale !== 'en') void setLocale(locale, false, 'member').catch(() => undefined)
  }, [locale, setLocale])

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
    <form noValidate aria-label={t('secondFactor')} onSubmit={submit}>
      <Stack gap={4}>
        <Text>{hasCode ? challenge.message : t('confirmPasskey')}</Text>
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
            {t('verify')}
          </Button>
        )}
        {hasPasskey && (
          <Button
            variant={hasCode ? 'secondary' : 'primary'}
            disabled={isBusy}
            onClick={() => void run(signInWithPasskey)}
            fullWidth
          >
            {t('usePasskey')}
          </Button>
        )}
        <Button variant="ghost" onClick={onBack} disabled={isBusy} fullWidth>
          {t('back')}
        </Button>
      </Stack>
    </form>
  )
}
