// Today at a glance: money in and out, fees, what waits in the queues, whether the ledger adds up,
// and the chain and hot wallet.
import { formatDate, formatUsd } from '@trellis/contract'
import { Badge, Card, Inline, Skeleton, Stack, StatGrid, Text } from '@trellis/ui'
import { useOpsDashboard } from '@trellis/api-client/ops'
import styled from 'styled-components'
import { readErrorMessage } from '../../components/error-message'
import { TextLink } from '../../components/TextLink'
import { ConsoleScreen } from '../ConsoleScreen'
import { useOperator } from '../permissions'

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
`

const chainWords = {
  ok: ['success', 'Following the chain'],
  behind: ['warning', 'Behind the chain'],
  down: ['danger', 'Chain unreachable'],
  off: ['neutral', 'Chain watcher off'],
} as const

/** The console's dashboard. */
export function DashboardScreen() {
  const { can } = useOperator()
  const { data, error, isLoading, mutate } = useOpsDashboard()
  const d = data?.data

  return (
    <ConsoleScreen title="Dashboard">
      <Stack gap={6}>
        <StatGrid
          title={d ? `Today, ${formatDate(d.day)}` : 'Today'}
          columns={3}
          isLoading={isLoading}
          loadingCount={3}
          {...(error
            ? { error: readErrorMessage(error, 'the dashboard'), onRetry: () => void mutate() }
            : {})}
          items={
            d
              ? [
                  { id: 'inflow', label: 'Inflow', value: d.inflow, icon: 'deposit' },
                  { id: 'outflow', label: 'Outflow', value: d.outflow, icon: 'withdraw' },
                  { id: 'fees', label: 'Fees', value: d.fees, icon: 'earning' },
                ]
              : []
          }
        />
        {!error && (
          <Columns>
            <Card title="Waiting for a decision" titleAs="h2">
              {d ? (
                <Stack gap={3}>
                  <Queue
                    label="Deposit claims"
                    count={d.pending.deposits}
                    href={can('opsDeposits') ? '/ops/deposits' : undefined}
                  />
                  <Queue
                    label="Withdrawals"
                    count={d.pending.withdrawals}
                    href={can('opsWithdrawals') ? '/ops/withdrawals' : undefined}
                  />
                  <Queue
                    label="Bonuses and adjustments"
                    count={d.pending.proposals}
                    href={can('opsProposals') ? '/ops/proposals' : undefined}
                  />
                </Stack>
              ) : (
                <Skeleton lines={3} />
              )}
            </Card>
            <Card title="Ledger check" titleAs="h2">
              {d ? (
                <Stack gap={2}>
                  <Badge tone={d.ledger.ok ? 'success' : 'danger'} hasDot>
                    {d.ledger.ok ? 'Balanced' : 'Out of balance'}
                  </Badge>
                  {!d.ledger.ok && (
                    <Text tone="danger">Difference {formatUsd(d.ledger.difference)}</Text>
                  )}
                  <Text size="sm" tone="muted">
                    Checked {formatDate(d.ledger.checkedAt)}
                  </Text>
                </Stack>
              ) : (
                <Skeleton lines={2} />
              )}
            </Card>
            <Card title="Chain and hot wallet" titleAs="h2">
              {d ? (
                <Stack gap={2}>
                  <Badge tone={chainWords[d.chain.status][0]} hasDot>
                    {chainWords[d.chain.status][1]}
                  </Badge>
                  <Text>
                    Hot wallet: {d.chain.hotWallet === null ? '—' : formatUsd(d.chain.hotWallet)}
                  </Text>
                  <Text size="sm" tone="muted">
                    Block {d.chain.block === null ? '—' : d.chain.block.toLocaleString('en-US')}
                  </Text>
                </Stack>
              ) : (
                <Skeleton lines={2} />
              )}
            </Card>
          </Columns>
        )}
      </Stack>
    </ConsoleScreen>
  )
}

function Queue({ label, count, href }: { label: string; count: number; href: string | undefined }) {
  return (
    <Inline justify="between">
      {href ? <TextLink to={href}>{label}</TextLink> : <Text as="span">{label}</Text>}
      <Badge tone={count > 0 ? 'warning' : 'neutral'}>{count.toLocaleString('en-US')}</Badge>
    </Inline>
  )
}
