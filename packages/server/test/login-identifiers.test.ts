// A new member is told their user id (the welcome mail), and logs in or recovers a password with
// the id in any letter case or with their e-mail. Whatever is typed, the per-account lock is the
// account's: it cannot be stepped around by switching between the id, its lower case and the
// e-mail.
import { describe, expect, it } from 'vitest'
import { serverMessages } from '@trellis/contract'
import { loginAccountLock } from '../src/guard/limits'
import { fileTestApp, lastCode, PASSWORD, ROOT_ID } from './helpers/app'

const t = fileTestApp({ addressLimits: true })

let nextAddress = 1
/** A fresh client address per call, so the per-address buckets never decide these tests. */
const address = () => `203.0.113.${nextAddress++}`
const login = (userId: string, password = PASSWORD) =>
  t.call('/login', { userId, password }, { from: address() })

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

  it('an e-mail of several accounts logs into none of them, with the usual answer', async () => {
    await t.signUp(undefined, 'Twin')
    await t.signUp(undefined, 'Twin')
    const r = await login('twin@example.com')
    expect(r.status).toBe(401)
    expect(r.body.message).toBe(serverMessages.invalidCredentials)
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
