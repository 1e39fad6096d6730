// The notices that tell a member money moved: a chain deposit credited, a withdrawal sent. Written
// once here for the job that sends them and for support's resend (src/staff/member-actions.ts);
// they hold what the member's own history shows (amount, hash, address), never a code or a link.
import { formatUsd, fromCents } from '@trellis/contract'
import type { MailMessage } from './mailer'

/** Who a notice greets and where it goes. */
export interface NoticeTo {
  email: string
  first_name: string
}

/** "Deposit credited": a chain deposit is final and in the package wallet. */
export function depositCreditedMail(m: NoticeTo, cents: number, txHash: string): MailMessage {
  return {
    to: m.email,
    subject: 'Trellis: Deposit credited',
    text:
      `Hello ${m.first_name},\n\nYour USDT deposit of $${fromCents(cents).toFixed(2)} ` +
      `(transaction ${txHash}) is final on the chain and has been credited to your ` +
      `package wallet.\n`,
  }
}

/** "Withdrawal sent": the payout's transaction is on the chain. */
export function withdrawalSentMail(
  m: NoticeTo,
  cents: number,
  address: string,
  hash: string,
): MailMessage {
  return {
    to: m.email,
    subject: 'Trellis: Withdrawal sent',
    text:
      `Hello ${m.first_name},\n\nYour withdrawal of ${formatUsd(fromCents(cents))} ` +
      `was sent to ${address} in transaction ${hash}. It is final after a few confirmations.\n`,
  }
}
