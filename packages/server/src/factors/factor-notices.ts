// Mails about factors, sign-ins and passwords (ASVS 6.3.4 / 6.3.6): what happened, when, from
// where; never a code or a secret. Sent after the answer (noticeLater): never holds one up.
import type { MailId } from '@trellis/contract'
import type { Deps } from '../domain/context'
import { noticeLater } from '../guard/notices'
import { localeOfEmail, mailText, mailTime } from '../mail/mail-text'

/** Sends a member's mail in their language after the answer. */
function send(
  deps: Deps,
  to: string,
  what: string,
  subject: MailId,
  text: (locale: string | null) => string,
): void {
  noticeLater(deps, what, async () => {
    const locale = await localeOfEmail(deps, to)
    await deps.mailer.send({ to, subject: mailText(locale, subject), text: text(locale) })
  })
}

/** A sign-in from a browser the account does not know. */
export function newDeviceNotice(
  deps: Deps,
  to: string,
  where: { device: string; address: string; at: Date },
): void {
  send(deps, to, 'new-device', 'newDeviceSubject', (locale) =>
    mailText(locale, 'newDeviceText', {
      at: mailTime(where.at),
      device: where.device,
      address: where.address,
    }),
  )
}

/** Changes of a factor or of the password: one line saying which. */
export type CredentialChange =
  | 'totp-added'
  | 'passkey-added'
  | 'passkey-removed'
  | 'totp-removed'
  | 'recovery-renewed'
  | 'recovery-used'
  | 'password-changed'
  | 'password-reset'

const changeIds: Record<CredentialChange, MailId> = {
  'totp-added': 'changeTotpAdded',
  'passkey-added': 'changePasskeyAdded',
  'passkey-removed': 'changePasskeyRemoved',
  'totp-removed': 'changeTotpRemoved',
  'recovery-renewed': 'changeRecoveryRenewed',
  'recovery-used': 'changeRecoveryUsed',
  'password-changed': 'changePasswordChanged',
  'password-reset': 'changePasswordReset',
}

/** A note after a change's sentence: a catalogue id and its values. */
export interface ChangeNote {
  id: MailId
  values?: Record<string, string | number>
}

/** A factor or the password changed (or a recovery code was spent). */
export function credentialNotice(
  deps: Deps,
  to: string,
  change: CredentialChange,
  at: Date,
  note?: ChangeNote,
): void {
  send(deps, to, change, 'credentialSubject', (locale) => {
    const values = { change: mailText(locale, changeIds[change]), at: mailTime(at) }
    return note
      ? mailText(locale, 'credentialTextWithNote', {
          ...values,
          note: mailText(locale, note.id, note.values),
        })
      : mailText(locale, 'credentialText', values)
  })
}

/** Wrong factor codes paused the factor step. */
export async function factorLockNotice(deps: Deps, to: string, until: Date): Promise<void> {
  const locale = await localeOfEmail(deps, to)
  await deps.mailer.send({
    to,
    subject: mailText(locale, 'factorLockSubject'),
    text: mailText(locale, 'factorLockText', { until: mailTime(until) }),
  })
}
