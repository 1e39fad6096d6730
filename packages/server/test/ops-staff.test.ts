// Operator accounts (issue 25): made by the command line, a password from the mailed link, the
// authenticator app enrolled at the first sign-in, a code taken once, guessing limited by the
// database-kept guard as a member's is, sessions that end on sign-out and after 30 idle minutes.
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  factorTriesLeft,
  OPS_IDLE_MINUTES,
  opsMessages,
  RECOVERY_CODE_COUNT,
  serverMessages,
  type OpsSignInStep,
} from '@trellis/contract'
import { query } from '../src/db/client'
import { run } from '../src/ops/cli'
import { FIRST_ADMIN_ONLY } from '../src/staff/operators'
import { fileTestApp, OPS_TOKEN, startTestApp } from './helpers/app'
import {
  codeAt,
  cookieOf,
  mailedToken,
  newOperator,
  OPS_PASSWORD,
  opsCall,
  passwordStep,
  type TestOperator,
} from './helpers/operators'

const t = fileTestApp()
const MINUTE = 60_000

/** The command line against this app (listening on a free port of 127.0.0.1). */
async function cli(args: string[]): Promise<string[]> {
  const saved = { url: process.env.TRELLIS_URL, token: process.env.OPS_TOKEN }
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  process.env.TRELLIS_URL = `http://127.0.0.1:${port}`
  process.env.OPS_TOKEN = OPS_TOKEN
  try {
    return await run(args)
  } finally {
    for (const [k, v] of [
      ['TRELLIS_URL', saved.url],
      ['OPS_TOKEN', saved.token],
    ] as const) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
}

/** The code step of a sign-in with the right password. */
async function challenge(email: string): Promise<string> {
  const r = await passwordStep(t, email)
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  expect(r.step.step).toBe('code')
  return r.step.challenge
}

let admin: TestOperator

describe('operator sign-in', () => {
  it('an operator made by the command line sets a password and signs in with it and the app', async () => {
    const email = 'ann@ops.example'
    const printed = await cli(['operator', 'add', email, '--role', 'admin'])
    expect(printed.join('\n')).toMatch(/added as admin/)
    const token = mailedToken(t, email)
    // The link is mailed, never printed.
    expect(printed.join('\n')).not.toContain(token)
    // The command line makes the first admin only.
    await expect(cli(['operator', 'add', 'eve@ops.example', '--role', 'admin'])).rejects.toThrow(
      FIRST_ADMIN_ONLY,
    )

    const short = await opsCall(t, 'POST', '/session/set-password', {
      body: { token, password: 'short' },
    })
    expect(short.status).toBe(400)
    expect(short.body.message).toBe(opsMessages.passwordRule)
    const set = await opsCall(t, 'POST', '/session/set-password', {
      body: { token, password: OPS_PASSWORD },
    })
    expect(set.status).toBe(200)
    const again = await opsCall(t, 'POST', '/session/set-password', {
      body: { token, password: OPS_PASSWORD },
    })
    expect(again.body.message).toBe(opsMessages.setPasswordExpired)

    const wrong = await passwordStep(t, email, 'not the password at all')
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe(opsMessages.signInFailed)
    const first = await passwordStep(t, email)
    expect(first.status).toBe(200)
    const step = first.step as Extract<OpsSignInStep, { step: 'enrol' }>
    expect(step.step).toBe('enrol')
    expect(step.enrolment.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/)
    const bad = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: step.challenge, code: await codeAt(t, step.enrolment.secret, 20) },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(factorTriesLeft(4))
    const done = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: step.challenge, code: await codeAt(t, step.enrolment.secret) },
    })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const data = done.body.data as { me: { id: string; role: string }; recoveryCodes: string[] }
    expect(data.me.role).toBe('admin')
    expect(data.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
    const setCookie = String(done.headers['set-cookie'])
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).toMatch(/Path=\/api\/ops/)
    const cookie = cookieOf(done)
    admin = {
      id: data.me.id,
      email,
      role: 'admin',
      cookie,
      secret: step.enrolment.secret,
      recoveryCodes: data.recoveryCodes,
    }

    const me = await opsCall(t, 'GET', '/me', { cookie })
    expect(me.status).toBe(200)
    expect(me.body.data).toMatchObject({ id: admin.id, email, role: 'admin' })
    expect((await opsCall(t, 'GET', '/me')).status).toBe(401)
    // The challenge was used once.
    const reused = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: step.challenge, code: await codeAt(t, step.enrolment.secret, 1) },
    })
    expect(reused.body.message).toBe(opsMessages.challengeExpired)

    // At rest: the password as argon2id, the app's key sealed, no secret in the clear.
    const [row] = await query<{ password_hash: string; totp_secret_enc: string }>(
      t.db.database.db,
      sql`SELECT password_hash, totp_secret_enc FROM operators WHERE id = ${Number(admin.id)}`,
    )
    expect(row?.password_hash).toMatch(/^\$argon2id\$/)
    expect(row?.totp_secret_enc).toMatch(/^v1\./)
    expect(row?.totp_secret_enc).not.toContain(step.enrolment.secret)
    const log = await query<{ actor: string; action: string }>(
      t.db.database.db,
      sql`SELECT actor, action FROM audit_log ORDER BY id`,
    )
    expect(log).toEqual([
      { actor: 'automation', action: 'operator.add' },
      { actor: `operator:${admin.id}`, action: 'operator.set-password' },
      { actor: `operator:${admin.id}`, action: 'operator.totp-enrol' },
      { actor: `operator:${admin.id}`, action: 'session.sign-in' },
    ])
  })

  it('a replayed code is refused; the next time step and a recovery code (once) are taken', async () => {
    // A step the enrolment cannot have used (the test clock moves 30 s past wherever real time
    // is), so the first code is taken whatever the machine's speed; the same code again is not.
    t.clock.offsetMs += 30_000
    const code = await codeAt(t, admin.secret)
    const first = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: await challenge(admin.email), code },
    })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const replay = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: await challenge(admin.email), code },
    })
    expect(replay.status).toBe(400)
    expect(replay.body.message).toBe(factorTriesLeft(4))
    t.clock.offsetMs += 30_000
    const next = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: await challenge(admin.email), code: await codeAt(t, admin.secret) },
    })
    expect(next.status, JSON.stringify(next.body)).toBe(200)
    const recovery = admin.recoveryCodes[0] ?? ''
    const byRecovery = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: await challenge(admin.email), code: recovery },
    })
    expect(byRecovery.status).toBe(200)
    const twice = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: await challenge(admin.email), code: recovery },
    })
    expect(twice.status).toBe(400)
  })

  it('guessing is limited like a member’s: 5 wrong passwords lock, 5 wrong codes pause', async () => {
    const op = await newOperator(t, 'bob@ops.example', 'finance', admin.cookie)
    for (let i = 0; i < 5; i++) {
      const r = await passwordStep(t, op.email, `wrong password ${i}`)
      expect(r.status).toBe(400)
    }
    // Locked: the right password is refused too, with when to try again.
    const locked = await passwordStep(t, op.email)
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(/Too many attempts/)
    expect(locked.headers['retry-after']).toBeDefined()
    // Kept in the database (so across restarts and processes), apart from the members' counters.
    const [guard] = await query<{ locked: boolean }>(
      t.db.database.db,
      sql`SELECT locked_until > now() AS locked FROM auth_guards WHERE subject = ${`ops-login:${op.email}`}`,
    )
    expect(guard?.locked).toBe(true)
    t.clock.offsetMs += 16 * MINUTE

    const c = await challenge(op.email)
    for (let i = 1; i <= 4; i++) {
      const r = await opsCall(t, 'POST', '/session/code', {
        body: { challenge: c, code: await codeAt(t, op.secret, 40 + i) },
      })
      expect(r.body.message).toBe(factorTriesLeft(5 - i))
    }
    const fifth = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: c, code: await codeAt(t, op.secret, 50) },
    })
    expect(fifth.status).toBe(429)
    const paused = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: c, code: await codeAt(t, op.secret) },
    })
    expect(paused.status).toBe(429)
    t.clock.offsetMs += 16 * MINUTE
    const after = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: await challenge(op.email), code: await codeAt(t, op.secret) },
    })
    expect(after.status, JSON.stringify(after.body)).toBe(200)
  })

  it('the session ends after 30 idle minutes and on sign-out; a call within keeps it', async () => {
    t.clock.offsetMs += 30_000
    const fresh = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: await challenge(admin.email), code: await codeAt(t, admin.secret) },
    })
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200)
    const cookie = cookieOf(fresh)
    t.clock.offsetMs += (OPS_IDLE_MINUTES - 1) * MINUTE
    expect((await opsCall(t, 'GET', '/me', { cookie })).status).toBe(200)
    t.clock.offsetMs += (OPS_IDLE_MINUTES - 1) * MINUTE
    expect((await opsCall(t, 'GET', '/me', { cookie })).status).toBe(200)
    t.clock.offsetMs += (OPS_IDLE_MINUTES + 1) * MINUTE
    const idle = await opsCall(t, 'GET', '/me', { cookie })
    expect(idle.status).toBe(401)
    expect(idle.body.message).toBe(opsMessages.sessionEnded)

    const again = await opsCall(t, 'POST', '/session/code', {
      body: { challenge: await challenge(admin.email), code: await codeAt(t, admin.secret) },
    })
    const second = cookieOf(again)
    const out = await opsCall(t, 'POST', '/session/sign-out', { cookie: second })
    expect(out.status).toBe(200)
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/)
    expect((await opsCall(t, 'GET', '/me', { cookie: second })).status).toBe(401)
    const [last] = await query<{ actor: string; action: string }>(
      t.db.database.db,
      sql`SELECT actor, action FROM audit_log ORDER BY id DESC LIMIT 1`,
    )
    expect(last).toEqual({ actor: `operator:${admin.id}`, action: 'session.sign-out' })
  })

  it('the sign-in steps have the member’s per-address limits (a server with them on)', async () => {
    const limited = await startTestApp({ database: t.db, addressLimits: true })
    try {
      const from = '10.9.9.9'
      const statuses: number[] = []
      // Refused before any password check (no e-mail), so only the per-address bucket counts.
      for (let i = 0; i < 11; i++) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/api/ops/session/sign-in',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
          remoteAddress: from,
        })
        statuses.push(r.statusCode)
        if (r.statusCode === 429)
          expect((r.json() as { message: string }).message).toBe(serverMessages.tooManyRequests)
      }
      expect(statuses).toEqual([...Array<number>(10).fill(400), 429])
    } finally {
      await limited.close()
    }
  })
})
