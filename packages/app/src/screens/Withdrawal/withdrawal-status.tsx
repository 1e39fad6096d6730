// Where a withdrawal is, in the member's history: its state in words (a badge), why it waits when
// a limit holds it, and its transaction (the hash, and its explorer page) once sent. The amount
// cell carries the charge beneath, so four columns fit beside the form without cutting one.
import { formatUsd, type WithdrawalRecord, type WithdrawalStatus } from '@trellis/contract'
import { Badge, ShortValue, type BadgeTone } from '@trellis/ui'
import styled from 'styled-components'
import { useWithdrawalT, withdrawalEnglish } from './messages'

/** The catalogue id of what each state means to the member. */
const stateIds = {
  pending: 'statusPending',
  approved: 'statusApproved',
  signed: 'statusOnItsWay',
  sent: 'statusOnItsWay',
  confirmed: 'statusPaid',
  paid: 'statusPaid',
  rejected: 'statusRejected',
  failed: 'statusFailed',
} as const satisfies Record<WithdrawalStatus, keyof typeof withdrawalEnglish>

/** What each state means to the member, in English. */
export const withdrawalStateWords: Readonly<Record<WithdrawalStatus, string>> = {
  pending: withdrawalEnglish[stateIds.pending],
  approved: withdrawalEnglish[stateIds.approved],
  signed: withdrawalEnglish[stateIds.signed],
  sent: withdrawalEnglish[stateIds.sent],
  confirmed: withdrawalEnglish[stateIds.confirmed],
  paid: withdrawalEnglish[stateIds.paid],
  rejected: withdrawalEnglish[stateIds.rejected],
  failed: withdrawalEnglish[stateIds.failed],
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
  const t = useWithdrawalT()
  return (
    <Stack>
      <Badge tone={tones[record.status]} hasDot>
        {t(stateIds[record.status])}
      </Badge>
      {record.note && <Note>{record.note}</Note>}
      {record.trx && <ShortValue value={record.trx} />}
      {record.link && (
        <a href={record.link} target="_blank" rel="noopener noreferrer">
          {t('viewOnExplorer')}
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
  const t = useWithdrawalT()
  return (
    <End>
      <span>{formatUsd(record.amount)}</span>
      {record.charges > 0 && <Note>{t('chargeNote', { charge: formatUsd(record.charges) })}</Note>}
    </End>
  )
}
