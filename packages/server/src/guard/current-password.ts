// The member's current password, asked before a change that needs it (a new password, the
// authenticator app, a passkey): one counter and lock for all of them (the password change's).
import { serverMessages } from '@trellis/contract'
import type { Deps } from '../domain/context'
import { invalid } from '../domain/errors'
import { verifySecret } from '../domain/passwords'
import { passwordChangeSubject } from './account-guard'
import { passwordChangeLock } from './limits'
import { passwordChangeLockNotice } from './notices'
import { guardedCheck } from './secret-check'
/**
 * The member's current password, before a change that needs it (a new password, a factor):
 * counted by the password-change lock, whose notice is mailed; a wrong one is refused on `field`.
 */
export async function checkCurrentPassword(
  deps: Deps,
  member: { id: number; password_hash: string; email: string },
  password: string,
  field: string,
): Promise<void> {
  const { right } = await guardedCheck(deps, {
    subject: passwordChangeSubject(member.id),
    policy: passwordChangeLock,
    lockedMessage: serverMessages.loginLocked,
    storedHash: member.password_hash,
    secret: password,
    check: () => verifySecret(member.password_hash, password),
    notify: (until) => passwordChangeLockNotice(deps, member, until),
  })
  if (!right) throw invalid(serverMessages.currentPasswordWrong, field)
}
