// Pieces every console screen shares: a decision (approve, or reject with a reason) behind a
// confirmation, filters above a queue, and the operator's result message.
import { useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { fallbacks } from '@trellis/contract'
import {
  Button,
  ConfirmDialog,
  Inline,
  SelectField,
  Text,
  TextField,
  type SelectOption,
} from '@trellis/ui'
import { useMessageDialog } from '../components/use-message-dialog'
import { useConsoleT, useOpsText } from './i18n/en'
import type { ConsoleT } from './statuses'

/** A decision the operator is about to confirm. */
export interface PendingDecision {
  /** "Approve the deposit of $250.00 for M1001?" */
  title: string
  /** The confirm button's word; a reject is drawn as a danger. */
  decision: 'approve' | 'reject' | 'pay'
  /** A text the decision needs (a reject's reason, a payment's hash); none when absent. */
  field?: DecisionField
  /** The confirm button's label when not the decision's own word ("End sessions"). */
  confirmLabel?: string
  /** Sends it with the typed text; answers the message to show. */
  run: (text: string) => Promise<string>
}

/** A text a decision asks for: its label, and the message when it is required and empty. */
export interface DecisionField {
  label: string
  required: boolean
  missing?: string
}

const confirmWords = { approve: 'approve', reject: 'reject', pay: 'markPaid' } as const

/** The reason a reject asks for: required, it goes into the audit log. */
export const rejectReason = (t: ConsoleT): DecisionField => ({
  label: t('rejectReason'),
  required: true,
  missing: t('enterReason'),
})

/** A reason the operator may give: it goes into the audit log. */
export const optionalReason = (t: ConsoleT): DecisionField => ({
  label: t('optionalReason'),
  required: false,
})

/**
 * The confirmation of a decision, with the text it needs (a reject's reason, a payment's hash):
 * `ask` opens it, the element renders it and the answer's message (or the failure's).
 */
export function useDecision() {
  const [pending, setPending] = useState<PendingDecision | null>(null)
  const [text, setText] = useState('')
  const [textError, setTextError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const messages = useMessageDialog()
  const t = useConsoleT()
  const opsText = useOpsText()

  const close = () => {
    setPending(null)
    setText('')
    setTextError(undefined)
  }
  const confirm = async () => {
    if (!pending) return
    if (pending.field?.required && text.trim() === '') {
      setTextError(pending.field.missing)
      return
    }
    setBusy(true)
    try {
      const message = await pending.run(text.trim())
      close()
      messages.showSuccess(opsText(message))
    } catch (error) {
      close()
      messages.showError(error, fallbacks.requestFailed)
    } finally {
      setBusy(false)
    }
  }

  const element = (
    <>
      <ConfirmDialog
        isOpen={pending !== null}
        title={pending?.title ?? ''}
        tone={pending?.decision === 'reject' ? 'danger' : 'primary'}
        confirmLabel={pending?.confirmLabel ?? t(confirmWords[pending?.decision ?? 'approve'])}
        isBusy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {pending?.field && (
          <TextField
            label={pending.field.label}
            name="decision-text"
            value={text}
            error={textError}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </ConfirmDialog>
      {messages.dialog}
    </>
  )
  return { ask: setPending, element }
}

const FilterRow = styled(Inline)`
  margin-bottom: ${({ theme }) => theme.space[4]};
  align-items: flex-end;
  & > * {
    min-width: 180px;
  }
`

/** Days a list is filtered by (YYYY-MM-DD, both included); an empty end has no limit. */
export interface DayFilter {
  from: string
  to: string
}

export const ANY_DAY: DayFilter = { from: '', to: '' }

/** From and To: the days of a list's filter (the server refuses an impossible or reversed range). */
export function DayFields({
  value,
  onChange,
}: {
  value: DayFilter
  onChange: (value: DayFilter) => void
}) {
  const t = useConsoleT()
  return (
    <>
      <TextField
        label={t('from')}
        name="from"
        type="date"
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
      />
      <TextField
        label={t('to')}
        name="to"
        type="date"
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
      />
    </>
  )
}

/** Filters above a list: a status, a free-text search and (optionally) days, applied as typed. */
export function QueueFilters({
  label,
  statuses,
  status,
  onStatus,
  query,
  onQuery,
  days,
  onDays,
  children,
}: {
  label: string
  statuses: readonly SelectOption[]
  status: string
  onStatus: (value: string) => void
  query: string
  onQuery: (value: string) => void
  days?: DayFilter
  onDays?: (value: DayFilter) => void
  children?: ReactNode
}) {
  const t = useConsoleT()
  return (
    <FilterRow role="search" aria-label={label} gap={3}>
      <SelectField
        label={t('statusFilter')}
        name="status"
        options={statuses}
        value={status}
        onChange={(e) => onStatus(e.target.value)}
      />
      <TextField
        label={t('memberId')}
        name="userId"
        type="search"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      {days && onDays && <DayFields value={days} onChange={onDays} />}
      {children}
    </FilterRow>
  )
}

/** Approve and Reject, or why this operator may not approve (maker-checker). */
export function DecisionButtons({
  subject,
  approval,
  onApprove,
  onReject,
}: {
  /** Names the row in the buttons' accessible names ("Approve deposit 0x5e…"). */
  subject: string
  approval: { canApprove: true } | { canApprove: false; why: string }
  onApprove: () => void
  onReject: () => void
}) {
  const t = useConsoleT()
  return (
    <Inline gap={2}>
      <Button
        size="sm"
        disabled={!approval.canApprove}
        aria-label={t('approveSubject', { subject })}
        onClick={onApprove}
      >
        {t('approve')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('rejectSubject', { subject })}
        onClick={onReject}
      >
        {t('reject')}
      </Button>
      {!approval.canApprove && (
        <Text as="span" size="sm" tone="muted">
          {approval.why}
        </Text>
      )}
    </Inline>
  )
}
