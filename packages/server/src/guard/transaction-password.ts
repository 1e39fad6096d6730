// The member's transaction password, asked before money moves (a transfer) and before a KYC
// change that needs the current one: one counter and lock for both (TRANSACTION_PASSWORD_LOCK).
// A wrong one is answered with the tries left before the lock; the one that starts the lock says
// so, and until when (the contract's wrongTransactionPassword, which the mocks answer by too).
import { serverMessages, wrongTransactionPassword } from '@trellis/contract'
import type { Deps } from '../domain/context'
import { invalid, tooManyTries } from '../domain/errors'
import { verifySecret } from '../domain/passwords'
import { transactionPasswordSubject } from './account-guard'
import { transactionPasswordLock } from './limits'
import { transactionPasswordLockNotice } from './notices'
import { guardedCheck } from './secret-check'

/**
 * Checks `secret` against the member's transaction password (`hash`); a wrong one is refused on
 * `field`. `rememberMs`: only for the money calls, whose route has refused a live lock already.
 */
export async function checkTransactionPassword(
  deps: Deps,
  member: { id: number; email: string; hash: string },
  secret: string,
  field: string,
  rememberMs?: number,
): Promise<void> {
  const result = await guardedCheck(deps, {
    subject: transactionPasswordSubject(member.id),
    policy: transactionPasswordLock,
    lockedMessage: serverMessages.transactionPasswordLocked,
    storedHash: member.hash,
    secret,
    check: () => verifySecret(member.hash, secret),
    ...(rememberMs ? { rememberMs } : {}),
    notify: (until) => transactionPasswordLockNotice(deps, member, until),
  })
  if (result.right) return
  const answer = wrongTransactionPassword(result.wrongInWindow, result.lockedUntil)
  if (answer.locked && result.lockedUntil) throw tooManyTries(answer.message, result.lockedUntil)
  throw invalid(answer.message, field)
}
