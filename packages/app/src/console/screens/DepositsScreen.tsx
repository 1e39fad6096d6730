// The deposit claims: filtered by status, member and days, approved or rejected (with a reason) by a
// role that may decide them; a decided claim says who decided it.
import { formatUsd, type OpsDeposit } from '@trellis/contract'
import { Badge, ShortValue, Stack, Text, type TableColumn } from '@trellis/ui'
import { useOpsDepositApprove, useOpsDepositReject, useOpsDeposits } from '@trellis/api-client/ops'
import { TextLink } from '../../components/TextLink'
import { DecisionButtons, REJECT_REASON, useDecision } from '../parts'
import { QueueScreen, useQueueFilters } from '../QueueScreen'
import { useOperator } from '../permissions'
import { actorName, formatWhen, statusOptions, statusTone } from '../statuses'

/** The deposits queue. */
export function DepositsScreen() {
  const { can } = useOperator()
  const filters = useQueueFilters()
  const { status, userId, days, page } = filters
  const list = useOpsDeposits({ status, userId: userId.trim(), ...days, page })
  const approve = useOpsDepositApprove()
  const reject = useOpsDepositReject()
  const { ask, element } = useDecision()
  const mayDecide = can('opsDepositApprove')

  const columns: TableColumn<OpsDeposit>[] = [
    { key: 'at', header: 'Filed', render: (r) => formatWhen(r.createdAt) },
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
    { key: 'trx', header: 'Transaction', render: (r) => <ShortValue value={r.trx} /> },
    {
      key: 'status',
      header: 'Status',
      wrap: true,
      render: (r) => (
        <Stack gap={1}>
          <Badge tone={statusTone(r.status)}>{r.status}</Badge>
          {r.decidedBy && (
            <Text as="span" size="sm" tone="muted">
              by {actorName(r.decidedBy)}
            </Text>
          )}
        </Stack>
      ),
    },
  ]
  if (mayDecide)
    columns.push({
      key: 'decide',
      header: 'Decision',
      render: (r) =>
        r.status === 'pending' ? (
          <DecisionButtons
            subject={`deposit of ${formatUsd(r.amount)} by ${r.userId}`}
            approval={{ canApprove: true }}
            onApprove={() =>
              ask({
                title: `Approve the deposit of ${formatUsd(r.amount)} for ${r.userId}?`,
                decision: 'approve',
                run: async () => (await approve.trigger({ id: r.id })).message ?? 'Approved.',
              })
            }
            onReject={() =>
              ask({
                title: `Reject the deposit of ${formatUsd(r.amount)} for ${r.userId}?`,
                decision: 'reject',
                field: REJECT_REASON,
                run: async (reason) =>
                  (await reject.trigger({ id: r.id, reason })).message ?? 'Rejected.',
              })
            }
          />
        ) : null,
    })

  return (
    <QueueScreen
      title="Deposits"
      filterLabel="Filter deposits"
      statuses={statusOptions(['pending', 'approved', 'rejected'])}
      filters={filters}
      withDays
      caption="Deposit claims"
      columns={columns}
      rowKey={(r) => r.id}
      read={list}
      what="the deposit claims"
      emptyText="No deposit claims match."
      decision={element}
    />
  )
}
