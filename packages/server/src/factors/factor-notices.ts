// Mails about factors, sign-ins and passwords (ASVS 6.3.4 / 6.3.6): what happened, when, from
// where; never a code or a secret. Sent after the answer (noticeLater): never holds one up.
import { sentTime, type MailId } from '@trellis/contract'
import type { Deps } from '../domain/context'
import { noticeLater, securityEvent, type Recipient } from '../guard/notices'
import { mailText, memberMail } from '../mail/mail-text'

/** Sends a member's mail in their language after the answer. */
function send(
  deps: Deps,
  to: string,
  what: string,
  subject: MailId,
  text: MailId,
  values: Parameters<typeof memberMail>[4],
): void {
  noticeLater(deps, what, async () =>
    deps.mailer.send(await memberMail(deps, to, subject, text, values)),
  )
}

/** A sign-in from a browser the account does not know. */
export async function newDeviceNotice(
  deps: Deps,
  to: Recipient,
  where: { device: string; address: string; at: Date },
): Promise<void> {
  await securityEvent(deps, to, 'new-device', `${where.device} · ${where.address}`)
  send(deps, to.email, 'new-device', 'newDeviceSubject', 'newDeviceText', {
    at: sentTime(where.at),
    device: where.device,
    address: where.address,
  })
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
export async function credentialNotice(
  deps: Deps,
  to: Recipient,
  change: CredentialChange,
  at: Date,
  note?: ChangeNote,
): Promise<void> {
  await securityEvent(deps, to, change)
  const text = note ? 'credentialTextWithNote' : 'credentialText'
  send(deps, to.email, change, 'credentialSubject', text, (locale) => ({
    change: mailText(locale, changeIds[change]),
    at: sentTime(at),
    ...(note ? { note: mailText(locale, note.id, note.values) } : {}),
  }))
}

/** Wrong factor codes paused the factor step. */
export async function factorLockNotice(deps: Deps, to: Recipient, until: Date): Promise<void> {
  await securityEvent(deps, to, 'factor-lock', until.toISOString())
  await deps.mailer.send(
    await memberMail(deps, to.email, 'factorLockSubject', 'factorLockText', {
      until: sentTime(until),
    }),
  )
}
