// Today at a glance: money in and out, fees, what waits in the queues, whether the ledger adds up
// (asked again on demand), and the chain watcher and payout hot wallet.
import { useState } from 'react'
import styled from 'styled-components'
import { formatUsd, type OpsLedgerCheck } from '@trellis/contract'
import { Badge, Button, Card, Inline, Skeleton, Stack, StatGrid, Text } from '@trellis/ui'
import { useOpsDashboard, useOpsLedgerCheck } from '@trellis/api-client/ops'
import { TextLink } from '../../components/TextLink'
import { ConsoleScreen } from '../ConsoleScreen'
import { useOperator } from '../permissions'
import { useConsoleWords } from '../statuses'

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
`

const chainWords = {
  ok: ['success', 'chainOk'],
  unavailable: ['danger', 'chainUnavailable'],
  off: ['neutral', 'chainOff'],
} as const

function LedgerLine({ check }: { check: OpsLedgerCheck }) {
  const { t, date } = useConsoleWords()
  return (
    <Stack gap={2}>
      <Badge tone={check.ok ? 'success' : 'danger'} hasDot>
        {check.ok ? t('balanced') : t('outOfBalance')}
      </Badge>
      {!check.ok && (
        <Text tone="danger">
          {t('ledgerOff', {
            unbalanced: check.unbalanced,
            drifted: check.drifted,
            earningsDrifted: check.earningsDrifted,
          })}
        </Text>
      )}
      <Text size="sm" tone="muted">
        {t('checked', { date: date(check.checkedAt) })}
      </Text>
    </Stack>
  )
}

/** The console's dashboard. */
export function DashboardScreen() {
  const { can } = useOperator()
  const { t, date, readError } = useConsoleWords()
  const { data, error, isLoading, mutate } = useOpsDashboard()
  const [recheck, setRecheck] = useState(false)
  const again = useOpsLedgerCheck(recheck)
  const d = data?.data
  const ledger = again.data?.data ?? d?.ledger

  const queues = d
    ? [
        {
          label: t('queueDeposits'),
          count: d.queues.depositsPending,
          read: 'opsDeposits' as const,
          href: '/ops/deposits',
        },
        {
          label: t('queueWithdrawalsPending'),
          count: d.queues.withdrawalsPending,
          read: 'opsWithdrawals' as const,
          href: '/ops/withdrawals',
        },
        {
          label: t('queueWithdrawalsAwaiting'),
          count: d.queues.withdrawalsAwaitingApproval,
          read: 'opsWithdrawals' as const,
          href: '/ops/withdrawals',
        },
        {
          label: t('queueWithdrawalsHeld'),
          count: d.queues.withdrawalsHeld,
          read: 'opsWithdrawals' as const,
          href: '/ops/withdrawals',
        },
        {
          label: t('proposals'),
          count: d.queues.proposalsPending,
          read: 'opsProposals' as const,
          href: '/ops/proposals',
        },
      ]
    : []

  return (
    <ConsoleScreen title={t('dashboard')}>
      <Stack gap={6}>
        <StatGrid
          title={d ? t('todayOn', { date: date(d.day) }) : t('today')}
          columns={3}
          isLoading={isLoading}
          loadingCount={3}
          {...(error
            ? { error: readError(error, t('theDashboard')), onRetry: () => void mutate() }
            : {})}
          items={
            d
              ? [
                  { id: 'inflow', label: t('inflow'), value: d.inflow, icon: 'deposit' },
                  { id: 'outflow', label: t('outflow'), value: d.outflow, icon: 'withdraw' },
                  { id: 'fees', label: t('fees'), value: d.fees, icon: 'earning' },
                ]
              : []
          }
        />
        {!error && (
          <Columns>
            <Card title={t('waiting')} titleAs="h2">
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
              title={t('ledgerCheck')}
              titleAs="h2"
              actions={
                d ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    isLoading={again.isValidating}
                    onClick={() => (recheck ? void again.mutate() : setRecheck(true))}
                  >
                    {t('checkAgain')}
                  </Button>
                ) : undefined
              }
            >
              {ledger ? <LedgerLine check={ledger} /> : <Skeleton lines={2} />}
              {again.error && (
                <Text tone="danger">{readError(again.error, t('theLedgerCheck'))}</Text>
              )}
            </Card>
            <Card title={t('chainAndHotWallet')} titleAs="h2">
              {d ? (
                <Stack gap={2}>
                  <Badge tone={chainWords[d.chain.status][0]} hasDot>
                    {t(chainWords[d.chain.status][1])}
                  </Badge>
                  {d.chain.head !== null && (
                    <Text size="sm" tone="muted">
                      {t('blockRead', { block: d.chain.head.toLocaleString('en-US') })}
                    </Text>
                  )}
                  <Text>
                    {d.chain.hotWallet
                      ? t('hotWalletSet', {
                          usdt: formatUsd(d.chain.hotWallet.usdt),
                          gas: d.chain.hotWallet.gas,
                        })
                      : t('hotWalletNone')}
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
