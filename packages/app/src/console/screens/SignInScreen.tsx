// The operator's sign-in: e-mail and password, then the authenticator app's code. On the first
// sign-in the server answers an enrolment instead: the QR code and key of a new authenticator
// entry, a first code confirms it, and the recovery codes are shown once before the console opens.
import { useEffect, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { QRCodeSVG } from 'qrcode.react'
import { fallbacks, type OpsSignInStep } from '@trellis/contract'
import { Button, CopyButton, PasswordField, Stack, Text, TextField } from '@trellis/ui'
import { useOpsCache, useOpsSignIn, useOpsSignInCode } from '@trellis/api-client/ops'
import { errorMessage } from '../../components/error-message'
import { RecoveryCodes } from '../../screens/Security/RecoveryCodes'
import { SignInFrame } from '../SignInFrame'
import { useConsoleT, useOpsText } from '../i18n/en'

/** Where the sign-in is: the password, the code (or the enrolment), or the recovery codes. */
export type SignInStep =
  { at: 'password' } | { at: 'code'; answer: OpsSignInStep } | { at: 'codes'; codes: string[] }

/** Props of SignInScreen (stories start it at a later step). */
export interface SignInScreenProps {
  initialStep?: SignInStep
}

/** The console's sign-in screen. */
export function SignInScreen({ initialStep = { at: 'password' } }: SignInScreenProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const cache = useOpsCache()
  const signIn = useOpsSignIn()
  const signInCode = useOpsSignInCode()
  const [step, setStep] = useState<SignInStep>(initialStep)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const t = useConsoleT()
  const opsText = useOpsText()

  useEffect(() => {
    document.title = t('documentTitle', { title: t('signInPage') })
  }, [t])

  const state = location.state as { from?: string; notice?: string } | null
  const from = state?.from ?? '/ops/dashboard'
  const open = () => {
    // `me` is asked again: the cookie the code step set makes it answer.
    cache.refresh()
    navigate(from.startsWith('/ops/') ? from : '/ops/dashboard', { replace: true })
  }

  const sendPassword = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    if (email.trim() === '' || password === '') {
      setError(t('enterEmailPassword'))
      return
    }
    try {
      const answer = await signIn.trigger({ email: email.trim(), password })
      setPassword('')
      setStep({ at: 'code', answer: answer.data })
    } catch (e) {
      setError(opsText(errorMessage(e, fallbacks.requestFailed)))
    }
  }
  const sendCode = async (event: FormEvent) => {
    event.preventDefault()
    if (step.at !== 'code') return
    setError(undefined)
    if (code.trim() === '') {
      setError(t('enterCode'))
      return
    }
    try {
      const answer = await signInCode.trigger({
        challenge: step.answer.challenge,
        code: code.trim(),
      })
      setCode('')
      const codes = answer.data.recoveryCodes
      if (codes && codes.length > 0) setStep({ at: 'codes', codes })
      else open()
    } catch (e) {
      setError(opsText(errorMessage(e, fallbacks.requestFailed)))
    }
  }

  return (
    <SignInFrame>
      {step.at === 'password' && state?.notice && (
        <Text role="status">{opsText(state.notice)}</Text>
      )}
      {step.at === 'password' && (
        <form noValidate aria-label={t('signInForm')} onSubmit={(e) => void sendPassword(e)}>
          <Stack gap={4}>
            <TextField
              label={t('email')}
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <PasswordField
              label={t('password')}
              name="password"
              autoComplete="current-password"
              value={password}
              error={error}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" isLoading={signIn.isMutating} fullWidth>
              {t('continue')}
            </Button>
          </Stack>
        </form>
      )}
      {step.at === 'code' && (
        <form noValidate aria-label={t('codeForm')} onSubmit={(e) => void sendCode(e)}>
          <Stack gap={4}>
            {step.answer.step === 'enrol' ? (
              <>
                <Text>{t('enrol')}</Text>
                <QRCodeSVG
                  value={step.answer.enrolment.uri}
                  size={176}
                  marginSize={2}
                  title={t('qrTitle')}
                />
                <Text data-testid="totp-key">{step.answer.enrolment.secret}</Text>
                <CopyButton value={step.answer.enrolment.secret} label={t('copyKey')} />
              </>
            ) : (
              <Text>{t('enterCodeOrRecovery')}</Text>
            )}
            <TextField
              label={t('code')}
              name="code"
              autoComplete="one-time-code"
              maxLength={11}
              value={code}
              error={error}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" isLoading={signInCode.isMutating} fullWidth>
              {step.answer.step === 'enrol' ? t('confirmSignIn') : t('signIn')}
            </Button>
          </Stack>
        </form>
      )}
      {step.at === 'codes' && <RecoveryCodes codes={step.codes} onDone={open} />}
    </SignInFrame>
  )
}
