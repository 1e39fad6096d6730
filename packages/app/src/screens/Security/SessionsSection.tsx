// Sessions the member can see: device, address, started, last used, this one marked; end one or
// every other.
import { fallbacks } from '@trellis/contract'
import { useEndOtherSessions, useEndSession, useGetSessions } from '@trellis/api-client'
import { Badge, Button, Card, Stack, Text } from '@trellis/ui'
import { errorMessage } from '../../components/error-message'
import { formatDateTime } from './when'
import { useSecurityT } from './messages'

/** The sessions card. */
export function SessionsSection({ onMessage }: { onMessage: (message: string) => void }) {
  const list = useGetSessions()
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const sessions = list.data?.data ?? []
  const t = useSecurityT()
  const run = (work: () => Promise<{ message: string }>) =>
    work()
      .then((answer) => onMessage(answer.message))
      .catch((e: unknown) => onMessage(errorMessage(e, fallbacks.requestFailed)))

  return (
    <Card title={t('sessions')} titleAs="h2">
      <Stack gap={4}>
        <ul aria-label={t('yourSessions')}>
          {sessions.map((s) => (
            <li key={s.id}>
              <Stack gap={2}>
                <Text>
                  <strong>{s.device}</strong> · {s.address}{' '}
                  {s.current && <Badge tone="success">{t('thisDevice')}</Badge>}
                </Text>
                <Text>
                  {/* The times stay text nodes of their own (Chromium shapes each node apart). */}
                  {t('signedIn')}
                  {formatDateTime(s.startedAt)}
                  {t('sessionLastUsed')}
                  {formatDateTime(s.lastUsedAt)}
                </Text>
                {!s.current && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('endSessionOn', { device: s.device })}
                    onClick={() => void run(() => endOne.trigger({ id: s.id }))}
                  >
                    {t('endSession')}
                  </Button>
                )}
              </Stack>
            </li>
          ))}
        </ul>
        {sessions.some((s) => !s.current) && (
          <Button variant="danger" onClick={() => void run(() => endOthers.trigger(undefined))}>
            {t('endOthers')}
          </Button>
        )}
      </Stack>
    </Card>
  )
}
