// Today at a glance: money in and out, fees, what waits in the queues, whether the ledger adds up
// (asked again on demand), and the chain watcher and payout hot wallet.
import { useState } from 'react'
import styled from 'styled-components'
import { formatDate, formatUsd, type OpsLedgerCheck } from '@trellis/contract'
import { Badge, Button, Card, Inline, Skeleton, Stack, StatGrid, Text } from '@trellis/ui'
import { useOpsDashboard, useOpsLedgerCheck } from '@trellis/api-client/ops'
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
  unavailable: ['danger', 'Chain unreachable'],
  off: ['neutral', 'No chain watched (deposits approved by hand)'],
} as const

function LedgerLine({ check }: { check: OpsLedgerCheck }) {
  return (
    <Stack gap={2}>
      <Badge tone={check.ok ? 'success' : 'danger'} hasDot>
        {check.ok ? 'Balanced' : 'Out of balance'}
      </Badge>
      {!check.ok && (
        <Text tone="danger">
          {check.unbalanced} unbalanced transactions, {check.drifted} balances and{' '}
          {check.earningsDrifted} earnings totals off their entries
        </Text>
      )}
      <Text size="sm" tone="muted">
        Checked {formatDate(check.checkedAt)}
      </Text>
    </Stack>
  )
}

/** The console's dashboard. */
export function DashboardScreen() {
  const { can } = useOperator()
  const { data, error, isLoading, mutate } = useOpsDashboard()
  const [recheck, setRecheck] = useState(false)
  const again = useOpsLedgerCheck(recheck)
  const d = data?.data
  const ledger = again.data?.data ?? d?.ledger

  const queues = d
    ? [
        {
          label: 'Deposit claims',
          count: d.queues.depositsPending,
          read: 'opsDeposits' as const,
          href: '/ops/deposits',
        },
        {
          label: 'Withdrawals pending',
          count: d.queues.withdrawalsPending,
          read: 'opsWithdrawals' as const,
          href: '/ops/withdrawals',
        },
        {
          label: 'Withdrawals awaiting approval',
          count: d.queues.withdrawalsAwaitingApproval,
          read: 'opsWithdrawals' as const,
          href: '/ops/withdrawals',
        },
        {
          label: 'Withdrawals held by a limit',
          count: d.queues.withdrawalsHeld,
          read: 'opsWithdrawals' as const,
          href: '/ops/withdrawals',
        },
        {
          label: 'Bonuses and adjustments',
          count: d.queues.proposalsPending,
          read: 'opsProposals' as const,
          href: '/ops/proposals',
        },
      ]
    : []

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
                  {queues.map((q) => (
                    <Inline justify="between" key={q.label}>
                      {can(q.read) ? (
                        <TextLink to={q.href}>{q.label}</TextLink>
                      ) : (
                        <Text as="span">{q.label}</Text>
                      )}
                      <Badge tone={q.count > 0 ? 'warning' : 'neutral'}>
                        {q.count.toLocaleString('en-US')}
                      </Badge>
                    </Inline>
                  ))}
                </Stack>
              ) : (
                <Skeleton lines={5} />
              )}
            </Card>
            <Card
              title="Ledger check"
              titleAs="h2"
              actions={
                d ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    isLoading={again.isValidating}
                    onClick={() => (recheck ? void again.mutate() : setRecheck(true))}
                  >
                    Check again
                  </Button>
                ) : undefined
              }
            >
              {ledger ? <LedgerLine check={ledger} /> : <Skeleton lines={2} />}
              {again.error && (
                <Text tone="danger">{readErrorMessage(again.error, 'the ledger check')}</Text>
              )}
            </Card>
            <Card title="Chain and hot wallet" titleAs="h2">
              {d ? (
                <Stack gap={2}>
                  <Badge tone={chainWords[d.chain.status][0]} hasDot>
                    {chainWords[d.chain.status][1]}
                  </Badge>
                  {d.chain.head !== null && (
                    <Text size="sm" tone="muted">
                      Block {d.chain.head.toLocaleString('en-US')} read
                    </Text>
                  )}
                  <Text>
                    Hot wallet:{' '}
                    {d.chain.hotWallet
                      ? `${formatUsd(d.chain.hotWallet.usdt)} USDT, ${d.chain.hotWallet.gas} for gas`
                      : 'not set up (withdrawals paid by hand)'}
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
