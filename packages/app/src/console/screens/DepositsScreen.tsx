// The deposit claims: filtered by status and member or transaction, approved or rejected (with a
// reason) by a role that may decide them.
import { useState } from 'react'
import { formatDate, formatUsd } from '@trellis/contract'
import { Badge, PaginatedTable, ShortValue, type TableColumn } from '@trellis/ui'
import { useOpsDepositDecide, useOpsDeposits, type OpsDepositRow } from '@trellis/api-client/ops'
import { readErrorMessage } from '../../components/error-message'
import { TextLink } from '../../components/TextLink'
import { ConsoleScreen } from '../ConsoleScreen'
import { DecisionButtons, QueueFilters, useDecision } from '../parts'
import { useOperator } from '../permissions'
import { statusOptions, statusTone } from '../statuses'

/** The deposits queue. */
export function DepositsScreen() {
  const { can } = useOperator()
  const [status, setStatus] = useState('pending')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const list = useOpsDeposits({ status, q, page })
  const decide = useOpsDepositDecide()
  const { ask, element } = useDecision()
  const mayDecide = can('opsDepositDecide')

  const columns: TableColumn<OpsDepositRow>[] = [
    { key: 'at', header: 'Filed', render: (r) => formatDate(r.createdAt) },
    {
      key: 'member',
      header: 'Member',
      render: (r) => <TextLink to={`/ops/members/${r.userId}`}>{r.userId}</TextLink>,
    },
    { key: 'amount', header: 'Amount', align: 'end', render: (r) => formatUsd(r.amount) },
    { key: 'trx', header: 'Transaction', render: (r) => <ShortValue value={r.trx} /> },
    {
      key: 'status',
      header: 'Status',
      render: (r) => <Badge tone={statusTone(r.status)}>{r.status}</Badge>,
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
            canDecide
            approval={{ canApprove: true }}
            onApprove={() =>
              ask({
                title: `Approve the deposit of ${formatUsd(r.amount)} for ${r.userId}?`,
                decision: 'approve',
                run: async () => (await decide.trigger({ id: r.id, decision: 'approve' })).message,
              })
            }
            onReject={() =>
              ask({
                title: `Reject the deposit of ${formatUsd(r.amount)} for ${r.userId}?`,
                decision: 'reject',
                run: async (reason) =>
                  (await decide.trigger({ id: r.id, decision: 'reject', reason })).message,
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
        query={q}
        onQuery={(v) => {
          setQ(v)
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
