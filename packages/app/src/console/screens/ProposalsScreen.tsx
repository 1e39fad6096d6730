// Bonuses and adjustments, maker-checker: one operator proposes (member, amount, wallet, reason),
// a different one approves and the money moves then; the maker sees why Approve is not theirs.
import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import {
  fallbacks,
  formatUsd,
  type OpsProposal,
  type OpsProposalKind,
  type WalletName,
} from '@trellis/contract'
import {
  AmountField,
  Badge,
  Button,
  Card,
  Inline,
  SelectField,
  Stack,
  Text,
  TextField,
  parseAmount,
  type TableColumn,
} from '@trellis/ui'
import {
  useOpsProposalApprove,
  useOpsProposalCreate,
  useOpsProposalReject,
  useOpsProposals,
} from '@trellis/api-client/ops'
import { errorMessage } from '../../components/error-message'
import { TextLink } from '../../components/TextLink'
import { proposalApproval } from '../maker-checker'
import { DecisionButtons, REJECT_REASON, useDecision } from '../parts'
import { QueueScreen, useQueueFilters } from '../QueueScreen'
import { useOperator } from '../permissions'
import { actorName, formatWhen, statusOptions, statusTone, walletNames } from '../statuses'

/** The proposal's fields: a row on a desktop, stacked on a phone. */
const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: start;
`

const kinds: { value: OpsProposalKind; label: string }[] = [
  { value: 'bonus', label: 'Bonus (to the bonus wallet)' },
  { value: 'credit', label: 'Adjustment: credit' },
  { value: 'debit', label: 'Adjustment: debit' },
]
const wallets: { value: WalletName; label: string }[] = [
  { value: 'wallet', label: 'Income wallet' },
  { value: 'packageWallet', label: 'Package wallet' },
  { value: 'bonusWallet', label: 'Bonus wallet' },
]
const asKind = (v: string): OpsProposalKind => (v === 'credit' || v === 'debit' ? v : 'bonus')
const asWallet = (v: string): WalletName =>
  v === 'packageWallet' || v === 'bonusWallet' ? v : 'wallet'
const kindWords: Record<OpsProposalKind, string> = {
  bonus: 'bonus',
  credit: 'credit',
  debit: 'debit',
}

/** The proposal form: kind, member, wallet (adjustments), amount, reason. */
function ProposeForm() {
  const create = useOpsProposalCreate()
  const [kind, setKind] = useState<OpsProposalKind>('bonus')
  const [wallet, setWallet] = useState<WalletName>('wallet')
  const [userId, setUserId] = useState('')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [done, setDone] = useState<string | undefined>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    setDone(undefined)
    const value = parseAmount(amount)
    if (userId.trim() === '' || value === null || value <= 0 || reason.trim() === '') {
      setError('Give the member, an amount above zero and the reason.')
      return
    }
    try {
      await create.trigger({
        kind,
        userId: userId.trim(),
        amount: value,
        reason: reason.trim(),
        ...(kind === 'bonus' ? {} : { wallet }),
      })
      setDone(
        `Proposed: ${kindWords[kind]} of ${formatUsd(value)} for ${userId.trim()}. Another operator approves it.`,
      )
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
          <Fields>
            <SelectField
              label="Kind"
              name="kind"
              value={kind}
              options={kinds}
              onChange={(e) => setKind(asKind(e.target.value))}
            />
            {kind !== 'bonus' && (
              <SelectField
                label="Wallet"
                name="wallet"
                value={wallet}
                options={wallets}
                onChange={(e) => setWallet(asWallet(e.target.value))}
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
          </Fields>
          <Inline>
            <Button type="submit" isLoading={create.isMutating}>
              Propose
            </Button>
          </Inline>
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
  const { can } = useOperator()
  const filters = useQueueFilters()
  const { status, userId, page } = filters
  const list = useOpsProposals({
    ...(status === '' ? {} : { status: status as OpsProposal['status'] }),
    userId: userId.trim(),
    page,
  })
  const approve = useOpsProposalApprove()
  const reject = useOpsProposalReject()
  const { ask, element } = useDecision()

  const columns: TableColumn<OpsProposal>[] = [
    { key: 'at', header: 'Proposed', render: (p) => formatWhen(p.proposedAt) },
    {
      key: 'kind',
      header: 'Kind',
      render: (p) =>
        p.kind === 'bonus' ? 'bonus' : `${p.kind}, ${walletNames[p.wallet].toLowerCase()} wallet`,
    },
    {
      key: 'member',
      header: 'Member',
      render: (p) => <TextLink to={`/ops/members/${p.userId}`}>{p.userId}</TextLink>,
    },
    { key: 'amount', header: 'Amount', align: 'end', render: (p) => formatUsd(p.amount) },
    { key: 'reason', header: 'Reason', wrap: true, render: (p) => p.reason },
    { key: 'by', header: 'Proposed by', render: (p) => actorName(p.proposedBy) },
    {
      key: 'status',
      header: 'Status',
      wrap: true,
      render: (p) => (
        <Stack gap={1}>
          <Badge tone={statusTone(p.status)}>{p.status}</Badge>
          {p.decidedBy && (
            <Text as="span" size="sm" tone="muted">
              by {actorName(p.decidedBy)}
              {p.decisionNote ? `: ${p.decisionNote}` : ''}
            </Text>
          )}
        </Stack>
      ),
    },
  ]
  if (can('opsProposalApprove'))
    columns.push({
      key: 'decide',
      header: 'Decision',
      wrap: true,
      render: (p) =>
        p.status === 'pending' ? (
          <DecisionButtons
            subject={`${p.kind} of ${formatUsd(p.amount)} for ${p.userId}`}
            approval={proposalApproval(p)}
            onApprove={() =>
              ask({
                title: `Approve the ${kindWords[p.kind]} of ${formatUsd(p.amount)} for ${p.userId}? The money moves now.`,
                decision: 'approve',
                run: async () =>
                  (await approve.trigger({ id: p.id })).message ?? 'Approved: the money has moved.',
              })
            }
            onReject={() =>
              ask({
                title: `Reject the ${kindWords[p.kind]} of ${formatUsd(p.amount)} for ${p.userId}?`,
                decision: 'reject',
                field: REJECT_REASON,
                run: async (note) =>
                  (await reject.trigger({ id: p.id, note })).message ?? 'Rejected.',
              })
            }
          />
        ) : null,
    })

  return (
    <QueueScreen
      title="Bonuses and adjustments"
      above={can('opsProposalCreate') && <ProposeForm />}
      filterLabel="Filter proposals"
      statuses={statusOptions(['pending', 'approved', 'rejected'])}
      filters={filters}
      caption="Proposals"
      columns={columns}
      rowKey={(p) => p.id}
      read={list}
      what="the proposals"
      emptyText="No proposal matches."
      decision={element}
    />
  )
}
