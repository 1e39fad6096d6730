// One member seen whole: balances, ledger entries with their sources, team position, sessions
// (end them all), locks (unlock), KYC and payout address history, and a password reset the
// member finishes from the e-mail (an operator never sets a member's password).
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { fallbacks, formatDate, formatUsd } from '@trellis/contract'
import {
  Badge,
  Button,
  Card,
  Inline,
  PaginatedTable,
  ShortValue,
  Skeleton,
  Stack,
  StatGrid,
  Text,
  type TableColumn,
} from '@trellis/ui'
import {
  useOpsMember,
  useOpsMemberEndSessions,
  useOpsMemberPasswordReset,
  useOpsMemberUnlock,
  type OpsMemberView,
} from '@trellis/api-client/ops'
import { useState } from 'react'
import { readErrorMessage } from '../../components/error-message'
import { useMessageDialog } from '../../components/use-message-dialog'
import { ConsoleScreen } from '../ConsoleScreen'
import { useOperator } from '../permissions'

type Entry = OpsMemberView['ledger'][number]

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
`

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`

const ledgerColumns: TableColumn<Entry>[] = [
  { key: 'at', header: 'Date', render: (e) => formatDate(e.at) },
  { key: 'desc', header: 'Entry', wrap: true, render: (e) => e.desc },
  { key: 'source', header: 'Source', wrap: true, render: (e) => e.source },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    render: (e) => `${e.type === 'debit' ? '−' : '+'}${formatUsd(e.amount)}`,
  },
]

/** The member's 360° view at /ops/members/:userId. */
export function MemberScreen() {
  const { userId = '' } = useParams()
  const view = useOpsMember(userId)
  const { can } = useOperator()
  const endSessions = useOpsMemberEndSessions()
  const unlock = useOpsMemberUnlock()
  const reset = useOpsMemberPasswordReset()
  const messages = useMessageDialog()
  const [page, setPage] = useState(1)
  const v = view.data?.data

  const act = (work: () => Promise<{ message: string }>) =>
    void work()
      .then((answer) => messages.showSuccess(answer.message))
      .catch((error: unknown) => messages.showError(error, fallbacks.requestFailed))

  if (view.error) {
    return (
      <ConsoleScreen title={`Member ${userId}`}>
        <Card>
          <Stack gap={3}>
            <Text tone="danger">{readErrorMessage(view.error, `member ${userId}`)}</Text>
            <Button variant="secondary" onClick={() => void view.mutate()}>
              Retry
            </Button>
          </Stack>
        </Card>
      </ConsoleScreen>
    )
  }

  const pageRows = v ? v.ledger.slice((page - 1) * 10, page * 10) : []
  return (
    <ConsoleScreen title={v ? `${v.member.name} (${v.member.userId})` : `Member ${userId}`}>
      <Stack gap={6}>
        <Card title="Member" titleAs="h2">
          {v ? (
            <Stack gap={2}>
              <Inline gap={2}>
                <Badge tone={v.member.active ? 'success' : 'neutral'}>
                  {v.member.active ? 'active' : 'inactive'}
                </Badge>
                <Badge tone="neutral">KYC {v.member.kycStatus}</Badge>
              </Inline>
              <Text>
                {v.member.email} · {v.member.phone}
              </Text>
              <Text size="sm" tone="muted">
                Joined {formatDate(v.member.joinedAt)}
              </Text>
              {can('opsMemberPasswordReset') && (
                <Inline gap={2}>
                  <Button
                    variant="secondary"
                    size="sm"
                    isLoading={reset.isMutating}
                    onClick={() => act(() => reset.trigger({ userId }))}
                  >
                    Start password reset
                  </Button>
                </Inline>
              )}
            </Stack>
          ) : (
            <Skeleton lines={3} />
          )}
        </Card>
        <StatGrid
          title="Balances"
          columns={4}
          isLoading={!v}
          loadingCount={4}
          items={
            v
              ? [
                  { id: 'wallet', label: 'Income wallet', value: v.balances.wallet },
                  { id: 'package', label: 'Package wallet', value: v.balances.packageWallet },
                  { id: 'bonus', label: 'Bonus wallet', value: v.balances.bonusWallet },
                  { id: 'investment', label: 'Investment', value: v.balances.investment },
                ]
              : []
          }
        />
        <Columns>
          <Card title="Team position" titleAs="h2">
            {v ? (
              <List>
                <li>Sponsor: {v.team.sponsorId ?? 'none (top of the tree)'}</li>
                <li>Level under the top: {v.team.level}</li>
                <li>Direct referrals: {v.team.directs}</li>
                <li>Team size: {v.team.teamSize}</li>
              </List>
            ) : (
              <Skeleton lines={4} />
            )}
          </Card>
          <Card
            title="Sessions"
            titleAs="h2"
            actions={
              v && v.sessions.length > 0 && can('opsMemberEndSessions') ? (
                <Button
                  size="sm"
                  variant="danger"
                  isLoading={endSessions.isMutating}
                  onClick={() => act(() => endSessions.trigger({ userId }))}
                >
                  End sessions
                </Button>
              ) : undefined
            }
          >
            {v ? (
              v.sessions.length === 0 ? (
                <Text tone="muted">No live session.</Text>
              ) : (
                <List>
                  {v.sessions.map((s) => (
                    <li key={s.id}>
                      {s.device} · {s.address} · last used {formatDate(s.lastUsedAt)}
                    </li>
                  ))}
                </List>
              )
            ) : (
              <Skeleton lines={2} />
            )}
          </Card>
          <Card
            title="Locks"
            titleAs="h2"
            actions={
              v && v.locks.length > 0 && can('opsMemberUnlock') ? (
                <Button
                  size="sm"
                  variant="secondary"
                  isLoading={unlock.isMutating}
                  onClick={() => act(() => unlock.trigger({ userId }))}
                >
                  Unlock
                </Button>
              ) : undefined
            }
          >
            {v ? (
              v.locks.length === 0 ? (
                <Text tone="muted">Not locked.</Text>
              ) : (
                <List>
                  {v.locks.map((l) => (
                    <li key={l.kind}>
                      {l.kind}: {l.reason}
                      {l.until ? ` (until ${formatDate(l.until)})` : ''}
                    </li>
                  ))}
                </List>
              )
            ) : (
              <Skeleton lines={2} />
            )}
          </Card>
          <Card title="KYC and payout addresses" titleAs="h2">
            {v ? (
              <List>
                {v.kyc.map((k) => (
                  <li key={`kyc-${k.at}`}>
                    {formatDate(k.at)}: {k.change}
                  </li>
                ))}
                {v.payoutAddresses.map((p) => (
                  <li key={`addr-${p.at}`}>
                    {formatDate(p.at)}: payout address <ShortValue value={p.address} />
                  </li>
                ))}
                {v.kyc.length + v.payoutAddresses.length === 0 && (
                  <Text as="span" tone="muted">
                    No change yet.
                  </Text>
                )}
              </List>
            ) : (
              <Skeleton lines={3} />
            )}
          </Card>
        </Columns>
        <PaginatedTable
          caption="Ledger entries"
          columns={ledgerColumns}
          rows={pageRows}
          rowKey={(e) => e.id}
          page={page}
          total={v?.ledger.length ?? 0}
          onPageChange={setPage}
          isLoading={!v}
          emptyText="No ledger entry yet."
        />
      </Stack>
      {messages.dialog}
    </ConsoleScreen>
  )
}
