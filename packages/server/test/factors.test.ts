// A second factor for members (issue 28, OWASP ASVS 5.0): the authenticator app (TOTP) and its
// recovery codes, the sign-in's factor step (6.3.2), re-authentication before changing factors or
// the payout address (7.5.1), the sessions a member sees and ends (7.5.2), notices of new-device
// sign-ins and credential changes (6.3.4 / 6.3.6), and the guessing, replay and password-reset
// cases. Codes are computed with otplib at the app's clock, which the tests move forward by one
// 30-second step wherever a fresh code is needed (a code is taken once).
import { sql } from 'drizzle-orm'
import { generate } from 'otplib'
import { describe, expect, it, vi } from 'vitest'
import {
  FACTOR_MAX_TRIES,
  STEP_UP_MINUTES,
  factorMessages,
  factorTriesLeft,
  serverMessages,
} from '@trellis/contract'
import { query } from '../src/db/client'
import { fileTestApp, lastCode, PASSWORD, T_PASS } from './helpers/app'

const t = fileTestApp()

const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** Mails are sent after the answer: wait for them (10 s covers a loaded 2-core machine). */
const MAIL_WAIT = { timeout: 10_000 }

/** The app's code now. */
function codeNow(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(t.app.deps.now().getTime() / 1000) })
}
/** The next 30-second step: the code of the step before is used up. */
function nextStep(): void {
  t.clock.offsetMs += 30_000
}
const subjects = (to: string) => t.mailer.sent.filter((m) => m.to === to).map((m) => m.subject)

/** Enrols the app for a signed-in member; returns the key and the recovery codes. */
async function enrol(token: string) {
  const started = await t.call('/totpStart', { password: PASSWORD }, { token })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const { secret, uri } = started.body.data as { secret: string; uri: string }
  expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/)
  const confirmed = await t.call('/totpConfirm', { code: await codeNow(secret) }, { token })
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  const { recoveryCodes } = confirmed.body.data as { recoveryCodes: string[] }
  return { secret, recoveryCodes, confirmed }
}

/** Password, then the factor: the token of the new session. */
async function signIn(userId: string, code: () => Promise<string>, headers = {}) {
  const first = await t.call('/login', { userId, password: PASSWORD }, { headers })
  expect(first.body).toMatchObject({ factorRequired: true })
  const second = await t.call(
    '/loginFactor',
    { challenge: first.body.challenge, code: await code() },
    { headers },
  )
  expect(second.status, JSON.stringify(second.body)).toBe(200)
  return second.body.token as string
}

describe('the authenticator app (ASVS 6.3.2)', () => {
  it('enrols with the password and a first code, and then sign-in asks for a code', async () => {
    const m = await t.signUp(undefined, 'Tessa')
    const { secret, recoveryCodes, confirmed } = await enrol(m.token)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    // The key is never answered again, and is not kept in the clear; the codes are kept hashed.
    expect(JSON.stringify(confirmed.body)).not.toContain(secret)
    const factors = await t.call('/getFactors', {}, { token: m.token })
    expect(factors.body.data).toMatchObject({ totp: true, recoveryCodesLeft: 10 })
    expect(JSON.stringify(factors.body)).not.toContain(secret)
    const [row] = await query<{ secret_enc: string }>(
      t.db.database.db,
      sql`SELECT secret_enc FROM member_totp t JOIN members m ON m.id = t.member_id
          WHERE m.user_id = ${m.userId}`,
    )
    expect(row?.secret_enc).not.toContain(secret)
    const stored = await query<{ code_hash: string }>(
      t.db.database.db,
      sql`SELECT code_hash FROM recovery_codes`,
    )
    for (const c of recoveryCodes) {
      expect(stored.some((s) => s.code_hash.includes(c.replace('-', '')))).toBe(false)
    }

    // The password alone opens no session: a challenge for the factor step.
    const first = await t.call('/login', { userId: m.userId, password: PASSWORD })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      factorRequired: true,
      message: factorMessages.factorRequired,
    })
    expect(first.body.token).toBeUndefined()
    expect(first.headers['set-cookie']).toBeUndefined()
    // The challenge is not a session.
    const asToken = await t.call('/getUser', {}, { token: String(first.body.challenge) })
    expect(asToken.status).toBe(401)
    nextStep()
    const second = await t.call('/loginFactor', {
      challenge: first.body.challenge,
      code: await codeNow(secret),
    })
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect((await t.call('/getUser', {}, { token: second.body.token as string })).status).toBe(200)
    // Used once.
    nextStep()
    const again = await t.call('/loginFactor', {
      challenge: first.body.challenge,
      code: await codeNow(secret),
    })
    expect(again.body).toMatchObject({ message: factorMessages.challengeExpired })
  })

  it('refuses a wrong first code and keeps the app unconfirmed', async () => {
    const m = await t.signUp(undefined, 'Umar')
    const started = await t.call('/totpStart', { password: PASSWORD }, { token: m.token })
    const { secret } = started.body.data as { secret: string }
    const right = await codeNow(secret)
    const wrong = right === '000000' ? '111111' : '000000'
    const refused = await t.call('/totpConfirm', { code: wrong }, { token: m.token })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(factorTriesLeft(FACTOR_MAX_TRIES - 1))
    const login = await t.call('/login', { userId: m.userId, password: PASSWORD })
    expect(login.body.token).toEqual(expect.any(String))
  })

  it('a recovery code signs in once', async () => {
    const m = await t.signUp(undefined, 'Rosa')
    const { recoveryCodes } = await enrol(m.token)
    const code = recoveryCodes[3] ?? ''
    await signIn(m.userId, async () => code.toLowerCase())
    const first = await t.call('/login', { userId: m.userId, password: PASSWORD })
    const reused = await t.call('/loginFactor', { challenge: first.body.challenge, code })
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe(factorTriesLeft(FACTOR_MAX_TRIES - 1))
    await vi.waitFor(
      () =>
        expect(
          t.mailer.sent.some(
            (x) =>
              x.to === 'rosa@example.com' &&
              /recovery code was used/.test(x.text) &&
              /9 recovery codes are left/.test(x.text),
          ),
        ).toBe(true),
      MAIL_WAIT,
    )
  })
})

