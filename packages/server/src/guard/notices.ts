// Mails that tell a member about a guard: a lock after wrong guesses, a payout address change.
// They say what happened and when it ends; never a secret.
import type { Deps } from '../domain/context'
import { mailText } from '../mail/mail-text'
import { describeError } from '../safe-error'

function utc(d: Date): string {
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** Sends a notice; a mail failure is logged by the mailer's caller and never fails the call. */
async function notice(deps: Deps, to: string, subject: string, text: string): Promise<void> {
  await deps.mailer.send({ to, subject, text })
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
export function loginLockNotice(deps: Deps, to: string, until: Date) {
  return notice(
    deps,
    to,
    'Trellis: log-ins to your account are paused',
    `Someone entered a wrong password for your Trellis account several times, so log-ins from new devices are paused until ${utc(until)}. ` +
      'Devices where you signed in before still let you in. If this was not you, your password is still safe; ' +
      '"Forgot password" also ends the pause.',
  )
}

/** Wrong current passwords on "Change password" paused password changes. */
export function passwordChangeLockNotice(deps: Deps, to: string, until: Date) {
  return notice(
    deps,
    to,
    'Trellis: password changes on your account are paused',
    `A wrong current password was entered several times when changing your password, so password changes are paused until ${utc(until)}. ` +
      'If this was not you, reset your password with "Forgot password": it ends every session.',
  )
}

/** Five wrong transaction passwords locked money calls. */
export function transactionPasswordLockNotice(deps: Deps, to: string, until: Date) {
  return notice(
    deps,
    to,
    'Trellis: money actions on your account are paused',
    `A wrong transaction password was entered several times, so transfers, withdrawals and investments are paused until ${utc(until)}. ` +
      'If this was not you, change your login password now: it ends every other session.',
  )
}

/** The payout address changed (or was set). */
export function payoutAddressNotice(
  deps: Deps,
  to: string,
  address: string,
  holdUntil: Date | null,
) {
  const hold = holdUntil ? ` For your safety, withdrawals to it open at ${utc(holdUntil)}.` : ''
  return notice(
    deps,
    to,
    'Trellis: your payout address was changed',
    `Your USDT (BEP-20) payout address is now ${address}.${hold} If you did not make this change, change your login and transaction passwords now.`,
  )
}

/** Sign-up: the new member's user id, which log-in and password recovery ask for. */
export function welcomeNotice(
  deps: Deps,
  to: string,
  who: { firstName: string; userId: string; sponsorUserId: string; locale?: string },
) {
  const { locale, ...values } = who
  return notice(
    deps,
    to,
    mailText(locale, 'welcomeSubject'),
    mailText(locale, 'welcomeText', values),
  )
}
