// Where a withdrawal is, in the member's history: its state in words (a badge), why it waits when
// a limit holds it, and its transaction (the hash, and its explorer page) once sent. The amount
// cell carries the charge beneath, so four columns fit beside the form without cutting one.
import { formatUsd, type WithdrawalRecord, type WithdrawalStatus } from '@trellis/contract'
import { Badge, ShortValue, type BadgeTone } from '@trellis/ui'
import styled from 'styled-components'

/** What each state means to the member. */
export const withdrawalStateWords: Readonly<Record<WithdrawalStatus, string>> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  signed: 'On its way',
  sent: 'On its way',
  confirmed: 'Paid',
  paid: 'Paid',
  rejected: 'Rejected, refunded',
  failed: 'Held for review',
}

const tones: Readonly<Record<WithdrawalStatus, BadgeTone>> = {
  pending: 'warning',
  approved: 'neutral',
  signed: 'neutral',
  sent: 'neutral',
  confirmed: 'success',
  paid: 'success',
  rejected: 'danger',
  failed: 'warning',
}

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`

const Note = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: normal;
`

/** The state cell of a withdrawal row. */
export function WithdrawalState({ record }: { record: WithdrawalRecord }) {
  return (
    <Stack>
      <Badge tone={tones[record.status]} hasDot>
        {withdrawalStateWords[record.status]}
      </Badge>
      {record.note && <Note>{record.note}</Note>}
      {record.trx && <ShortValue value={record.trx} />}
      {record.link && (
        <a href={record.link} target="_blank" rel="noopener noreferrer">
          View on the explorer
        </a>
      )}
    </Stack>
  )
}

const End = styled(Stack)`
  align-items: flex-end;
`

/** The amount cell: the amount, and the charge that left the wallet with it. */
export function WithdrawalAmount({ record }: { record: WithdrawalRecord }) {
  return (
    <End>
      <span>{formatUsd(record.amount)}</span>
      {record.charges > 0 && <Note>+ {formatUsd(record.charges)} charge</Note>}
    </End>
  )
}
