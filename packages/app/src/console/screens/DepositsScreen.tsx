// The deposit claims: filtered by status, member and days, approved or rejected (with a reason) by a
// role that may decide them; a decided claim says who decided it.
import { useState } from 'react'
import { formatUsd, type OpsDeposit, OPS_PAGE_SIZE } from '@trellis/contract'
import { Badge, PaginatedTable, ShortValue, Stack, Text, type TableColumn } from '@trellis/ui'
import { useOpsDepositApprove, useOpsDepositReject, useOpsDeposits } from '@trellis/api-client/ops'
import { readErrorMessage } from '../../components/error-message'
import { TextLink } from '../../components/TextLink'
import { ConsoleScreen } from '../ConsoleScreen'
import { ANY_DAY, DecisionButtons, QueueFilters, REJECT_REASON, useDecision } from '../parts'
import { useOperator } from '../permissions'
import { actorName, formatWhen, statusOptions, statusTone } from '../statuses'

/** The deposits queue. */
export function DepositsScreen() {
  const { can } = useOperator()
  const [status, setStatus] = useState('pending')
  const [userId, setUserId] = useState('')
  const [days, setDays] = useState(ANY_DAY)
  const [page, setPage] = useState(1)
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
    <ConsoleScreen title="Deposits">
      <QueueFilters
        label="Filter deposits"
        statuses={statusOptions(['pending', 'approved', 'rejected'])}
        status={status}
        onStatus={(v) => {
          setStatus(v)
          setPage(1)
        }}
        query={userId}
        onQuery={(v) => {
          setUserId(v)
          setPage(1)
        }}
        days={days}
        onDays={(v) => {
          setDays(v)
          setPage(1)
        }}
      />
      <PaginatedTable
        caption="Deposit claims"
        isCaptionHidden
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(r) => r.id}
        page={page}
        pageSize={OPS_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        isLoading={list.isLoading}
        emptyText="No deposit claims match."
        error={list.error ? readErrorMessage(list.error, 'the deposit claims') : null}
        onRetry={() => void list.mutate()}
      />
      {element}
    </ConsoleScreen>
  )
}
