// Passkeys: the list (name, added, last used), add one (a name and the current password, then the
// browser's own prompt), remove one (after a step-up).
import { useState, type FormEvent } from 'react'
import { calls, factorMessages, fallbacks } from '@trellis/contract'
import { callApi, useGetPasskeys, usePasskeyRemove } from '@trellis/api-client'
import { Button, Card, PasswordField, Stack, Text, TextField } from '@trellis/ui'
import { errorMessage } from '../../components/error-message'
import { formatDateTime } from './when'
import { createPasskey, passkeyErrorMessage } from '../../factors/passkey-browser'
import { useStepUpPrompt } from '../../factors/use-step-up'
import { useSecurityT } from './messages'

/** The passkeys card. */
export function PasskeySection({ onMessage }: { onMessage: (message: string) => void }) {
  const list = useGetPasskeys()
  const remove = usePasskeyRemove()
  const { guarded, prompt } = useStepUpPrompt()
  const [isAdding, setAdding] = useState(false)
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [isBusy, setBusy] = useState(false)
  const passkeys = list.data?.data ?? []
  const t = useSecurityT()

  const add = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    setBusy(true)
    try {
      const options = await callApi(calls.passkeyRegisterOptions, { password })
      let response: string
      try {
        response = await createPasskey(options.data)
      } catch (e) {
        throw new Error(passkeyErrorMessage(e, factorMessages.passkeyFailed))
      }
      const answer = await callApi(calls.passkeyRegister, { name: name.trim(), response })
      setAdding(false)
      setName('')
      setPassword('')
      await list.mutate()
      onMessage(answer.message)
    } catch (e) {
      setError(
        errorMessage(e, e instanceof Error && e.message ? e.message : fallbacks.requestFailed),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card title={t('passkeys')} titleAs="h2">
      <Stack gap={4}>
        <Text>{t('passkeysIntro')}</Text>
        {passkeys.length > 0 && (
          <ul aria-label={t('yourPasskeys')}>
            {passkeys.map((p) => (
              <li key={p.id}>
                <Stack gap={2}>
                  <Text>
                    <strong>{p.name}</strong> · {t('added', { when: formatDateTime(p.createdAt) })}{' '}
                    ·{' '}
                    {p.lastUsedAt
                      ? t('lastUsed', { when: formatDateTime(p.lastUsedAt) })
                      : t('notUsed')}
                  </Text>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('removePasskey', { name: p.name })}
                    onClick={() =>
                      void guarded(async () => {
                        onMessage((await remove.trigger({ id: p.id })).message)
                        await list.mutate()
                      }).catch((e: unknown) => onMessage(errorMessage(e, fallbacks.requestFailed)))
                    }
                  >
                    {t('remove')}
                  </Button>
                </Stack>
              </li>
            ))}
          </ul>
        )}
        {!isAdding && <Button onClick={() => setAdding(true)}>{t('addPasskey')}</Button>}
        {isAdding && (
          <form noValidate aria-label={t('addPasskey')} onSubmit={(e) => void add(e)}>
            <Stack gap={4}>
              <TextField
                label={t('passkeyName')}
                name="name"
                hint={t('passkeyNameHint')}
                maxLength={40}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <PasswordField
                label={t('currentPassword')}
                name="password"
                autoComplete="current-password"
                value={password}
                error={error}
                onChange={(e) => setPassword(e.target.value)}
              />
              <Button type="submit" isLoading={isBusy}>
                {t('createPasskey')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
      {prompt}
    </Card>
  )
}
