// Forgotten passwords: a 6-digit code by e-mail, then a new password. The first answer is the
// same whether or not the member exists, so it cannot be used to find user ids.
import { sql } from 'drizzle-orm'
import { serverMessages, successMessages } from '@trellis/contract'
import { economics } from '@trellis/contract'
import { clearAttempts, loginPairSubject, loginSubject } from '../guard/account-guard'
import { credentialNotice } from '../factors/factor-notices'
import { rememberDevice } from '../guard/known-devices'
import { addressKey, type LoginClient } from '../guard/login-guard'
import { DomainError, invalid } from './errors'
import { issueCode, useCode } from './codes'
import type { Deps } from './context'
import { mailText, memberMail } from '../mail/mail-text'
import { accountsByEmail, memberByLogin, memberRecord, type LoginRow } from './member-view'
import { hashSecret } from './passwords'

/** E-mails a reset code when the member exists; always answers the same. */
export async function forgotPassword(deps: Deps, userId: string) {
  const answer = { success: true, message: serverMessages.resetSent }
  const row = await memberByLogin(deps.database.db, userId)
  if (!row) {
    // An e-mail of several accounts: that mailbox is told its ids (no code), to ask again with one.
    const several = await accountsByEmail(deps.database.db, userId)
    if (several.length > 1) await sharedEmailNotice(deps, several).catch(() => undefined)
    return answer
  }
  const id = row.id
  const member = await memberRecord(deps.database.db, id)
  let code: string
  try {
    code = await issueCode(deps, id, 'reset', economics.resetValidMinutes)
  } catch (error) {
    // Rate-limited: say the same thing, send nothing more.
    if (error instanceof DomainError) return answer
    throw error
  }
  await deps.mailer.send({
    to: member?.email ?? '',
    subject: mailText(member?.locale, 'resetSubject'),
    text: mailText(member?.locale, 'resetText', { code, minutes: economics.resetValidMinutes }),
  })
  return answer
}

/**
 * Sets a new password when the code is right. The browser that did it becomes a known device of
 * the account (it proved the mailbox): returns its device id for the cookie.
 */
export async function resetPassword(
  deps: Deps,
  userId: string,
  code: string,
  password: string,
  client: LoginClient,
) {
  const row = await memberByLogin(deps.database.db, userId)
  if (!row) throw invalid(serverMessages.resetInvalid, 'code')
  const id = row.id
  try {
    await useCode(deps, id, 'reset', code)
  } catch (error) {
    if (error instanceof DomainError) throw invalid(serverMessages.resetInvalid, 'code')
    throw error
  }
  const hashed = await hashSecret(password)
  // A reset ends every session (whoever held one may have known the old password) and the
  // account's log-in lock and this client's (the member proved the mailbox is theirs); a
  // stranger's own counters stay.
  const device = await deps.sessions.ending(() =>
    deps.database.transaction(async (tx) => {
      await tx.execute(sql`UPDATE members SET password_hash = ${hashed} WHERE id = ${id}`)
      await deps.sessions.endOthers(tx, id, deps.now())
      await clearAttempts(tx, loginSubject(row.user_id))
      await clearAttempts(tx, loginPairSubject(row.user_id, `a:${addressKey(client.address)}`))
      return rememberDevice(tx, id, client.deviceId, deps.now())
    }),
  )
  // The reset touches no factor: a member with one still gives it at the next sign-in.
  await credentialNotice(deps, row, 'password-reset', deps.now())
  return { answer: { success: true, message: successMessages.passwordReset }, device }
}

/** "Forgot password" with an e-mail that several accounts share: the ids, so one can be named. */
async function sharedEmailNotice(deps: Deps, accounts: LoginRow[]) {
  const first = accounts[0]
  if (!first) return
  await deps.mailer.send(
    await memberMail(deps, first.email, 'userIdsSubject', 'userIdsText', {
      ids: accounts.map((a) => a.user_id).join(', '),
    }),
  )
}
