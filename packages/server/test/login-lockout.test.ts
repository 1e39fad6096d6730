// Wrong log-in passwords slow a guesser without locking the member out (docs/security.md, "Login
// password"): counters per (account, client), per account for clients it does not know, and per
// address; a browser that signed in before (its device cookie) is let in with the right password
// whatever strangers do, and a live session can still change the password.
import { describe, expect, it, vi } from 'vitest'
import { serverMessages } from '@trellis/contract'
import { addressKey } from '../src/guard/login-guard'
import { loginAccountLock, loginAddressLock, loginClientLock } from '../src/guard/limits'
import { fileTestApp, PASSWORD } from './helpers/app'

const t = fileTestApp({ addressLimits: true })

const MINUTE = 60_000
let nextAddress = 1
/** A fresh client address, so one test's counters and buckets never decide another's. */
const address = () => `192.0.2.${nextAddress++}`
/** Notices are mailed after the answer: wait for one (10 s: a loaded 2-core machine). */
const waitForMail = (to: string, subject: RegExp) =>
  vi.waitFor(
    () => {
      const mail = t.mailer.sent.find((x) => x.to === to && subject.test(x.subject))
      if (!mail) throw new Error(`no mail "${subject.source}" to ${to} yet`)
      return mail
    },
    { timeout: 10_000, interval: 20 },
  )

type Answer = Awaited<ReturnType<typeof t.call>>

/** The device cookie a successful log-in set, as the browser sends it back ('' for none). */
function deviceCookie(r: Answer): string {
  return String(r.headers['set-cookie'] ?? '').split(';')[0] ?? ''
}

function expectLocked(r: Answer) {
  expect(r.status, JSON.stringify(r.body)).toBe(429)
  expect(r.body.message).toContain(serverMessages.loginLocked)
  expect(Number(r.headers['retry-after'])).toBeGreaterThan(0)
}

/** `n` wrong passwords for `userId` from `from`; each is refused as a wrong password. */
async function guess(userId: string, from: string, n: number) {
  for (let i = 0; i < n; i++) {
    const r = await t.call('/login', { userId, password: `Wrong#${i}xyz` }, { from })
    expect(r.status, `guess ${i + 1}: ${JSON.stringify(r.body)}`).toBe(401)
  }
}

