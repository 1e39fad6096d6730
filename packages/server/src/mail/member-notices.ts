// The notices that tell a member money moved: a chain deposit credited, a withdrawal sent. Written
// once here for the job that sends them and for support's resend (src/staff/member-actions.ts);
// they hold what the member's own history shows (amount, hash, address), never a code or a link.
import { formatUsd, fromCents } from '@trellis/contract'
import { mailText } from './mail-text'
import type { MailMessage } from './mailer'

/** Who a notice greets, where it goes, and in which language (members.locale). */
export interface NoticeTo {
  email: string
  first_name: string
  locale: string | null
}

/** "Deposit credited": a chain deposit is final and in the package wallet. */
export function depositCreditedMail(m: NoticeTo, cents: number, txHash: string): MailMessage {
  return {
    to: m.email,
    subject: mailText(m.locale, 'depositCreditedSubject'),
    text: mailText(m.locale, 'depositCreditedText', {
      firstName: m.first_name,
      amount: `$${fromCents(cents).toFixed(2)}`,
      txHash,
    }),
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
    subject: mailText(m.locale, 'withdrawalSentSubject'),
    text: mailText(m.locale, 'withdrawalSentText', {
      firstName: m.first_name,
      amount: formatUsd(fromCents(cents)),
      address,
      hash,
    }),
  }
}
