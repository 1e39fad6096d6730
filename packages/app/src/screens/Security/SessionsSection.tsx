// Sessions the member can see: device, address, started, last used, this one marked; end one or
// every other.
import { fallbacks } from '@trellis/contract'
import { useEndOtherSessions, useEndSession, useGetSessions } from '@trellis/api-client'
import { Badge, Button, Card, Stack, Text } from '@trellis/ui'
import { errorMessage } from '../../components/error-message'
import { formatDateTime } from './when'

/** The sessions card. */
export function SessionsSection({ onMessage }: { onMessage: (message: string) => void }) {
  const list = useGetSessions()
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const sessions = list.data?.data ?? []
  const run = (work: () => Promise<{ message: string }>) =>
    work()
      .then((answer) => onMessage(answer.message))
      .catch((e: unknown) => onMessage(errorMessage(e, fallbacks.requestFailed)))

  return (
    <Card title="Where you are signed in" titleAs="h2">
      <Stack gap={4}>
        <ul aria-label="Your sessions">
          {sessions.map((s) => (
            <li key={s.id}>
              <Stack gap={2}>
                <Text>
                  <strong>{s.device}</strong> · {s.address}{' '}
                  {s.current && <Badge tone="success">This device</Badge>}
                </Text>
                <Text>
                  Signed in {formatDateTime(s.startedAt)} · last used {formatDateTime(s.lastUsedAt)}
                </Text>
                {!s.current && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`End session on ${s.device}`}
                    onClick={() => void run(() => endOne.trigger({ id: s.id }))}
                  >
                    End session
                  </Button>
                )}
              </Stack>
            </li>
          ))}
        </ul>
        {sessions.some((s) => !s.current) && (
          <Button variant="danger" onClick={() => void run(() => endOthers.trigger(undefined))}>
            End all other sessions
          </Button>
        )}
      </Stack>
    </Card>
  )
}
