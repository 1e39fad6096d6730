// Two real server processes on one PostgreSQL, started WITHOUT JWT_SECRET and CODE_SECRET (each
// with its own DATA_DIR, as two machines behind a load balancer): they share the keys the first
// one kept in the database, so a session signed by one is accepted by the other, a code mailed by
// one is spent on the other, and an idempotency key replayed on the other gets the same answer.
// PostgreSQL only: PGlite is one process's database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { num, query } from '../src/db/client'
import { post } from '../src/domain/ledger'
import type { Mailbox } from '../bench/money/mailbox'
import type { RunningServer } from '../bench/money/server-process'
import { testDbKind, type TestDatabase } from './helpers/db'
import { serverProcesses, startsMs, type ServerProcesses } from './helpers/server-processes'

const onPostgres = testDbKind === 'postgres'
const title = onPostgres
  ? 'two server processes on one PostgreSQL, no JWT_SECRET or CODE_SECRET set'
  : 'two server processes sharing keys (skipped: PGlite is one process; run with TRELLIS_TEST_DB=postgres)'

const ROOT = 'BCH0000001'
const PASSWORD = 'Secret#123'
let set: ServerProcesses
let db: TestDatabase
let mailbox: Mailbox
let servers: RunningServer[] = []

beforeAll(async () => {
  if (!onPostgres) return
  set = await serverProcesses('trellis-keys-')
  ;({ db, mailbox, servers } = set)
  const settings = { opsToken: 'o'.repeat(40), rootUserId: ROOT, rootPassword: 'Root#Pass2026' }
  // One after the other: the first creates the root member (and the keys).
  for (const name of ['a', 'b']) await set.start(name, settings)
}, startsMs(2))

afterAll(async () => {
  if (onPostgres) await set?.stop()
})

async function call(
  server: RunningServer,
  path: string,
  body: unknown,
  o: { token?: string; key?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (o.token) headers.authorization = `Bearer ${o.token}`
  if (o.key) headers['idempotency-key'] = o.key
  const res = await fetch(`http://127.0.0.1:${server.port}/api${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Credits the income wallet straight in the ledger (no call credits it; see helpers/app.ts). */
async function fundIncome(userId: string, cents: number) {
  const [m] = await query<{ id: unknown }>(
    db.database.db,
    sql`SELECT id FROM members WHERE user_id = ${userId}`,
  )
  const memberId = num(m?.id)
  await db.database.transaction((tx) =>
    post(tx, {
      kind: 'test-credit',
      memberId,
      memo: 'Test credit',
      legs: [
        { account: { system: 'deposits-in' }, cents: -cents },
        { account: { memberId, wallet: 'wallet' }, cents },
      ],
    }),
  )
}

describe.skipIf(!onPostgres)(title, () => {
  it('a session, a mailed code and an idempotency key work on either process', async () => {
    const [a, b] = servers as [RunningServer, RunningServer]
    const signUp = await call(a, '/register', {
      userId: ROOT,
      firstName: 'Kay',
      lastName: 'Shared',
      email: 'kay@example.com',
      phone: '+44 20 7946 0000',
      password: PASSWORD,
      cpassword: PASSWORD,
    })
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200)
    const userId = (signUp.body.user as { userId: string }).userId
    // A session signed by A is good on B.
    const onB = await call(b, '/getUser', {}, { token: signUp.body.token as string })
    expect(onB.status, JSON.stringify(onB.body)).toBe(200)

    // A reset code mailed through A is accepted by B.
    const mailed = mailbox.nextCode('kay@example.com')
    expect((await call(a, '/forgotPassword', { userId })).status).toBe(200)
    const code = await mailed
    expect(code).toMatch(/^\d{6}$/)
    const fresh = 'Shared#2026'
    const reset = await call(b, '/resetPassword', {
      userId,
      code,
      password: fresh,
      cpassword: fresh,
    })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)

    // A money call with a key on A, replayed on B: the same answer, money moved once.
    const login = await call(b, '/login', { userId, password: fresh })
    expect(login.status).toBe(200)
    const token = login.body.token as string
    await fundIncome(userId, 10_000)
    const first = await call(a, '/transferToSelf', { amount: 50 }, { token, key: 'shared-key-1' })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const again = await call(b, '/transferToSelf', { amount: 50 }, { token, key: 'shared-key-1' })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body).toEqual(first.body)
    const [moves] = await query<{ n: unknown }>(
      db.database.db,
      sql`SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'self-transfer'`,
    )
    expect(num(moves?.n)).toBe(1)
    // One key in the table, neither process wrote its own key file.
    const [keys] = await query<{ n: unknown }>(
      db.database.db,
      sql`SELECT count(*) AS n FROM server_secrets`,
    )
    expect(num(keys?.n)).toBe(2)
    expect(a.death()).toBeUndefined()
    expect(b.death()).toBeUndefined()
  })
})
