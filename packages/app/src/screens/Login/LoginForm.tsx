// The Login tab: user id and password; a successful answer starts the session (the client does
// that) and opens the dashboard, or the page a lost session left (returnPath). It is the first
// screen most members see, so it loads neither formik nor yup: its two required fields are
// checked by the contract's hand-kept loginFieldErrors (which agrees with loginSchema, the
// server's check; contract schemas.test.ts).
// It calls the API with callApi (which starts the session) rather than an SWR mutation hook, and
// its failure dialog loads on the first failure: SWR and the dialog stay off the first screen.
// A member with a second factor gets the factor step (its own lazy module); "Sign in with a
// passkey" loads the WebAuthn code only when pressed.
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react'
import {
  calls,
  fallbacks,
  LOGIN_LIMITS,
  loginFieldErrors,
  type FactorChallengeAnswer,
} from '@trellis/contract'
import { ApiError, callApi } from '@trellis/api-client'
import { Button, PasswordField, TextField } from '@trellis/ui'
import { FormStack } from '../../components/layout'
import { useAppNavigation } from '../../public/navigation'
import { PublicTextLink } from '../../public/PublicTextLink'
import { useCommonT } from '../../i18n/common'
import { useLoginT } from './messages'

type Field = 'userId' | 'password'

const MessageDialog = lazy(async () => ({
  default: (await import('../../components/MessageDialog')).MessageDialog,
}))

const FactorStep = lazy(async () => ({
  default: (await import('../../factors/FactorStep')).FactorStep,
}))

/** The server's message, else the spec's login fallback (as errorMessage does). */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.message.trim() !== '') return error.message
  return fallbacks.login
}

/** The login form. */
export function LoginForm() {
  const t = useLoginT()
  const tc = useCommonT()
  const { navigate, afterSignIn } = useAppNavigation()
  const [failure, setFailure] = useState<string | null>(null)
  const inFlight = useRef(false)
  const [values, setValues] = useState<Record<Field, string>>({ userId: '', password: '' })
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [isSubmitting, setSubmitting] = useState(false)
  const [challenge, setChallenge] = useState<FactorChallengeAnswer | null>(null)
  const errors = loginFieldErrors(values)
  const shown = (name: Field) => (touched[name] || submitted ? errors[name] : undefined)
  const bind = (name: Field) => ({
    name,
    value: values[name],
    maxLength: LOGIN_LIMITS[name],
    error: shown(name),
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (inFlight.current || Object.keys(errors).length > 0) return
    inFlight.current = true
    setSubmitting(true)
    try {
      const answer = await callApi(
        calls.login,
        { userId: values.userId.trim(), password: values.password },
        { fallback: fallbacks.login },
      )
      if ('factorRequired' in answer) setChallenge(answer)
      else navigate(afterSignIn, { replace: true })
    } catch (error) {
      setFailure(failureMessage(error))
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  const withPasskey = async () => {
    if (inFlight.current) return
    inFlight.current = true
    setSubmitting(true)
    try {
      await (await import('../../factors/passkey-sign-in')).signInWithPasskey()
      navigate(afterSignIn, { replace: true })
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : fallbacks.login)
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <FactorStep
          challenge={challenge}
          onSignedIn={() => navigate(afterSignIn, { replace: true })}
          onBack={() => setChallenge(null)}
        />
      </Suspense>
    )
  }

  // method post: were the page's scripts never to run (src/boot.ts holds a submit until they
  // do), the browser's own submit would put the password in the address.
  return (
    <>
      <form method="post" noValidate aria-label={t('formLabel')} onSubmit={submit}>
        <FormStack>
          <TextField
            label={t('userId')}
            hint={t('userIdHint')}
            autoComplete="username"
            autoCapitalize="characters"
            {...bind('userId')}
          />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            {...bind('password')}
          />
          <Button type="submit" isLoading={isSubmitting} fullWidth>
            {t('submit')}
          </Button>
          <Button variant="secondary" onClick={() => void withPasskey()} fullWidth>
            {t('passkey')}
          </Button>
          <PublicTextLink to="/forgot-password">{t('forgotPassword')}</PublicTextLink>
        </FormStack>
      </form>
      {failure !== null && (
        <Suspense fallback={null}>
          <MessageDialog
            value={{ title: tc('error'), message: failure, tone: 'error' }}
            onClose={() => setFailure(null)}
          />
        </Suspense>
      )}
    </>
  )
}
