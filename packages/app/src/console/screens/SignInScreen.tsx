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

  useEffect(() => {
    document.title = 'Sign in · Trellis console'
  }, [])

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
      setError('Enter your e-mail and password.')
      return
    }
    try {
      const answer = await signIn.trigger({ email: email.trim(), password })
      setPassword('')
      setStep({ at: 'code', answer: answer.data })
    } catch (e) {
      setError(errorMessage(e, fallbacks.requestFailed))
    }
  }
  const sendCode = async (event: FormEvent) => {
    event.preventDefault()
    if (step.at !== 'code') return
    setError(undefined)
    if (code.trim() === '') {
      setError('Enter the code from your authenticator app.')
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
      setError(errorMessage(e, fallbacks.requestFailed))
    }
  }

  return (
    <SignInFrame>
      {step.at === 'password' && state?.notice && <Text role="status">{state.notice}</Text>}
      {step.at === 'password' && (
        <form noValidate aria-label="Operator sign-in" onSubmit={(e) => void sendPassword(e)}>
          <Stack gap={4}>
            <TextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              value={password}
              error={error}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" isLoading={signIn.isMutating} fullWidth>
              Continue
            </Button>
          </Stack>
        </form>
      )}
      {step.at === 'code' && (
        <form noValidate aria-label="Authenticator code" onSubmit={(e) => void sendCode(e)}>
          <Stack gap={4}>
            {step.answer.step === 'enrol' ? (
              <>
                <Text>
                  First sign-in: add the console to your authenticator app. Scan the code or type
                  the key, then enter the code the app shows.
                </Text>
                <QRCodeSVG
                  value={step.answer.enrolment.uri}
                  size={176}
                  marginSize={2}
                  title="QR code of your authenticator key"
                />
                <Text data-testid="totp-key">{step.answer.enrolment.secret}</Text>
                <CopyButton value={step.answer.enrolment.secret} label="Copy key" />
              </>
            ) : (
              <Text>Enter the code from your authenticator app, or a recovery code.</Text>
            )}
            <TextField
              label="Code"
              name="code"
              autoComplete="one-time-code"
              maxLength={11}
              value={code}
              error={error}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" isLoading={signInCode.isMutating} fullWidth>
              {step.answer.step === 'enrol' ? 'Confirm and sign in' : 'Sign in'}
            </Button>
          </Stack>
        </form>
      )}
      {step.at === 'codes' && <RecoveryCodes codes={step.codes} onDone={open} />}
    </SignInFrame>
  )
}
