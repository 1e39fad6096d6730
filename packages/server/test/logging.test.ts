// Logs carry no secrets: a failed query's parameters, hashes, passwords, codes and tokens never
// reach the log stream, while the failure itself is still logged (name, code, route).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '@trellis/contract'
import { buildApp } from '../src/app'
import { scrubbed } from '../src/http/logging'
import { query } from '../src/db/client'
import { ensureRoot } from '../src/domain/members'
import { memoryMailer } from '../src/mail/mailer'
import { testDatabase, type TestDatabase } from './helpers/db'

const SENTINEL = 'Sentinel9Secret'
const lines: string[] = []
let db: TestDatabase
let app: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  db = await testDatabase()
  app = await buildApp({
    database: db.database,
    mailer: memoryMailer(),
    jwtSecret: 'j'.repeat(40),
    codeSecret: 'c'.repeat(40),
    opsToken: 'o'.repeat(40),
    logger: { stream: { write: (line) => void lines.push(line) } },
  })
  // A query that fails with secret-looking parameters: drizzle's message lists them after
  // "params:". (Not a data error such as a bad cast: those are the input's fault and answer 400.)
  app.get(`${API_BASE}/test-fail`, async () =>
    query(
      db.database.db,
      sql`SELECT ${SENTINEL} AS n, ${`$argon2id$${SENTINEL}`} AS h FROM no_such_table`,
    ),
  )
  // A route that logs objects with secret-named fields, as careless code might.
  app.post(`${API_BASE}/test-log`, async (request) => {
    request.log.info({ body: request.body, headers: request.headers }, 'careless')
    request.log.info({ password: SENTINEL, user: { t_pass: SENTINEL, otp: SENTINEL } }, 'worse')
    request.log.info(
      { a: { b: { c: { d: { password: SENTINEL } } } }, items: [{ code: SENTINEL }] },
      'deeper',
    )
    return { ok: true }
  })
  await ensureRoot(app.deps, 'BCH0000001', 'Root#Pass1')
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await db.close()
})

describe('logs without secrets', () => {
  it('a failed query is logged with its route and code, never its parameters', async () => {
    const res = await app.inject({ method: 'GET', url: `${API_BASE}/test-fail` })
    expect(res.statusCode).toBe(500)
    expect(res.body).not.toContain(SENTINEL)
    const log = lines.join('')
    expect(log).toContain('request failed')
    expect(log).toContain('/api/test-fail')
    expect(log).toContain('42P01') // the SQLSTATE still tells the operator what went wrong
    expect(log).not.toContain(SENTINEL)
    expect(log).not.toContain('$argon2id')
  })

  it('a NUL-byte sign-up logs neither the hash, nor the e-mail, nor the phone, nor the password', async () => {
    lines.length = 0
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE}/register`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        userId: 'BCH0000001',
        firstName: 'A\u0000da',
        lastName: 'Lovelace',
        email: `${SENTINEL.toLowerCase()}@example.com`,
        phone: '+44 20 7946 0999',
        password: `${SENTINEL}#1`,
        cpassword: `${SENTINEL}#1`,
      }),
    })
    expect(res.statusCode).toBeLessThan(600)
    const log = lines.join('')
    expect(log.toLowerCase()).not.toContain(SENTINEL.toLowerCase())
    expect(log).not.toContain('$argon2')
    expect(log).not.toContain('7946 0999')
  })

  it('censors authorization, cookies and password, t_pass, otp, code and token fields, at any depth and in arrays', async () => {
    lines.length = 0
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE}/test-log?token=${SENTINEL}`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${SENTINEL}`,
        cookie: `session=${SENTINEL}`,
      },
      payload: JSON.stringify({ password: SENTINEL, code: SENTINEL, token: SENTINEL }),
    })
    expect(res.statusCode).toBe(200)
    const log = lines.join('')
    expect(log).toContain('careless')
    expect(log).toContain('worse')
    expect(log).toContain('deeper')
    expect(log).toContain('[redacted]')
    expect(log).not.toContain(SENTINEL)
  })
})

describe('request lines', () => {
  it('logs a request once, when answered: method, path without its query, status, time', async () => {
    lines.length = 0
    const res = await app.inject({ method: 'GET', url: `${API_BASE}/healthz?token=${SENTINEL}` })
    const mine = lines
      .flatMap((chunk) => chunk.split('\n'))
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.reqId !== undefined)
    expect(mine.map((l) => l.msg)).toEqual(['request completed'])
    const [line] = mine
    expect({
      req: line?.req,
      res: line?.res,
      timed: typeof line?.responseTime === 'number',
    }).toEqual({
      req: {
        method: 'GET',
        url: `${API_BASE}/healthz`,
        host: 'localhost:80',
        remoteAddress: '127.0.0.1',
      },
      res: { statusCode: res.statusCode },
      timed: true,
    })
    expect(lines.join('')).not.toContain(SENTINEL)
  })
})

describe('scrubbed', () => {
  it("copies only what holds a secret and never changes the caller's object", () => {
    const clean = { req: { method: 'GET', url: '/x' }, res: { statusCode: 200 } }
    expect(scrubbed(clean)).toBe(clean)
    const body = { user: { name: 'Ada', otp: '123456' }, list: [{ token: 't' }, { n: 1 }] }
    const out = scrubbed(body)
    expect(out).toEqual({
      user: { name: 'Ada', otp: '[redacted]' },
      list: [{ token: '[redacted]' }, { n: 1 }],
    })
    expect(body.user.otp).toBe('123456')
    expect(body.list[0]?.token).toBe('t')
    expect(out.list[1]).toBe(body.list[1])
  })
})
