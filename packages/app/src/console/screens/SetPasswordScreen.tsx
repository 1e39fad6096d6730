// An invited operator's first step: the mailed link (/ops/set-password#<token>) opens this page;
// the token stays in the address's fragment, which the browser never sends to a server or in a
// Referer. A password of 12 to 128 characters, typed twice; then the sign-in.
import { useEffect, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { fallbacks, OPS_PASSWORD_MAX, OPS_PASSWORD_MIN, opsMessages } from '@trellis/contract'
import { Button, PasswordField, Stack, Text } from '@trellis/ui'
import { useOpsSetPassword } from '@trellis/api-client/ops'
import { errorMessage } from '../../components/error-message'
import { SignInFrame } from '../SignInFrame'
import { useConsoleT, useOpsT, useOpsText } from '../i18n/en'

/** The set-password page. */
export function SetPasswordScreen() {
  const { hash } = useLocation()
  const navigate = useNavigate()
  const setPassword = useOpsSetPassword()
  const token = hash.replace(/^#/, '')
  const [password, setValue] = useState('')
  const [again, setAgain] = useState('')
  const [error, setError] = useState<string | undefined>()
  const t = useConsoleT()
  const opsT = useOpsT()
  const opsText = useOpsText()

  useEffect(() => {
    document.title = t('documentTitle', { title: t('setYourPassword') })
  }, [t])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    if (password.length < OPS_PASSWORD_MIN || password.length > OPS_PASSWORD_MAX) {
      setError(opsT('passwordRule'))
      return
    }
    if (password !== again) {
      setError(t('passwordsDiffer'))
      return
    }
    try {
      await setPassword.trigger({ token, password })
      navigate('/ops/sign-in', { replace: true, state: { notice: opsMessages.passwordSet } })
    } catch (e) {
      setError(opsText(errorMessage(e, fallbacks.requestFailed)))
    }
  }

  return (
    <SignInFrame>
      {token === '' ? (
        <Text tone="danger">{opsT('setPasswordExpired')}</Text>
      ) : (
        <form noValidate aria-label={t('setYourPassword')} onSubmit={(e) => void submit(e)}>
          <Stack gap={4}>
            <Text>{opsT('passwordRule')}</Text>
            <PasswordField
              label={t('newPassword')}
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setValue(e.target.value)}
            />
            <PasswordField
              label={t('sameAgain')}
              name="again"
              autoComplete="new-password"
              value={again}
              error={error}
              onChange={(e) => setAgain(e.target.value)}
            />
            <Button type="submit" isLoading={setPassword.isMutating} fullWidth>
              {t('setPassword')}
            </Button>
          </Stack>
        </form>
      )}
    </SignInFrame>
  )
}
