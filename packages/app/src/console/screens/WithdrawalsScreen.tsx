// The withdrawals: filtered, approved, rejected (refunded) or marked paid by hand. A large one
// needs approvals from two different operators: the row says who approved and how many it
// needs, and the operator who approved once is not offered Approve again.
import { formatUsd, type OpsWithdrawal } from '@trellis/contract'
import { Badge, Button, ShortValue, Stack, Text, type TableColumn } from '@trellis/ui'
import {
  useOpsDashboard,
  useOpsWithdrawalApprove,
  useOpsWithdrawalPay,
  useOpsWithdrawalReject,
  useOpsWithdrawals,
} from '@trellis/api-client/ops'
import { TextLink } from '../../components/TextLink'
import { approvalsText, withdrawalApproval } from '../maker-checker'
import { DecisionButtons, rejectReason, useDecision } from '../parts'
import { QueueScreen, useQueueFilters } from '../QueueScreen'
import { useOperator } from '../permissions'
import { statusOptions, statusTone, useConsoleWords } from '../statuses'

/** The withdrawals queue. */
export function WithdrawalsScreen() {
  const { can, operator } = useOperator()
  const { t, when, actor, status: statusWord } = useConsoleWords()
  const filters = useQueueFilters()
  const { status, userId, days, page } = filters
  const list = useOpsWithdrawals({ status, userId: userId.trim(), ...days, page })
  const approve = useOpsWithdrawalApprove()
  const reject = useOpsWithdrawalReject()
  const pay = useOpsWithdrawalPay()
  const { ask, element } = useDecision()
  // Paid by hand only where no hot wallet pays (or the payer gave up: failed); the payer pays the
  // approved ones itself when it has a wallet.
  const dashboard = useOpsDashboard()
  const payByHand = dashboard.data?.data.chain.hotWallet === null

  const columns: TableColumn<OpsWithdrawal>[] = [
    { key: 'at', header: t('requested'), render: (r) => when(r.createdAt) },
    {
      key: 'member',
      header: t('member'),
      wrap: true,
      render: (r) => (
        <Stack gap={1}>
          <TextLink to={`/ops/members/${r.userId}`}>{r.userId}</TextLink>
          <Text as="span" size="sm" tone="muted">
            {r.memberName}
          </Text>
        </Stack>
      ),
    },
    { key: 'amount', header: t('amount'), align: 'end', render: (r) => formatUsd(r.amount) },
    { key: 'address', header: t('toAddress'), render: (r) => <ShortValue value={r.address} /> },
    {
      key: 'status',
      header: t('statusFilter'),
      wrap: true,
      render: (r) => (
        <Stack gap={1}>
          <Badge tone={statusTone(r.status)}>{statusWord(r.status)}</Badge>
          {r.note && (
            <Text as="span" size="sm" tone="muted">
              {r.note}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'approvals',
      header: t('approvedBy'),
      wrap: true,
      render: (r) => (
        <Stack gap={1}>
          {r.approvals.map((a) => (
            <Text as="span" size="sm" key={a.by.actor}>
              {t('approvalLine', { actor: actor(a.by), when: when(a.at) })}
            </Text>
          ))}
          {approvalsText(r, t) && (
            <Text as="span" size="sm" tone="muted">
              {approvalsText(r, t)}
            </Text>
          )}
          {r.approvals.length === 0 && r.approvalsNeeded <= 1 && '—'}
        </Stack>
      ),
    },
  ]
  if (can('opsWithdrawalApprove') && operator)
    columns.push({
      key: 'decide',
      header: t('decision'),
      wrap: true,
      render: (r) => {
        if (r.status === 'pending')
          return (
            <DecisionButtons
              subject={t('withdrawalSubject', { amount: formatUsd(r.amount), userId: r.userId })}
              approval={withdrawalApproval(r, operator.id, t)}
              onApprove={() =>
                ask({
                  title: t(
                    r.approvalsNeeded - r.approvals.length > 1 ? 'firstOfTwo' : 'approveWithdrawal',
                    { amount: formatUsd(r.amount), userId: r.userId },
                  ),
                  decision: 'approve',
                  run: async () => (await approve.trigger({ id: r.id })).message ?? t('approved'),
                })
              }
              onReject={() =>
                ask({
                  title: t('rejectWithdrawal', { amount: formatUsd(r.amount), userId: r.userId }),
                  decision: 'reject',
                  field: rejectReason(t),
                  run: async (reason) =>
                    (await reject.trigger({ id: r.id, reason })).message ?? t('rejected'),
                })
              }
            />
          )
        if ((r.status === 'failed' || (r.status === 'approved' && payByHand)) && r.trx === null)
          return (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('markPaidSubject', { amount: formatUsd(r.amount), userId: r.userId })}
              onClick={() =>
                ask({
                  title: t('markPaidTitle', { amount: formatUsd(r.amount), address: r.address }),
                  decision: 'pay',
                  field: { label: t('transactionHash'), required: true, missing: t('enterHash') },
                  run: async (trx) => (await pay.trigger({ id: r.id, trx })).message ?? t('paid'),
                })
              }
            >
              {t('markPaid')}
            </Button>
          )
        return null
      },
    })

  return (
    <QueueScreen
      title={t('withdrawals')}
      filterLabel={t('filterWithdrawals')}
      statuses={statusOptions(
        ['pending', 'approved', 'signed', 'sent', 'confirmed', 'failed', 'paid', 'rejected'],
        t,
      )}
      filters={filters}
      withDays
      caption={t('withdrawals')}
      columns={columns}
      rowKey={(r) => r.id}
      read={list}
      what={t('theWithdrawals')}
      emptyText={t('noWithdrawals')}
      decision={element}
    />
  )
}
