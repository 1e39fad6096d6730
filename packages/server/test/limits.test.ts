// Guessing and flooding: per-account locks (login password, transaction password) and
// per-address token buckets, all kept in the database, so they hold across a restart.
import { describe, expect, it, vi } from 'vitest'
import { calls, messages, serverMessages } from '@trellis/contract'
import { addressLimits, loginClientLock } from '../src/guard/limits'
import { fileTestApp, PASSWORD, startTestApp, T_PASS } from './helpers/app'
import { withStillClock } from './helpers/progress'

const t = fileTestApp({ addressLimits: true })

const MINUTE = 60_000
let nextAddress = 1
/** A fresh client address per test, so one test's buckets never limit another's. */
const address = () => `198.51.100.${nextAddress++}`

function expectLocked(
  r: { status: number; headers: Record<string, unknown>; body: { message?: string } },
  message: string,
) {
  expect(r.status, JSON.stringify(r.body)).toBe(429)
  expect(r.body.message).toContain(message)
  expect(Number(r.headers['retry-after'])).toBeGreaterThan(0)
}

describe('login: wrong passwords lock out the guessers (test/login-lockout.test.ts: not the member)', () => {
  /** 10 wrong passwords from two addresses (5 each): the account's lock for unknown clients. */
  async function lockAccount(userId: string) {
    for (const from of [address(), address()]) {
      for (let i = 0; i < loginClientLock.maxFailures; i++) {
        const wrong = await t.call('/login', { userId, password: `Wrong#${i}xx` }, { from })
        expect(wrong.status).toBe(401)
      }
    }
  }

  it('5 wrong passwords from one address refuse it for that id, the right password included', async () => {
    const m = await t.signUp(undefined, 'Pairy')
    const from = address()
    for (let i = 0; i < loginClientLock.maxFailures; i++) {
      const wrong = await t.call('/login', { userId: m.userId, password: `Wrong#${i}xx` }, { from })
      expect(wrong.status).toBe(401)
    }
    const right = await t.call('/login', { userId: m.userId, password: PASSWORD }, { from })
    expectLocked(right, serverMessages.loginLocked)
    expect(right.body.message).toMatch(/Try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC\./)
    // The id in another letter case is the same id; another address is not refused.
    expect(
      (await t.call('/login', { userId: m.userId.toLowerCase(), password: PASSWORD }, { from }))
        .status,
    ).toBe(429)
    expect(
      (await t.call('/login', { userId: m.userId, password: PASSWORD }, { from: address() }))
        .status,
    ).toBe(200)
  })

  it('10 from anywhere refuse every client the account does not know, mail the member, and end by themselves', async () => {
    const m = await t.signUp(undefined, 'Locky')
    await lockAccount(m.userId)
    const right = await t.call(
      '/login',
      { userId: m.userId, password: PASSWORD },
      { from: address() },
    )
    expectLocked(right, serverMessages.loginLocked)
    expect(right.body.message).toMatch(/Try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC\./)
    // Mailed after the answer: wait for it (10 s, a loaded 2-core machine).
    await vi.waitFor(
      () =>
        expect(
          t.mailer.sent.filter((x) => x.to === 'locky@example.com').map((x) => x.subject),
        ).toEqual([
          'Welcome to Trellis: your user id',
          'Trellis: log-ins to your account are paused',
        ]),
      { timeout: 10_000 },
    )
    const lower = await t.call(
      '/login',
      { userId: m.userId.toLowerCase(), password: PASSWORD },
      { from: address() },
    )
    expect(lower.status).toBe(429)
    try {
      t.clock.offsetMs += 15 * MINUTE + 1000
      expect(
        (await t.call('/login', { userId: m.userId, password: PASSWORD }, { from: address() }))
          .status,
      ).toBe(200)
    } finally {
      t.clock.offsetMs = 0
    }
  })

  it('treats an unknown user id the same way, so a lock says nothing about which ids exist', async () => {
    const from = address()
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.call('/login', { userId: 'BCH9999990', password: 'Nope#1234' }, { from })).status,
      ).toBe(401)
    }
    expectLocked(
      await t.call('/login', { userId: 'BCH9999990', password: 'Nope#1234' }, { from }),
      serverMessages.loginLocked,
    )
    await lockAccount('BCH9999991')
    expectLocked(
      await t.call('/login', { userId: 'BCH9999991', password: 'Nope#1234' }, { from: address() }),
      serverMessages.loginLocked,
    )
  })

  it('a password reset by e-mailed code ends the lock, and makes that browser a known device', async () => {
    const m = await t.signUp(undefined, 'Reset')
    await lockAccount(m.userId)
    const home = address()
    expectLocked(
      await t.call('/login', { userId: m.userId, password: PASSWORD }, { from: home }),
      serverMessages.loginLocked,
    )
    await t.call('/forgotPassword', { userId: m.userId }, { from: home })
    const code = /\b(\d{6})\b/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1]
    const fresh = 'Fresh#2026'
    const reset = await t.call(
      '/resetPassword',
      { userId: m.userId, code, password: fresh, cpassword: fresh },
      { from: home },
    )
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    const cookie = String(reset.headers['set-cookie']).split(';')[0] as string
    expect(cookie).toMatch(/^trellis_device=/)
    expect(
      (await t.call('/login', { userId: m.userId, password: fresh }, { from: address() })).status,
    ).toBe(200)
    // A stranger locks it again at once: the browser that reset it still gets in.
    await lockAccount(m.userId)
    const known = await t.call(
      '/login',
      { userId: m.userId, password: fresh },
      { from: address(), headers: { cookie } },
    )
    expect(known.status).toBe(200)
  })

  it('the lock holds across a restart: a new server on the same database still refuses', async () => {
    const m = await t.signUp(undefined, 'Restart')
    await lockAccount(m.userId)
    const again = await startTestApp({ database: t.db, addressLimits: true })
    try {
      const r = await again.call(
        '/login',
        { userId: m.userId, password: PASSWORD },
        { from: address() },
      )
      expectLocked(r, serverMessages.loginLocked)
    } finally {
      await again.close()
    }
  })
})

