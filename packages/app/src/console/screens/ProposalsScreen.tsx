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
import { useOpsText } from '../i18n/en'
import { TextLink } from '../../components/TextLink'
import { proposalApproval } from '../maker-checker'
import { DecisionButtons, rejectReason, useDecision } from '../parts'
import { QueueScreen, useQueueFilters } from '../QueueScreen'
import { useOperator } from '../permissions'
import { statusOptions, statusTone, useConsoleWords } from '../statuses'

/** The proposal's fields: a row on a desktop, stacked on a phone. */
const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: start;
`

const kinds = [
  { value: 'bonus', words: 'kindBonus' },
  { value: 'credit', words: 'kindCredit' },
  { value: 'debit', words: 'kindDebit' },
] as const
const wallets = [
  { value: 'wallet', words: 'incomeWallet' },
  { value: 'packageWallet', words: 'packageWallet' },
  { value: 'bonusWallet', words: 'bonusWallet' },
] as const
const asKind = (v: string): OpsProposalKind => (v === 'credit' || v === 'debit' ? v : 'bonus')
const asWallet = (v: string): WalletName =>
  v === 'packageWallet' || v === 'bonusWallet' ? v : 'wallet'

/** The proposal form: kind, member, wallet (adjustments), amount, reason. */
function ProposeForm() {
  const { t } = useConsoleWords()
  const opsText = useOpsText()
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
      setError(t('proposeMissing'))
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
      setDone(t('proposedDone', { kind, amount: formatUsd(value), userId: userId.trim() }))
      setUserId('')
      setAmount('')
      setReason('')
    } catch (e) {
      setError(opsText(errorMessage(e, fallbacks.requestFailed)))
    }
  }

  return (
    <Card title={t('propose')} titleAs="h2">
      <form noValidate aria-label={t('proposeForm')} onSubmit={(e) => void submit(e)}>
        <Stack gap={4}>
          <Fields>
            <SelectField
              label={t('kind')}
              name="kind"
              value={kind}
              options={kinds.map((k) => ({ value: k.value, label: t(k.words) }))}
              onChange={(e) => setKind(asKind(e.target.value))}
            />
            {kind !== 'bonus' && (
              <SelectField
                label={t('walletLabel')}
                name="wallet"
                value={wallet}
                options={wallets.map((w) => ({ value: w.value, label: t(w.words) }))}
                onChange={(e) => setWallet(asWallet(e.target.value))}
              />
            )}
            <TextField
              label={t('memberId')}
              name="userId"
              value={userId}
              onChange={(e) => setUserId(e.target.value)}
            />
            <AmountField
              label={t('amount')}
              name="amount"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <TextField
              label={t('reason')}
              name="reason"
              value={reason}
              error={error}
              onChange={(e) => setReason(e.target.value)}
            />
          </Fields>
          <Inline>
            <Button type="submit" isLoading={create.isMutating}>
              {t('propose')}
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
  const { t, when, actor, status: statusWord } = useConsoleWords()
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
    { key: 'at', header: t('proposedAt'), render: (p) => when(p.proposedAt) },
    {
      key: 'kind',
      header: t('kind'),
      render: (p) => t('kindOf', { kind: p.kind, wallet: p.kind === 'bonus' ? 'none' : p.wallet }),
    },
    {
      key: 'member',
      header: t('member'),
      render: (p) => <TextLink to={`/ops/members/${p.userId}`}>{p.userId}</TextLink>,
    },
    { key: 'amount', header: t('amount'), align: 'end', render: (p) => formatUsd(p.amount) },
    { key: 'reason', header: t('reason'), wrap: true, render: (p) => p.reason },
    { key: 'by', header: t('proposedBy'), render: (p) => actor(p.proposedBy) },
    {
      key: 'status',
      header: t('statusFilter'),
      wrap: true,
      render: (p) => (
        <Stack gap={1}>
          <Badge tone={statusTone(p.status)}>{statusWord(p.status)}</Badge>
          {p.decidedBy && (
            <Text as="span" size="sm" tone="muted">
              {p.decisionNote
                ? t('byActorNote', { actor: actor(p.decidedBy), note: p.decisionNote })
                : t('byActor', { actor: actor(p.decidedBy) })}
            </Text>
          )}
        </Stack>
      ),
    },
  ]
  if (can('opsProposalApprove'))
    columns.push({
      key: 'decide',
      header: t('decision'),
      wrap: true,
      render: (p) =>
        p.status === 'pending' ? (
          <DecisionButtons
            subject={t('proposalSubject', {
              kind: p.kind,
              amount: formatUsd(p.amount),
              userId: p.userId,
            })}
            approval={proposalApproval(p, t)}
            onApprove={() =>
              ask({
                title: t('approveProposal', {
                  kind: p.kind,
                  amount: formatUsd(p.amount),
                  userId: p.userId,
                }),
                decision: 'approve',
                run: async () =>
                  (await approve.trigger({ id: p.id })).message ?? t('approvedMoved'),
              })
            }
            onReject={() =>
              ask({
                title: t('rejectProposal', {
                  kind: p.kind,
                  amount: formatUsd(p.amount),
                  userId: p.userId,
                }),
                decision: 'reject',
                field: rejectReason(t),
                run: async (note) =>
                  (await reject.trigger({ id: p.id, note })).message ?? t('rejected'),
              })
            }
          />
        ) : null,
    })

  return (
    <QueueScreen
      title={t('proposals')}
      above={can('opsProposalCreate') && <ProposeForm />}
      filterLabel={t('filterProposals')}
      statuses={statusOptions(['pending', 'approved', 'rejected'], t)}
      filters={filters}
      caption={t('proposalsCaption')}
      columns={columns}
      rowKey={(p) => p.id}
      read={list}
      what={t('theProposals')}
      emptyText={t('noProposals')}
      decision={element}
    />
  )
}
