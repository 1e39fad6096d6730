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

/** A decision the operator is about to confirm. */
export interface PendingDecision {
  /** "Approve deposit of $250.00 for M1001?" */
  title: string
  decision: 'approve' | 'reject'
  /** Sends it; a reject gets the typed reason. */
  run: (reason: string) => Promise<string>
}

/**
 * The confirmation of a decision: approve asks "are you sure", reject asks the reason (required,
 * it goes into the audit log). Returns `ask` and the element to render.
 */
export function useDecision() {
  const [pending, setPending] = useState<PendingDecision | null>(null)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const messages = useMessageDialog()

  const close = () => {
    setPending(null)
    setReason('')
    setReasonError(undefined)
  }
  const confirm = async () => {
    if (!pending) return
    if (pending.decision === 'reject' && reason.trim() === '') {
      setReasonError('Give the reason: it is kept in the audit log.')
      return
    }
    setBusy(true)
    try {
      const message = await pending.run(reason.trim())
      close()
      messages.showSuccess(message)
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
        confirmLabel={pending?.decision === 'reject' ? 'Reject' : 'Approve'}
        isBusy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {pending?.decision === 'reject' && (
          <TextField
            label="Reason"
            name="reason"
            value={reason}
            error={reasonError}
            onChange={(e) => setReason(e.target.value)}
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

/** Filters above a list: a status and a free-text search, both applied as typed. */
export function QueueFilters({
  label,
  statuses,
  status,
  onStatus,
  query,
  onQuery,
  children,
}: {
  label: string
  statuses: readonly SelectOption[]
  status: string
  onStatus: (value: string) => void
  query: string
  onQuery: (value: string) => void
  children?: ReactNode
}) {
  return (
    <FilterRow role="search" aria-label={label} gap={3}>
      <SelectField
        label="Status"
        name="status"
        options={statuses}
        value={status}
        onChange={(e) => onStatus(e.target.value)}
      />
      <TextField
        label="Member id or transaction"
        name="q"
        type="search"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      {children}
    </FilterRow>
  )
}

/** Approve and Reject, or why this operator may not approve (maker-checker). */
export function DecisionButtons({
  subject,
  canDecide,
  approval,
  onApprove,
  onReject,
}: {
  /** Names the row in the buttons' accessible names ("Approve deposit 0x5e…"). */
  subject: string
  /** The role may decide at all (otherwise nothing is offered). */
  canDecide: boolean
  approval: { canApprove: true } | { canApprove: false; why: string }
  onApprove: () => void
  onReject: () => void
}) {
  if (!canDecide) return null
  return (
    <Inline gap={2}>
      <Button
        size="sm"
        disabled={!approval.canApprove}
        aria-label={`Approve ${subject}`}
        onClick={onApprove}
      >
        Approve
      </Button>
      <Button size="sm" variant="secondary" aria-label={`Reject ${subject}`} onClick={onReject}>
        Reject
      </Button>
      {!approval.canApprove && (
        <Text as="span" size="sm" tone="muted">
          {approval.why}
        </Text>
      )}
    </Inline>
  )
}
