// Mails about factors, sign-ins and passwords (ASVS 6.3.4 / 6.3.6): what happened, when, from
// where; never a code or a secret. Sent after the answer (noticeLater): never holds one up.
import type { Deps } from '../domain/context'
import { noticeLater } from '../guard/notices'

function utc(d: Date): string {
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

const notYou =
  'If this was not you, change your password now and end your other sessions in Profile > Security.'

function send(deps: Deps, to: string, what: string, subject: string, text: string): void {
  noticeLater(deps, what, () => deps.mailer.send({ to, subject, text }))
}

/** A sign-in from a browser the account does not know. */
export function newDeviceNotice(
  deps: Deps,
  to: string,
  where: { device: string; address: string; at: Date },
): void {
  send(
    deps,
    to,
    'new-device',
    'Trellis: a sign-in from a new device',
    `Your Trellis account was signed in to at ${utc(where.at)} from ${where.device} (address ${where.address}). ${notYou}`,
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

const changeWords: Record<CredentialChange, string> = {
  'totp-added': 'An authenticator app was added to your account.',
  'passkey-added': 'A passkey was added to your account.',
  'passkey-removed': 'A passkey was removed from your account.',
  'totp-removed': 'The authenticator app was removed from your account.',
  'recovery-renewed': 'New recovery codes were made; the old ones no longer work.',
  'recovery-used': 'A recovery code was used to confirm a sign-in or an action.',
  'password-changed': 'Your login password was changed.',
  'password-reset': 'Your login password was reset with a code sent to this address.',
}

/** A factor or the password changed (or a recovery code was spent). */
export function credentialNotice(
  deps: Deps,
  to: string,
  change: CredentialChange,
  at: Date,
  extra = '',
): void {
  send(
    deps,
    to,
    change,
    'Trellis: your sign-in settings changed',
    `${changeWords[change]}${extra ? ` ${extra}` : ''} (${utc(at)}). ${notYou}`,
  )
}

/** Wrong factor codes paused the factor step. */
export function factorLockNotice(deps: Deps, to: string, until: Date): Promise<void> {
  return deps.mailer.send({
    to,
    subject: 'Trellis: authenticator codes on your account are paused',
    text:
      `A wrong authenticator code was entered several times, so sign-ins and confirmations with it are paused until ${utc(until)}. ` +
      'Whoever did it knew your password: if this was not you, change your password now.',
  })
}
