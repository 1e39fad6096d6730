// The withdrawals: filtered, approved or rejected. A large one needs approvals from two different
// operators: the row says who approved and how many more it needs, and the operator who approved
// it once is not offered Approve again.
import { useState } from 'react'
import { formatDate, formatUsd } from '@trellis/contract'
import { Badge, PaginatedTable, ShortValue, Stack, Text, type TableColumn } from '@trellis/ui'
import {
  useOpsWithdrawalDecide,
  useOpsWithdrawals,
  type OpsWithdrawalRow,
} from '@trellis/api-client/ops'
import { readErrorMessage } from '../../components/error-message'
import { TextLink } from '../../components/TextLink'
import { ConsoleScreen } from '../ConsoleScreen'
import { approvalsText, withdrawalApproval } from '../maker-checker'
import { DecisionButtons, QueueFilters, useDecision } from '../parts'
import { useOperator } from '../permissions'
import { statusOptions, statusTone } from '../statuses'

/** The withdrawals queue. */
export function WithdrawalsScreen() {
  const { can, operator } = useOperator()
  const [status, setStatus] = useState('pending')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const list = useOpsWithdrawals({ status, q, page })
  const decide = useOpsWithdrawalDecide()
  const { ask, element } = useDecision()
  const mayDecide = can('opsWithdrawalDecide')

  const columns: TableColumn<OpsWithdrawalRow>[] = [
    { key: 'at', header: 'Requested', render: (r) => formatDate(r.createdAt) },
    {
      key: 'member',
      header: 'Member',
      render: (r) => <TextLink to={`/ops/members/${r.userId}`}>{r.userId}</TextLink>,
    },
    { key: 'amount', header: 'Amount', align: 'end', render: (r) => formatUsd(r.amount) },
    { key: 'address', header: 'To address', render: (r) => <ShortValue value={r.address} /> },
    {
      key: 'status',
      header: 'Status',
      render: (r) => <Badge tone={statusTone(r.status)}>{r.status}</Badge>,
    },
    {
      key: 'approvals',
      header: 'Approved by',
      wrap: true,
      render: (r) => (
        <Stack gap={1}>
          {r.approvals.map((a) => (
            <Text as="span" size="sm" key={a.operatorId}>
              {a.email}, {formatDate(a.at)}
            </Text>
          ))}
          {r.approvalsNeeded > 1 && (
            <Text as="span" size="sm" tone="muted">
              {approvalsText(r)}
            </Text>
          )}
          {r.approvals.length === 0 && r.approvalsNeeded <= 1 && '—'}
        </Stack>
      ),
    },
  ]
  if (mayDecide && operator)
    columns.push({
      key: 'decide',
      header: 'Decision',
      wrap: true,
      render: (r) =>
        r.status === 'pending' ? (
          <DecisionButtons
            subject={`withdrawal of ${formatUsd(r.amount)} by ${r.userId}`}
            canDecide
            approval={withdrawalApproval(r, operator.id)}
            onApprove={() =>
              ask({
                title:
                  r.approvalsNeeded - r.approvals.length > 1
                    ? `Give the first of two approvals to ${formatUsd(r.amount)} for ${r.userId}?`
                    : `Approve the withdrawal of ${formatUsd(r.amount)} for ${r.userId}?`,
                decision: 'approve',
                run: async () => (await decide.trigger({ id: r.id, decision: 'approve' })).message,
              })
            }
            onReject={() =>
              ask({
                title: `Reject the withdrawal of ${formatUsd(r.amount)} for ${r.userId}?`,
                decision: 'reject',
                run: async (reason) =>
                  (await decide.trigger({ id: r.id, decision: 'reject', reason })).message,
              })
            }
          />
        ) : null,
    })

  return (
    <ConsoleScreen title="Withdrawals">
      <QueueFilters
        label="Filter withdrawals"
        statuses={statusOptions(['pending', 'approved', 'paid', 'rejected'])}
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
        caption="Withdrawals"
        isCaptionHidden
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(r) => r.id}
        page={page}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        isLoading={list.isLoading}
        emptyText="No withdrawals match."
        error={list.error ? readErrorMessage(list.error, 'the withdrawals') : null}
        onRetry={() => void list.mutate()}
      />
      {element}
    </ConsoleScreen>
  )
}
