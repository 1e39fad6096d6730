// Bonuses and adjustments, maker-checker: one operator proposes (member, amount, reason), a
// different one approves; the maker sees why Approve is not theirs to press.
import { useState, type FormEvent } from 'react'
import { fallbacks, formatDate, formatUsd } from '@trellis/contract'
import {
  AmountField,
  Badge,
  Button,
  Card,
  PaginatedTable,
  SelectField,
  Stack,
  Text,
  TextField,
  parseAmount,
  type TableColumn,
} from '@trellis/ui'
import {
  useOpsPropose,
  useOpsProposalDecide,
  useOpsProposals,
  type OpsProposal,
} from '@trellis/api-client/ops'
import styled from 'styled-components'
import { errorMessage, readErrorMessage } from '../../components/error-message'
import { TextLink } from '../../components/TextLink'
import { ConsoleScreen } from '../ConsoleScreen'
import { proposalApproval } from '../maker-checker'
import { DecisionButtons, QueueFilters, useDecision } from '../parts'
import { useOperator } from '../permissions'
import { statusOptions, statusTone } from '../statuses'

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) {
    grid-template-columns: 340px minmax(0, 1fr);
    align-items: start;
  }
`

/** The proposal form: kind, member, amount (a debit is negative for an adjustment), reason. */
function ProposeForm() {
  const propose = useOpsPropose()
  const [kind, setKind] = useState<'bonus' | 'adjustment'>('bonus')
  const [userId, setUserId] = useState('')
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [done, setDone] = useState<string | undefined>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    setDone(undefined)
    const value = parseAmount(amount)
    if (userId.trim() === '' || value === null || value === 0 || reason.trim() === '') {
      setError('Give the member, an amount and the reason.')
      return
    }
    try {
      const signed = kind === 'adjustment' && direction === 'debit' ? -value : value
      const answer = await propose.trigger({
        kind,
        userId: userId.trim(),
        amount: signed,
        reason: reason.trim(),
      })
      setDone(answer.message)
      setUserId('')
      setAmount('')
      setReason('')
    } catch (e) {
      setError(errorMessage(e, fallbacks.requestFailed))
    }
  }

  return (
    <Card title="Propose" titleAs="h2">
      <form noValidate aria-label="Propose a bonus or adjustment" onSubmit={(e) => void submit(e)}>
        <Stack gap={4}>
          <SelectField
            label="Kind"
            name="kind"
            value={kind}
            options={[
              { value: 'bonus', label: 'Bonus' },
              { value: 'adjustment', label: 'Adjustment' },
            ]}
            onChange={(e) => setKind(e.target.value === 'adjustment' ? 'adjustment' : 'bonus')}
          />
          {kind === 'adjustment' && (
            <SelectField
              label="Direction"
              name="direction"
              value={direction}
              options={[
                { value: 'credit', label: 'Credit the member' },
                { value: 'debit', label: 'Debit the member' },
              ]}
              onChange={(e) => setDirection(e.target.value === 'debit' ? 'debit' : 'credit')}
            />
          )}
          <TextField
            label="Member id"
            name="userId"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
          />
          <AmountField
            label="Amount"
            name="amount"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <TextField
            label="Reason"
            name="reason"
            value={reason}
            error={error}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" isLoading={propose.isMutating}>
            Propose
          </Button>
          {done && (
            <Text role="status" tone="success">
              {done}
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  )
}

/** The bonuses and adjustments screen. */
export function ProposalsScreen() {
  const { can, operator } = useOperator()
  const [status, setStatus] = useState('proposed')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const list = useOpsProposals({ status, page })
  const decide = useOpsProposalDecide()
  const { ask, element } = useDecision()
  const rows = (list.data?.data ?? []).filter(
    (p) => q.trim() === '' || p.userId.toLowerCase().includes(q.trim().toLowerCase()),
  )

  const columns: TableColumn<OpsProposal>[] = [
    { key: 'at', header: 'Proposed', render: (p) => formatDate(p.proposedAt) },
    { key: 'kind', header: 'Kind', render: (p) => p.kind },
    {
      key: 'member',
      header: 'Member',
      render: (p) => <TextLink to={`/ops/members/${p.userId}`}>{p.userId}</TextLink>,
    },
    { key: 'amount', header: 'Amount', align: 'end', render: (p) => formatUsd(p.amount) },
    { key: 'reason', header: 'Reason', wrap: true, render: (p) => p.reason },
    { key: 'by', header: 'Proposed by', render: (p) => p.proposedBy.email },
    {
      key: 'status',
      header: 'Status',
      wrap: true,
      render: (p) => (
        <Stack gap={1}>
          <Badge tone={statusTone(p.status)}>{p.status}</Badge>
          {p.decidedBy && (
            <Text as="span" size="sm" tone="muted">
              by {p.decidedBy.email}
            </Text>
          )}
        </Stack>
      ),
    },
  ]
  if (can('opsProposalDecide') && operator)
    columns.push({
      key: 'decide',
      header: 'Decision',
      wrap: true,
      render: (p) =>
        p.status === 'proposed' ? (
          <DecisionButtons
            subject={`${p.kind} of ${formatUsd(p.amount)} for ${p.userId}`}
            canDecide
            approval={proposalApproval(p, operator.id)}
            onApprove={() =>
              ask({
                title: `Approve the ${p.kind} of ${formatUsd(p.amount)} for ${p.userId}?`,
                decision: 'approve',
                run: async () => (await decide.trigger({ id: p.id, decision: 'approve' })).message,
              })
            }
            onReject={() =>
              ask({
                title: `Reject the ${p.kind} of ${formatUsd(p.amount)} for ${p.userId}?`,
                decision: 'reject',
                run: async () => (await decide.trigger({ id: p.id, decision: 'reject' })).message,
              })
            }
          />
        ) : null,
    })

  return (
    <ConsoleScreen title="Bonuses and adjustments">
      <Layout>
        {can('opsPropose') && <ProposeForm />}
        <div>
          <QueueFilters
            label="Filter proposals"
            statuses={statusOptions(['proposed', 'approved', 'rejected'])}
            status={status}
            onStatus={(v) => {
              setStatus(v)
              setPage(1)
            }}
            query={q}
            onQuery={setQ}
          />
          <PaginatedTable
            caption="Proposals"
            isCaptionHidden
            columns={columns}
            rows={rows}
            rowKey={(p) => p.id}
            page={page}
            total={list.data?.total ?? 0}
            onPageChange={setPage}
            isLoading={list.isLoading}
            emptyText="No proposal matches."
            error={list.error ? readErrorMessage(list.error, 'the proposals') : null}
            onRetry={() => void list.mutate()}
          />
        </div>
      </Layout>
      {element}
    </ConsoleScreen>
  )
}