describe('a stranger cannot keep a member out', () => {
  it('the member gets in from a known device while a stranger keeps guessing; the stranger stays limited', async () => {
    const m = await t.signUp(undefined, 'Owner')
    const home = address()
    const first = await t.call('/login', { userId: m.userId, password: PASSWORD }, { from: home })
    expect(first.status).toBe(200)
    const cookie = deviceCookie(first)
    const member = () =>
      t.call(
        '/login',
        { userId: m.userId, password: PASSWORD },
        { from: home, headers: { cookie } },
      )

    // One address: 5 wrong passwords, then that address is refused for this account.
    const stranger = address()
    await guess(m.userId, stranger, loginClientLock.maxFailures)
    const refused = await t.call(
      '/login',
      { userId: m.userId, password: 'Wrong#9xyz' },
      { from: stranger },
    )
    expectLocked(refused)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60)
    expect((await member()).status).toBe(200)

    // More addresses: 10 wrong passwords within the hour from clients the account does not know
    // lock it for all of them (the right password from a new address included), and mail the
    // member; the known device still gets in, also from the stranger's address (a shared NAT).
    await guess(m.userId, address(), loginAccountLock.maxFailures - loginClientLock.maxFailures)
    expectLocked(
      await t.call('/login', { userId: m.userId, password: PASSWORD }, { from: address() }),
    )
    const notice = await waitForMail('owner@example.com', /log-ins to your account are paused/)
    expect(notice.text).toContain('Devices where you signed in before still let you in.')
    expect((await member()).status).toBe(200)
    const viaNat = await t.call(
      '/login',
      { userId: m.userId, password: PASSWORD },
      { from: stranger, headers: { cookie } },
    )
    expect(viaNat.status).toBe(200)
    expectLocked(
      await t.call('/login', { userId: m.userId, password: 'Wrong#1xyz' }, { from: stranger }),
    )

    // Progressive: when the locks end, the stranger's next 5 guesses lock the address for 30 minutes.
    try {
      t.clock.offsetMs += 15 * MINUTE + 1000
      await guess(m.userId, stranger, loginClientLock.maxFailures)
      const again = await t.call(
        '/login',
        { userId: m.userId, password: 'Wrong#7xyz' },
        { from: stranger },
      )
      expectLocked(again)
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(29 * 60)
      expect((await member()).status).toBe(200)
    } finally {
      t.clock.offsetMs = 0
    }
  })

  it('a device cookie is known only to the account it signed in to; a made-up one to none', async () => {
    const a = await t.signUp(undefined, 'Alpha')
    const b = await t.signUp(undefined, 'Bravo')
    const home = address()
    const signedIn = await t.call(
      '/login',
      { userId: a.userId, password: PASSWORD },
      { from: home },
    )
    // The browser keeps it for the API only, out of the page's scripts' reach, same-site only.
    expect(String(signedIn.headers['set-cookie'])).toMatch(
      /^trellis_device=[A-Za-z0-9_-]{43}; Path=\/api; Max-Age=\d+; HttpOnly; Secure; SameSite=Strict$/,
    )
    const cookie = deviceCookie(signedIn)
    await guess(b.userId, address(), 5)
    await guess(b.userId, address(), 5)
    const madeUp = `trellis_device=${'A'.repeat(43)}`
    for (const c of [cookie, madeUp]) {
      const r = await t.call(
        '/login',
        { userId: b.userId, password: PASSWORD },
        { from: home, headers: { cookie: c } },
      )
      expectLocked(r)
    }
  })

  it('one address guessing many ids is refused after 20 wrong passwords within an hour; others are not', async () => {
    const m = await t.signUp(undefined, 'Sprayed')
    const home = address()
    const cookie = deviceCookie(
      await t.call('/login', { userId: m.userId, password: PASSWORD }, { from: home }),
    )
    const sprayer = address()
    try {
      for (let i = 0; i < loginAddressLock.maxFailures; i++) {
        // The address's token bucket allows 10 log-ins a minute: the sprayer paces itself.
        if (i > 0 && i % 10 === 0) t.clock.offsetMs += MINUTE
        await guess(`BCH88888${String(i).padStart(2, '0')}`, sprayer, 1)
      }
      t.clock.offsetMs += MINUTE
      expectLocked(
        await t.call('/login', { userId: m.userId, password: PASSWORD }, { from: sprayer }),
      )
      // Another address is not limited by it, and a known device behind that address gets in.
      expect(
        (await t.call('/login', { userId: m.userId, password: 'Wrong#0xyz' }, { from: address() }))
          .status,
      ).toBe(401)
      const known = await t.call(
        '/login',
        { userId: m.userId, password: PASSWORD },
        { from: sprayer, headers: { cookie } },
      )
      expect(known.status).toBe(200)
    } finally {
      t.clock.offsetMs = 0
    }
  })

  it('a live session changes the password while log-ins are locked; a stolen one cannot guess there', async () => {
    const m = await t.signUp(undefined, 'Session')
    await guess(m.userId, address(), 5)
    await guess(m.userId, address(), 5)
    expectLocked(
      await t.call('/login', { userId: m.userId, password: PASSWORD }, { from: address() }),
    )
    const change = (oldPassword: string) =>
      t.call(
        '/changePassword',
        { oldPassword, password: 'Changed#2026', cpassword: 'Changed#2026' },
        { token: m.token },
      )
    for (let i = 0; i < 5; i++) {
      expect((await change(`Nope#${i}xyz`)).body.message).toBe(serverMessages.currentPasswordWrong)
    }
    expect((await change(PASSWORD)).status).toBe(429)
    const other = await t.signUp(undefined, 'Fresh')
    await guess(other.userId, address(), 5)
    await guess(other.userId, address(), 5)
    const ok = await t.call(
      '/changePassword',
      { oldPassword: PASSWORD, password: 'Changed#2026', cpassword: 'Changed#2026' },
      { token: other.token },
    )
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const mail = await waitForMail('session@example.com', /password changes .* are paused/)
    expect(mail.text).not.toContain('Nope#')
  })

  it('counts IPv6 clients by their /64 and IPv4-mapped ones as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:bbbb:1:2:3'))
    expect(addressKey('2001:db8:1:2:aaaa::1')).not.toBe(addressKey('2001:db8:1:3::1'))
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7')
  })
})
