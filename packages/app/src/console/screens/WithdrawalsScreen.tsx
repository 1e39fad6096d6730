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
import { DecisionButtons, REJECT_REASON, useDecision } from '../parts'
import { QueueScreen, useQueueFilters } from '../QueueScreen'
import { useOperator } from '../permissions'
import { actorName, formatWhen, statusOptions, statusTone } from '../statuses'

/** The withdrawals queue. */
export function WithdrawalsScreen() {
  const { can, operator } = useOperator()
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
    { key: 'at', header: 'Requested', render: (r) => formatWhen(r.createdAt) },
    {
      key: 'member',
      header: 'Member',
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
    { key: 'amount', header: 'Amount', align: 'end', render: (r) => formatUsd(r.amount) },
    { key: 'address', header: 'To address', render: (r) => <ShortValue value={r.address} /> },
    {
      key: 'status',
      header: 'Status',
      wrap: true,
      render: (r) => (
        <Stack gap={1}>
          <Badge tone={statusTone(r.status)}>{r.status}</Badge>
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
      header: 'Approved by',
      wrap: true,
      render: (r) => (
        <Stack gap={1}>
          {r.approvals.map((a) => (
            <Text as="span" size="sm" key={a.by.actor}>
              {actorName(a.by)}, {formatWhen(a.at)}
            </Text>
          ))}
          {approvalsText(r) && (
            <Text as="span" size="sm" tone="muted">
              {approvalsText(r)}
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
      header: 'Decision',
      wrap: true,
      render: (r) => {
        if (r.status === 'pending')
          return (
            <DecisionButtons
              subject={`withdrawal of ${formatUsd(r.amount)} by ${r.userId}`}
              approval={withdrawalApproval(r, operator.id)}
              onApprove={() =>
                ask({
                  title:
                    r.approvalsNeeded - r.approvals.length > 1
                      ? `Give the first of two approvals to the withdrawal of ${formatUsd(r.amount)} for ${r.userId}?`
                      : `Approve the withdrawal of ${formatUsd(r.amount)} for ${r.userId}?`,
                  decision: 'approve',
                  run: async () => (await approve.trigger({ id: r.id })).message ?? 'Approved.',
                })
              }
              onReject={() =>
                ask({
                  title: `Reject the withdrawal of ${formatUsd(r.amount)} for ${r.userId} and refund it?`,
                  decision: 'reject',
                  field: REJECT_REASON,
                  run: async (reason) =>
                    (await reject.trigger({ id: r.id, reason })).message ?? 'Rejected.',
                })
              }
            />
          )
        if ((r.status === 'failed' || (r.status === 'approved' && payByHand)) && r.trx === null)
          return (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Mark paid: withdrawal of ${formatUsd(r.amount)} by ${r.userId}`}
              onClick={() =>
                ask({
                  title: `Mark the withdrawal of ${formatUsd(r.amount)} to ${r.address} paid?`,
                  decision: 'pay',
                  field: { label: 'Transaction hash', required: true },
                  run: async (trx) => (await pay.trigger({ id: r.id, trx })).message ?? 'Paid.',
                })
              }
            >
              Mark paid
            </Button>
          )
        return null
      },
    })

  return (
    <QueueScreen
      title="Withdrawals"
      filterLabel="Filter withdrawals"
      statuses={statusOptions([
        'pending',
        'approved',
        'signed',
        'sent',
        'confirmed',
        'failed',
        'paid',
        'rejected',
      ])}
      filters={filters}
      withDays
      caption="Withdrawals"
      columns={columns}
      rowKey={(r) => r.id}
      read={list}
      what="the withdrawals"
      emptyText="No withdrawals match."
      decision={element}
    />
  )
}
