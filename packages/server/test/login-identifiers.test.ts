// A new member is told their user id (the welcome mail), and logs in or recovers a password with
// the id in any letter case or with their e-mail. Whatever is typed, the per-account lock is the
// account's: it cannot be stepped around by switching between the id, its lower case and the
// e-mail.
import { describe, expect, it } from 'vitest'
import { serverMessages } from '@trellis/contract'
import { loginAccountLock } from '../src/guard/limits'
import { sql } from 'drizzle-orm'
import { hashSecret } from '../src/domain/passwords'
import { fileTestApp, lastCode, PASSWORD, ROOT_ID } from './helpers/app'

const t = fileTestApp({ addressLimits: true })

let nextAddress = 1
/** A fresh client address per call, so the per-address buckets never decide these tests. */
const address = () => `203.0.113.${nextAddress++}`
const login = (userId: string, password = PASSWORD) =>
  t.call('/login', { userId, password }, { from: address() })
const OTHER = 'Other#Pass42'
async function setPassword(userId: string, password: string) {
  const hash = await hashSecret(password)
  await t.db.database.db.execute(
    sql`UPDATE members SET password_hash = ${hash} WHERE user_id = ${userId}`,
  )
}

describe('the user id a new member needs', () => {
  it('is mailed after sign-up, with the sponsor, and nothing secret', async () => {
    const m = await t.signUp(undefined, 'Wendy')
    const welcome = t.mailer.sent.find(
      (x) => x.to === 'wendy@example.com' && /welcome/i.test(x.subject),
    )
    expect(welcome?.text).toContain(m.userId)
    expect(welcome?.text).toContain(ROOT_ID)
    expect(welcome?.text).not.toContain(PASSWORD)
  })

  it('logs in with the id in any letter case or with the e-mail in any case', async () => {
    const m = await t.signUp(undefined, 'Casey')
    for (const id of [m.userId, m.userId.toLowerCase(), 'casey@example.com', 'CASEY@Example.COM']) {
      const r = await login(`  ${id} `)
      expect(r.status, `${id}: ${JSON.stringify(r.body)}`).toBe(200)
      expect((r.body.user as { userId: string }).userId).toBe(m.userId)
    }
    expect((await login('casey@example.com', 'Wrong#123')).body.message).toBe(
      serverMessages.invalidCredentials,
    )
  })

  // A member may hold several ids under one e-mail (sign-up takes any e-mail). The password
  // decides which: the one account whose password it is, never another; when it is the password
  // of several of them, the answer says to use the user id. Nothing is said without a right
  // password, so a stranger learns no more than before.
  it('an e-mail of several accounts logs into the one whose password is typed', async () => {
    const a = await t.signUp(undefined, 'Twin')
    const c = await t.signUp(undefined, 'Twin')
    await setPassword(c.userId, OTHER)
    const asA = await login('TWIN@example.com')
    expect(asA.status, JSON.stringify(asA.body)).toBe(200)
    expect((asA.body.user as { userId: string }).userId).toBe(a.userId)
    const asC = await login('twin@example.com', OTHER)
    expect(asC.status, JSON.stringify(asC.body)).toBe(200)
    expect((asC.body.user as { userId: string }).userId).toBe(c.userId)
    const wrong = await login('twin@example.com', 'Wrong#123')
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe(serverMessages.invalidCredentials)
  })

  it('the same password on several accounts of one e-mail: use the user id, no session', async () => {
    await t.signUp(undefined, 'Triplet')
    await t.signUp(undefined, 'Triplet')
    const r = await login('triplet@example.com')
    expect(r.status).toBe(409)
    expect(r.body.message).toBe(serverMessages.sharedEmailLogin)
    expect(r.body.token).toBeUndefined()
  })

  it('wrong passwords on a shared e-mail count on each of its accounts: no way around a lock', async () => {
    const a = await t.signUp(undefined, 'Pair')
    await t.signUp(undefined, 'Pair')
    // Half the account's allowance by its id, half by the shared e-mail: the account is locked.
    for (let i = 0; i < loginAccountLock.maxFailures; i++) {
      const typed = i % 2 === 0 ? a.userId : 'pair@example.com'
      expect((await login(typed, `Wrong#${i}xx`)).status, typed).toBe(401)
    }
    const r = await login(a.userId)
    expect(r.status).toBe(429)
    expect((await login('pair@example.com')).status).toBe(429)
  })

  it('the lock of an id holds whether the id, its lower case or the e-mail is typed', async () => {
    const m = await t.signUp(undefined, 'Lockie')
    const ways = [m.userId, m.userId.toLowerCase(), 'lockie@example.com', 'LOCKIE@example.com']
    // Ten wrong passwords (each from a new address) spread over the four ways of naming the
    // account lock it for every client it does not know (loginAccountLock).
    for (let i = 0; i < loginAccountLock.maxFailures; i++) {
      expect((await login(ways[i % ways.length] as string, `Wrong#${i}xx`)).status).toBe(401)
    }
    for (const way of ways) {
      const r = await login(way)
      expect(r.status, way).toBe(429)
      expect(r.body.message).toContain(serverMessages.loginLocked)
    }
  })

  it('forgot password takes the e-mail or the id in any case; the reset code works', async () => {
    const m = await t.signUp(undefined, 'Fergus')
    for (const who of ['FERGUS@example.com', m.userId.toLowerCase()]) {
      t.clock.offsetMs += 2 * 60_000
      const r = await t.call('/forgotPassword', { userId: who }, { from: address() })
      expect(r.body).toEqual({ success: true, message: serverMessages.resetSent })
      const code = lastCode(t.mailer, 'fergus@example.com')
      const reset = await t.call(
        '/resetPassword',
        { userId: who, code, password: PASSWORD, cpassword: PASSWORD },
        { from: address() },
      )
      expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    }
    t.clock.offsetMs = 0
  })
})