describe('transaction password: 5 wrong ones lock the member’s money calls for 15 minutes', () => {
  it('refuses every money call while locked, mails the member, and ends by itself', async () => {
    const a = await t.signUp(undefined, 'Pinny')
    const b = await t.signUp(undefined, 'Payee')
    await t.setTpass(a.token)
    await t.fundIncome(a.userId, 100)
    const send = (otp: string) =>
      t.call(
        '/transferToUser',
        { toUserId: b.userId, amount: 10, type: 'wallet', otp },
        { token: a.token },
      )
    // The spec's words, then the tries left before the lock; the fifth says the lock and its end.
    for (const left of [4, 3, 2, 1]) {
      const wrong = await send(`99${left}9`)
      expect(wrong.status).toBe(400)
      expect(wrong.body.message).toBe(
        `${messages.transactionPasswordMismatch} ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      )
    }
    const fifth = await send('9959')
    expectLocked(fifth, serverMessages.transactionPasswordLocked)
    expect(fifth.body.message).toMatch(/ Try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/)
    expectLocked(await send(T_PASS), serverMessages.transactionPasswordLocked)
    expectLocked(
      await t.call('/transferToSelf', { amount: 5 }, { token: a.token }),
      serverMessages.transactionPasswordLocked,
    )
    const kyc = await t.call(
      '/updateUser',
      { t_pass: '555555', current_t_pass: T_PASS },
      { token: a.token },
    )
    expectLocked(kyc, serverMessages.transactionPasswordLocked)
    // Mailed after the answer: wait for it (10 s, a loaded 2-core machine).
    await vi.waitFor(
      () =>
        expect(
          t.mailer.sent.filter((x) => x.to === 'pinny@example.com').map((x) => x.subject),
        ).toEqual([
          'Welcome to Trellis: your user id',
          'Trellis: money actions on your account are paused',
        ]),
      { timeout: 10_000 },
    )
    expect((await t.me(a.token)).wallet).toBe(100)
    t.clock.offsetMs += 15 * MINUTE + 1000
    const token = await t.login(a.userId, PASSWORD)
    const ok = await t.call(
      '/transferToUser',
      { toUserId: b.userId, amount: 10, type: 'wallet', otp: T_PASS },
      { token },
    )
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
  })
})

describe('the transaction-password lock covers the payout address', () => {
  it('a PIN remembered from a transfer changes neither the address nor the PIN while locked', async () => {
    const a = await t.signUp(undefined, 'Remy')
    const b = await t.signUp(undefined, 'Rita')
    const first = `0x${'5e'.repeat(20)}`
    const kyc = await t.call(
      '/updateUser',
      { usdtAddress: first, t_pass: T_PASS },
      { token: a.token },
    )
    expect(kyc.status).toBe(200)
    await t.fundIncome(a.userId, 100)
    const send = (otp: string) =>
      t.call(
        '/transferToUser',
        { toUserId: b.userId, amount: 10, type: 'wallet', otp },
        { token: a.token },
      )
    // A right transfer: the PIN is now remembered in this process (it skips argon2 next time).
    expect((await send(T_PASS)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await send(`77${i}7`)).status).toBe(400)
    // The fifth wrong one starts the lock and says so.
    expect((await send('7747')).status).toBe(429)
    const other = `0x${'6f'.repeat(20)}`
    expectLocked(
      await t.call(
        '/updateUser',
        { usdtAddress: other, current_t_pass: T_PASS },
        { token: a.token },
      ),
      serverMessages.transactionPasswordLocked,
    )
    expectLocked(
      await t.call('/updateUser', { t_pass: '246800', current_t_pass: T_PASS }, { token: a.token }),
      serverMessages.transactionPasswordLocked,
    )
    expect((await t.me(a.token)).usdtAddress).toBe(first)
  })
})

describe('bursts', () => {
  it('30 parallel guesses check at most 5; 30 parallel right transfers all go through', async () => {
    const a = await t.signUp(undefined, 'Burst')
    const b = await t.signUp(undefined, 'Sink')
    await t.setTpass(a.token)
    await t.fundIncome(a.userId, 100)
    const send = (otp: string) =>
      t.call(
        '/transferToUser',
        { toUserId: b.userId, amount: 1, type: 'wallet', otp },
        { token: a.token },
      )
    const right = await Promise.all(Array.from({ length: 30 }, () => send(T_PASS)))
    expect(right.map((r) => r.status)).toEqual(Array(30).fill(200))
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send(`8${String(i).padStart(3, '0')}`)),
    )
    const checked = guesses.filter((r) =>
      r.body.message?.startsWith(messages.transactionPasswordMismatch),
    )
    expect(checked.length).toBeLessThanOrEqual(5)
    expect(guesses.every((r) => r.status === 400 || r.status === 429)).toBe(true)
    expect((await t.me(a.token)).wallet).toBe(70)
  })
})

describe('per-address token buckets', () => {
  // The clock stands still while a bucket is emptied (withStillClock): checkUser's refills one
  // call every 2 s and login's one every 6 s, while the calls that empty them (each login checks
  // a password hash) may take longer than that on a loaded machine.
  it('limit each guessable call per address with 429 and Retry-After; another address is not limited', () =>
    withStillClock(async () => {
      const m = await t.signUp(undefined, 'Bucket')
      const cases: [string, (i: number) => unknown, string | undefined][] = [
        [
          calls.login.path,
          (i) => ({ userId: `BCH77777${String(i).padStart(2, '0')}`, password: 'x' }),
          undefined,
        ],
        [calls.checkUser.path, () => ({ userId: m.userId }), undefined],
        [calls.register.path, () => ({ userId: 'BCH9999999' }), undefined],
        [calls.forgotPassword.path, () => ({ userId: 'BCH9999999' }), undefined],
        [
          calls.resetPassword.path,
          () => ({ userId: 'BCH9999999', code: '000000', password: PASSWORD, cpassword: PASSWORD }),
          undefined,
        ],
        [calls.sendMail.path, () => ({}), m.token],
      ]
      const names = [
        'login',
        'checkUser',
        'register',
        'forgotPassword',
        'resetPassword',
        'sendMail',
      ] as const
      for (const [i, [path, body, token]] of cases.entries()) {
        const limit = addressLimits[names[i] as (typeof names)[number]]
        expect(limit, path).toBeDefined()
        const from = address()
        for (let n = 0; n < (limit?.max ?? 0); n++) {
          const r = await t.call(path, body(n), { from, ...(token ? { token } : {}) })
          // (sendMail's own per-member limit also answers 429, with its own message)
          expect(r.body.message, `${path} #${n}`).not.toBe(serverMessages.tooManyRequests)
        }
        const over = await t.call(path, body(99), { from, ...(token ? { token } : {}) })
        expect(over.status, path).toBe(429)
        expect(over.body.message).toBe(serverMessages.tooManyRequests)
        expect(Number(over.headers['retry-after']), path).toBeGreaterThan(0)
        const other = await t.call(path, body(98), { from: address(), ...(token ? { token } : {}) })
        expect(other.body.message, path).not.toBe(serverMessages.tooManyRequests)
      }
    }))

  it('refills with time, and holds across a restart on the same database', async () => {
    const from = address()
    const max = addressLimits.forgotPassword?.max ?? 0
    for (let n = 0; n < max; n++) await t.call('/forgotPassword', { userId: 'BCH1' }, { from })
    const again = await startTestApp({ database: t.db, addressLimits: true })
    try {
      expect((await again.call('/forgotPassword', { userId: 'BCH1' }, { from })).status).toBe(429)
    } finally {
      await again.close()
    }
    t.clock.offsetMs += addressLimits.forgotPassword?.windowMs ?? 0
    expect((await t.call('/forgotPassword', { userId: 'BCH1' }, { from })).status).toBe(200)
  })

  // The clock stands still while checkUser's bucket (one call back every 2 s) is emptied.
  it('reads the client address from X-Forwarded-For only when TRUST_PROXY says so', () =>
    withStillClock(async () => {
      const max = addressLimits.checkUser?.max ?? 0
      const proxy = address()
      const spoof = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` })
      // Not trusted: every "client" behind the header is the one socket address.
      let last = 0
      for (let i = 0; i <= max; i++) {
        last = (
          await t.call('/checkUser', { userId: 'BCH0000001' }, { from: proxy, headers: spoof(i) })
        ).status
      }
      expect(last).toBe(429)
      const trusting = await startTestApp({ database: t.db, addressLimits: true, trustProxy: true })
      try {
        const statuses = new Set<number>()
        for (let i = 0; i <= max; i++) {
          const r = await trusting.call(
            '/checkUser',
            { userId: 'BCH0000001' },
            { from: address(), headers: spoof(100 + i) },
          )
          statuses.add(r.status)
        }
        expect([...statuses]).toEqual([200])
      } finally {
        await trusting.close()
      }
    }))
})
