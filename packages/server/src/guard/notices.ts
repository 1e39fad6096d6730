// Mails that tell a member about a guard: a lock after wrong guesses, a payout address change.
// They say what happened and when it ends; never a secret.
import type { Deps } from '../domain/context'
import { sentTime, type InboxKind, type MailId } from '@trellis/contract'
import { recordEvent } from '../domain/inbox'
import { mailText, memberMail } from '../mail/mail-text'
import { describeError } from '../safe-error'

/** Who a notice concerns: the member (their inbox) and where the mail goes. */
export interface Recipient {
  id: number
  email: string
}

/**
 * Writes a security event to the member's inbox (src/domain/inbox.ts). A failure is logged as one
 * line and never fails the change it reports: the mail still goes.
 */
export async function securityEvent(
  deps: Deps,
  to: Recipient,
  kind: InboxKind,
  detail: string | null = null,
): Promise<void> {
  try {
    await recordEvent(deps.database.db, { memberId: to.id, kind, detail })
  } catch (error) {
    const { name, errorCode } = describeError(error)
    ;(deps.log ?? console.warn)(
      `[inbox] a ${kind} event could not be written: ${name}${errorCode ? ` ${errorCode}` : ''}`,
    )
  }
}

/** Sends a member's notice in their language; a mail failure is logged by the caller. */
async function notice(
  deps: Deps,
  to: string,
  subject: MailId,
  text: MailId,
  values: Record<string, string | number> = {},
): Promise<void> {
  await deps.mailer.send(await memberMail(deps, to, subject, text, values))
}

/**
 * Sends a notice after the answer: the answer never waits on the mail server (its time would tell
 * a stranger which user ids exist), and a failure is logged as one line: the error's name and
 * code only (a mail server's message may quote the recipient).
 */
export function noticeLater(deps: Deps, what: string, send: () => Promise<void>): void {
  setImmediate(() => {
    send().catch((error: unknown) => {
      const { name, errorCode } = describeError(error)
      const line = `[mail] a ${what} notice could not be sent: ${name}${errorCode ? ` ${errorCode}` : ''}`
      try {
        ;(deps.log ?? console.warn)(line)
      } catch {
        // A broken log must not become an unhandled rejection either.
      }
    })
  })
}

/** Wrong passwords from devices the account does not know locked log-ins from them. */
export async function loginLockNotice(deps: Deps, to: Recipient, until: Date) {
  await securityEvent(deps, to, 'login-lock', until.toISOString())
  return notice(deps, to.email, 'loginLockSubject', 'loginLockText', { until: sentTime(until) })
}

/** Wrong current passwords on "Change password" paused password changes. */
export async function passwordChangeLockNotice(deps: Deps, to: Recipient, until: Date) {
  await securityEvent(deps, to, 'password-change-lock', until.toISOString())
  return notice(deps, to.email, 'passwordChangeLockSubject', 'passwordChangeLockText', {
    until: sentTime(until),
  })
}

/** Five wrong transaction passwords locked money calls. */
export async function transactionPasswordLockNotice(deps: Deps, to: Recipient, until: Date) {
  await securityEvent(deps, to, 'transaction-password-lock', until.toISOString())
  return notice(deps, to.email, 'transactionPasswordLockSubject', 'transactionPasswordLockText', {
    until: sentTime(until),
  })
}

/** The payout address changed (or was set). */
export async function payoutAddressNotice(
  deps: Deps,
  to: Recipient,
  address: string,
  holdUntil: Date | null,
) {
  await securityEvent(deps, to, 'payout-address', address)
  return holdUntil
    ? notice(deps, to.email, 'payoutAddressSubject', 'payoutAddressHeldText', {
        address,
        until: sentTime(holdUntil),
      })
    : notice(deps, to.email, 'payoutAddressSubject', 'payoutAddressText', { address })
}

/** Sign-up: the new member's user id, which log-in and password recovery ask for. */
export function welcomeNotice(
  deps: Deps,
  to: string,
  who: { firstName: string; userId: string; sponsorUserId: string; locale?: string },
) {
  const { locale, ...values } = who
  return deps.mailer.send({
    to,
    subject: mailText(locale, 'welcomeSubject'),
    text: mailText(locale, 'welcomeText', values),
  })
}