describe('guessing and replay', () => {
  it('5 wrong codes pause the factor step, with "N tries left" and a mail', async () => {
    const m = await t.signUp(undefined, 'Brutus')
    const { secret } = await enrol(m.token)
    nextStep()
    const right = await codeNow(secret)
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0')
    const first = await t.call('/login', { userId: m.userId, password: PASSWORD })
    const challenge = first.body.challenge
    for (let i = 1; i < FACTOR_MAX_TRIES; i++) {
      const r = await t.call('/loginFactor', { challenge, code: wrong(i) })
      expect(r.status, `try ${i}`).toBe(400)
      expect(r.body).toMatchObject({
        message: factorTriesLeft(FACTOR_MAX_TRIES - i),
        field: 'code',
      })
    }
    const last = await t.call('/loginFactor', { challenge, code: wrong(0) })
    expect(last.status).toBe(429)
    expect(last.body.message).toMatch(/^Too many wrong codes\. Try again after .* UTC\.$/)
    // Paused: the right code too, also as a step-up of a live session.
    const refused = await t.call('/loginFactor', { challenge, code: right })
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    const stepUp = await t.call('/stepUp', { code: right }, { token: m.token })
    expect(stepUp.status).toBe(429)
    await vi.waitFor(
      () =>
        expect(subjects('brutus@example.com')).toContain(
          'Trellis: authenticator codes on your account are paused',
        ),
      MAIL_WAIT,
    )
    // After the pause (Retry-After) the right code works again (a fresh step).
    t.clock.offsetMs += Number(refused.headers['retry-after']) * 1000
    const token = await signIn(m.userId, () => codeNow(secret))
    expect((await t.call('/getUser', {}, { token })).status).toBe(200)
  })

  it('a code is taken once: a replay in the same step is refused', async () => {
    const m = await t.signUp(undefined, 'Replay')
    const { secret } = await enrol(m.token)
    nextStep()
    const code = await codeNow(secret)
    const first = await t.call('/login', { userId: m.userId, password: PASSWORD })
    const ok = await t.call('/loginFactor', { challenge: first.body.challenge, code })
    expect(ok.status).toBe(200)
    // The same code again, within its step: at sign-in and as a step-up.
    const again = await t.call('/login', { userId: m.userId, password: PASSWORD })
    const replay = await t.call('/loginFactor', { challenge: again.body.challenge, code })
    expect(replay.status).toBe(400)
    expect(replay.body.message).toBe(factorTriesLeft(FACTOR_MAX_TRIES - 1))
    const stepReplay = await t.call('/stepUp', { code }, { token: m.token })
    expect(stepReplay.status).toBe(400)
    // Two at once with one fresh code: one is taken, the other refused.
    nextStep()
    const fresh = await codeNow(secret)
    const [a, b] = await Promise.all([
      t.call('/stepUp', { code: fresh }, { token: m.token }),
      t.call('/stepUp', { code: fresh }, { token: ok.body.token as string }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 400])
  })

  it('a password reset neither removes nor bypasses the factor', async () => {
    const m = await t.signUp(undefined, 'Reset')
    const { secret } = await enrol(m.token)
    await t.call('/forgotPassword', { userId: m.userId })
    const code = lastCode(t.mailer, 'reset@example.com')
    const fresh = 'Fresh#2026x'
    const reset = await t.call('/resetPassword', {
      userId: m.userId,
      code,
      password: fresh,
      cpassword: fresh,
    })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    const login = await t.call('/login', { userId: m.userId, password: fresh })
    expect(login.body).toMatchObject({ factorRequired: true })
    expect(login.body.token).toBeUndefined()
    nextStep()
    const done = await t.call('/loginFactor', {
      challenge: login.body.challenge,
      code: await codeNow(secret),
    })
    expect(done.status).toBe(200)
    await vi.waitFor(
      () =>
        expect(
          t.mailer.sent.some(
            (x) => x.to === 'reset@example.com' && /password was reset/.test(x.text),
          ),
        ).toBe(true),
      MAIL_WAIT,
    )
  })
})

describe('re-authentication and step-up (ASVS 7.5.1)', () => {
  it('enrolling needs the current password', async () => {
    const m = await t.signUp(undefined, 'Noauth')
    const wrong = await t.call('/totpStart', { password: 'Wrong#pass1' }, { token: m.token })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({
      message: serverMessages.currentPasswordWrong,
      field: 'password',
    })
    const none = await t.call('/totpStart', {}, { token: m.token })
    expect(none.status).toBe(400)
    expect((await t.call('/getFactors', {}, { token: m.token })).body.data).toMatchObject({
      totp: false,
    })
  })

  it('removing the app, new recovery codes, the payout address and transfers need a recent factor', async () => {
    const a = await t.signUp(undefined, 'Stepper')
    const b = await t.signUp(undefined, 'Payee')
    await t.setTpass(a.token)
    await t.fundIncome(a.userId, 100)
    const { secret } = await enrol(a.token)
    // The enrolment's code covers the window; past it, each guarded call asks again.
    t.clock.offsetMs += STEP_UP_MINUTES * 60_000 + 1_000
    const address = `0x${'ab'.repeat(20)}`
    const guarded = [
      ['/totpRemove', {}],
      ['/recoveryCodesRenew', {}],
      ['/updateUser', { usdtAddress: address, current_t_pass: T_PASS }],
      ['/transferToUser', { toUserId: b.userId, amount: 10, type: 'wallet', otp: T_PASS }],
      ['/withdrawal-request', { amount: 10, otp: '123456' }],
    ] as const
    for (const [path, body] of guarded) {
      const r = await t.call(path, body, { token: a.token, key: `k-${path}` })
      expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(403)
      expect(r.body).toMatchObject({ message: factorMessages.stepUpRequired, field: 'stepUp' })
    }
    // Nothing moved.
    expect((await t.me(a.token)).wallet).toBe(100)
    nextStep()
    const up = await t.call('/stepUp', { code: await codeNow(secret) }, { token: a.token })
    expect(up.status, JSON.stringify(up.body)).toBe(200)
    const sent = await t.call(
      '/transferToUser',
      { toUserId: b.userId, amount: 10, type: 'wallet', otp: T_PASS },
      { token: a.token, key: 'k-after' },
    )
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const renewed = await t.call('/recoveryCodesRenew', {}, { token: a.token })
    expect((renewed.body.data as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10)
    const removed = await t.call('/totpRemove', {}, { token: a.token })
    expect(removed.body).toMatchObject({ message: factorMessages.totpRemoved })
    // Without a factor, sign-in is the password again, and nothing asks for a step-up.
    const login = await t.call('/login', { userId: a.userId, password: PASSWORD })
    expect(login.body.token).toEqual(expect.any(String))
  })
})

describe('sessions the member sees (ASVS 7.5.2)', () => {
  it('lists device, address, start and last use, marks this one, and ends one or all others', async () => {
    const m = await t.signUp(undefined, 'Sally')
    const login = (ua: string, from: string) =>
      t.call(
        '/login',
        { userId: m.userId, password: PASSWORD },
        { headers: { 'user-agent': ua }, from },
      )
    const laptop = (await login(CHROME_WIN, '203.0.113.7')).body.token as string
    const phone = (await login(FIREFOX_LINUX, '198.51.100.9')).body.token as string
    const list = await t.call('/getSessions', {}, { token: laptop })
    const data = list.body.data as {
      id: string
      device: string
      address: string
      current: boolean
      startedAt: string
      lastUsedAt: string
    }[]
    expect(data).toHaveLength(3)
    expect(data.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome on Windows'])
    const other = data.find((s) => s.device === 'Firefox on Linux')
    expect(other).toMatchObject({ address: '198.51.100.9', current: false })
    expect(Date.parse(other?.lastUsedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(other?.startedAt ?? ''),
    )
    // No session id or token in the list.
    expect(JSON.stringify(list.body)).not.toContain(phone.split('.')[1] ?? '?')
    const ended = await t.call('/endSession', { id: other?.id }, { token: laptop })
    expect(ended.body).toMatchObject({ message: factorMessages.sessionEnded })
    expect((await t.call('/getUser', {}, { token: phone })).status).toBe(401)
    expect((await t.call('/getUser', {}, { token: laptop })).status).toBe(200)
    const self = await t.call(
      '/endSession',
      { id: data.find((s) => s.current)?.id },
      { token: laptop },
    )
    expect(self.body).toMatchObject({ message: factorMessages.currentSession })
    // Another member's handle ends nothing.
    const x = await t.signUp(undefined, 'Xeno')
    const foreign = await t.call('/endSession', { id: data[2]?.id ?? '' }, { token: x.token })
    expect(foreign.status).toBe(400)
    expect((await t.call('/getUser', {}, { token: m.token })).status).toBe(200)
    await t.call('/endOtherSessions', {}, { token: laptop })
    expect((await t.call('/getUser', {}, { token: m.token })).status).toBe(401)
    const left = await t.call('/getSessions', {}, { token: laptop })
    expect((left.body.data as unknown[]).length).toBe(1)
  })
})

describe('notices (ASVS 6.3.4 / 6.3.6)', () => {
  it('mails a sign-in from a new device (not from a known one) and every factor or password change', async () => {
    const m = await t.signUp(undefined, 'Nora')
    const to = 'nora@example.com'
    const first = await t.call(
      '/login',
      { userId: m.userId, password: PASSWORD },
      { headers: { 'user-agent': CHROME_WIN }, from: '203.0.113.50' },
    )
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? ''
    await vi.waitFor(
      () => expect(subjects(to)).toContain('Trellis: a sign-in from a new device'),
      MAIL_WAIT,
    )
    const notice = t.mailer.sent.find((x) => x.to === to && /new device/.test(x.subject))
    expect(notice?.text).toContain('Chrome on Windows')
    expect(notice?.text).toContain('203.0.113.50')
    await t.call('/login', { userId: m.userId, password: PASSWORD }, { headers: { cookie } })
    const { secret } = await enrol(first.body.token as string)
    await t.call(
      '/changePassword',
      { oldPassword: PASSWORD, password: 'Other#Pass1', cpassword: 'Other#Pass1' },
      { token: first.body.token as string },
    )
    await vi.waitFor(() => {
      const texts = t.mailer.sent.filter((x) => x.to === to).map((x) => x.text)
      expect(texts.some((x) => /authenticator app was added/.test(x))).toBe(true)
      expect(texts.some((x) => /login password was changed/.test(x))).toBe(true)
    }, MAIL_WAIT)
    // One new-device mail: the known browser's sign-in sent none.
    expect(subjects(to).filter((s) => /new device/.test(s))).toHaveLength(1)
    // No mail carries the key or a code.
    for (const mail of t.mailer.sent.filter((x) => x.to === to))
      expect(mail.text).not.toContain(secret)
  })
})

describe('operator recovery (app and recovery codes lost)', () => {
  const DELAY_MS = 72 * 60 * 60_000

  it('removes the app only 72 hours after an operator starts it, mailing the member both times', async () => {
    const m = await t.signUp(undefined, 'Lost')
    await enrol(m.token)
    const started = await t.ops('POST', `/members/${m.userId}/factor-recovery`)
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    await vi.waitFor(
      () =>
        expect(subjects('lost@example.com')).toContain(
          'Trellis: removing your authenticator app was requested',
        ),
      MAIL_WAIT,
    )
    // Until then the password alone still opens no session.
    const early = await t.call('/login', { userId: m.userId, password: PASSWORD })
    expect(early.body).toMatchObject({ factorRequired: true })
    t.clock.offsetMs += DELAY_MS
    const late = await t.call('/login', { userId: m.userId, password: PASSWORD })
    expect(late.body.token).toEqual(expect.any(String))
    await vi.waitFor(
      () =>
        expect(
          t.mailer.sent.some(
            (x) => x.to === 'lost@example.com' && /operator recovery removed it/.test(x.text),
          ),
        ).toBe(true),
      MAIL_WAIT,
    )
    const none = await t.ops('POST', `/members/${m.userId}/factor-recovery`)
    expect(none.status).toBe(404)
  })

  it('a right code before the delay cancels it', async () => {
    const m = await t.signUp(undefined, 'Kept')
    const { secret } = await enrol(m.token)
    await t.ops('POST', `/members/${m.userId}/factor-recovery`)
    await signIn(m.userId, async () => {
      nextStep()
      return codeNow(secret)
    })
    t.clock.offsetMs += DELAY_MS
    const login = await t.call('/login', { userId: m.userId, password: PASSWORD })
    expect(login.body).toMatchObject({ factorRequired: true })
  })
})
