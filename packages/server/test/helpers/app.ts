// A running app on a fresh database, plus the few moves most tests need: sign up, fund a wallet
// through the real deposit path, set a transaction password, read balances and ledger counts.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { API_BASE, type Member } from '@trellis/contract'
import { buildApp, type AppOptions } from '../../src/app'
import type { Chain } from '../../src/chain/client'
import type { TrustProxy } from '../../src/env'
import type { ReadQueueOptions } from '../../src/http/read-queue'
import { num, query } from '../../src/db/client'
import { grantBonus as postBonus } from '../../src/domain/bonus'
import { ensureRoot } from '../../src/domain/members'
import { ledgerProblems, post } from '../../src/domain/ledger'
import { memoryMailer, type Mailer, type MailMessage } from '../../src/mail/mailer'
import { testDatabase, type TestDatabase } from './db'
import { hooked, type DbHooks } from './hooked-db'

/** Which database the suite runs on (TRELLIS_TEST_DB=postgres), for tests outside the server. */
export { testDbKind } from './db'

export const ROOT_ID = 'BCH0000001'
export const ROOT_PASSWORD = 'Root#Pass1'
export const PASSWORD = 'Secret#123'
export const OPS_TOKEN = 'test-ops-token'
export const T_PASS = '432100'

export type TestApp = Awaited<ReturnType<typeof startTestApp>>

/** What a test may change about the app (see AppOptions). */
export interface TestAppOptions {
  /**
   * Per-address limits. Off by default: every injected call comes from one address, and most files
   * sign up more members than a real address may; test/limits.test.ts turns them on.
   */
  addressLimits?: boolean
  trustProxy?: TrustProxy
  /** Another app on the same database (a second server process, a restart). */
  database?: TestDatabase
  /** PostgreSQL: a cluster the test may stop and start (t.db.stopServer, startServer). */
  ownServer?: boolean
  /** A mailer of the test's own (e.g. one whose sends the test holds); in memory by default. */
  mailer?: Mailer & { sent: MailMessage[] }
  /** The read queue's bounds (default: the server's for the database's kind). */
  readQueue?: Partial<ReadQueueOptions>
  /** A chain to watch (test/helpers/chain.ts). */
  chain?: Chain
  /** Withdrawal approval amounts, limits, the hot wallet (src/payouts). */
  payouts?: AppOptions['payouts']
}

/** Builds the app on a fresh database with the root member. `clock.now` can be moved. */
export async function startTestApp(options: TestAppOptions = {}) {
  const db: TestDatabase =
    options.database ?? (await testDatabase({ ownServer: options.ownServer ?? false }))
  const mailer = options.mailer ?? memoryMailer()
  const clock = { offsetMs: 0 }
  const app = await buildApp({
    database: db.database,
    mailer,
    jwtSecret: 'x'.repeat(40),
    codeSecret: 'c'.repeat(40),
    opsToken: OPS_TOKEN,
    now: () => new Date(Date.now() + clock.offsetMs),
    addressLimits: options.addressLimits ?? false,
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.readQueue ? { readQueue: options.readQueue } : {}),
    ...(options.chain ? { chain: options.chain } : {}),
    ...(options.payouts ? { payouts: options.payouts } : {}),
  })
  await ensureRoot(app.deps, ROOT_ID, ROOT_PASSWORD)
  await app.ready()

  /** Sends one call as JSON; `token` adds the bearer header, `key` the idempotency key. */
  async function call(
    path: string,
    body?: unknown,
    o: {
      token?: string
      key?: string
      method?: 'GET' | 'POST'
      raw?: string
      type?: string
      /** The client's socket address (default 127.0.0.1). */
      from?: string
      headers?: Record<string, string>
    } = {},
  ) {
    const headers: Record<string, string> = { ...o.headers }
    if (o.token) headers.authorization = `Bearer ${o.token}`
    if (o.key) headers['idempotency-key'] = o.key
    const method = o.method ?? 'POST'
    let payload: string | undefined
    if (method === 'POST') {
      headers['content-type'] = o.type ?? 'application/json'
      payload = o.raw ?? JSON.stringify(body ?? {})
    }
    const res = await app.inject({
      method,
      url: `${API_BASE}${path}`,
      headers,
      payload,
      ...(o.from ? { remoteAddress: o.from } : {}),
    })
    return {
      headers: res.headers,
      status: res.statusCode,
      body: res.json() as Record<string, unknown> & { message?: string },
    }
  }

  async function ops(method: 'GET' | 'POST', path: string, body?: unknown) {
    const res = await app.inject({
      method,
      url: `${API_BASE}/ops${path}`,
      headers: {
        authorization: `Bearer ${OPS_TOKEN}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      payload: body ? JSON.stringify(body) : undefined,
    })
    return { status: res.statusCode, body: res.json() as Record<string, unknown> }
  }

  async function login(userId = ROOT_ID, password = ROOT_PASSWORD): Promise<string> {
    const r = await call('/login', { userId, password })
    expect(r.status).toBe(200)
    return r.body.token as string
  }

  /** Signs up a member under `sponsor` and returns its user id and token. */
  async function signUp(sponsor = ROOT_ID, firstName = 'Ada') {
    const r = await call('/register', registration(sponsor, firstName))
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const user = r.body.user as Member
    return { userId: user.userId, token: r.body.token as string }
  }

  /** Credits the package wallet through a real deposit and its approval. */
  async function fundPackage(token: string, amount: number) {
    const trx = `0x${randomBytes(32).toString('hex')}`
    const r = await call(
      '/deposit-request',
      { rDate: '2026-11-22', pType: 6, amount, trx },
      { token },
    )
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const list = await ops('GET', '/deposits?status=pending')
    const mine = (list.body.data as { id: string; trx: string }[]).find((d) => d.trx === trx)
    const a = await ops('POST', `/deposits/${mine?.id}/approve`)
    expect(a.status).toBe(200)
  }

  /**
   * Credits the income wallet. No call credits it directly (only ROI, level and membership income
   * do), so tests post a balanced ledger movement from deposits-in, as the ledger rules require.
   */
  async function fundIncome(userId: string, amount: number) {
    const cents = Math.round(amount * 100)
    const [m] = await query<{ id: unknown }>(
      db.database.db,
      sql`SELECT id FROM members WHERE user_id = ${userId}`,
    )
    await db.database.transaction((tx) =>
      post(tx, {
        kind: 'test-credit',
        memberId: num(m?.id),
        memo: 'Test credit',
        legs: [
          { account: { system: 'deposits-in' }, cents: -cents },
          { account: { memberId: num(m?.id), wallet: 'wallet' }, cents },
        ],
      }),
    )
  }

  /**
   * Grants a bonus as an approved proposal posts it (src/staff/proposals.ts): the operator's
   * maker-checker path is test/ops-roles.test.ts's; tests of what a member does with a bonus
   * start from the posting.
   */
  async function grantBonus(userId: string, amount: number) {
    const [m] = await query<{ id: unknown }>(
      db.database.db,
      sql`SELECT id FROM members WHERE user_id = ${userId}`,
    )
    const day = app.deps.now().toISOString().slice(0, 10)
    await db.database.transaction((tx) =>
      postBonus(tx, num(m?.id), Math.round(amount * 100), 'Bonus', day),
    )
  }

  async function setTpass(token: string, tPass = T_PASS) {
    const r = await call('/updateUser', { t_pass: tPass }, { token })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
  }

  /** Funds the package wallet with `amount` through a deposit and invests all of it in `plan`. */
  async function invest(token: string, amount: number, plan = 'growth') {
    await fundPackage(token, amount)
    const r = await call('/investNow', { wallet: 'package', amount, plan }, { token })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
  }

  async function me(token: string): Promise<Member> {
    const r = await call('/getUser', {}, { token })
    return r.body.data as Member
  }

  /** Row counts and the sum of all balances: equal before and after a refused call. */
  async function snapshot() {
    const [r] = await query<Record<string, unknown>>(
      db.database.db,
      sql`SELECT (SELECT count(*) FROM ledger_transactions) AS tx, (SELECT count(*) FROM ledger_entries) AS entries,
                 (SELECT count(*) FROM deposits) AS deposits, (SELECT count(*) FROM withdrawals) AS withdrawals,
                 (SELECT count(*) FROM investments) AS investments, (SELECT count(*) FROM members) AS members,
                 (SELECT string_agg(id::text || ':' || balance_cents::text, ',' ORDER BY id) FROM accounts) AS balances`,
    )
    return Object.fromEntries(Object.entries(r ?? {}).map(([k, v]) => [k, String(v)]))
  }

  /** Every transaction sums to zero and every balance equals its entries. */
  async function expectLedgerSound() {
    expect(await ledgerProblems(db.database.db)).toEqual({
      unbalanced: 0,
      drifted: 0,
      earningsDrifted: 0,
    })
  }

  async function close() {
    await app.close()
    if (!options.database) await db.close()
  }

  return {
    app,
    db,
    mailer,
    clock,
    call,
    ops,
    login,
    signUp,
    fundPackage,
    fundIncome,
    grantBonus,
    invest,
    setTpass,
    me,
    snapshot,
    expectLedgerSound,
    close,
  }
}

/** What `fileTestApp` may change about the app, and whether there is one. */
export interface FileTestAppOptions extends TestAppOptions {
  /** Makes no app at all, as `describe.skipIf` skips the tests (PostgreSQL-only files). */
  skip?: boolean
  /**
   * The app's database wrapped so the test acts around its statements and commits
   * (hooked-db.ts); the hooks are cleared before the ledger check and the close.
   */
  hooks?: DbHooks
}

/**
 * The app of one test file (or one describe block): started before its first test and closed after
 * its last, with the ledger checked last. The object is filled in by the before-all hook, so it
 * can be named at the top of the file and used inside the tests. A file that needs more before
 * its tests adds its own beforeAll after this call: hooks run in the order they were added (and
 * after-all hooks in reverse), so the app is there by then and still there in its own after-all.
 */
export function fileTestApp(options: FileTestAppOptions = {}): TestApp {
  const { skip = false, hooks, ...appOptions } = options
  const t = {} as TestApp
  let started = false
  let wrapped: TestDatabase | undefined
  beforeAll(async () => {
    if (skip) return
    if (hooks) {
      wrapped = await testDatabase()
      appOptions.database = { ...wrapped, database: hooked(wrapped.database, hooks) }
    }
    Object.assign(t, await startTestApp(appOptions))
    started = true
  })
  afterAll(async () => {
    for (const k of Object.keys(hooks ?? {})) delete hooks?.[k as keyof DbHooks]
    // Nothing to close when the start failed or was skipped; its own error is the one to read.
    if (!started) return await wrapped?.close()
    // A test may have moved the clock; the ledger check and the close run on today.
    t.clock.offsetMs = 0
    try {
      await t.expectLedgerSound()
    } finally {
      await t.close()
      await wrapped?.close()
    }
  })
  return t
}

export const DAY_MS = 86_400_000

/** The day `n` days after today (YYYY-MM-DD, UTC). */
/**
 * An app serving the built app in `staticDir` (test/headers, app, brand-files, compression), on
 * the database of `t` with its own mailer and fixed secrets.
 */
export function appServing(t: TestApp, staticDir: string) {
  return buildApp({
    database: t.db.database,
    mailer: memoryMailer(),
    jwtSecret: 'y'.repeat(40),
    codeSecret: 'c'.repeat(40),
    opsToken: 'z',
    staticDir,
  })
}

export function dayAfter(n: number): string {
  return new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10)
}

/** The last 6-digit code e-mailed to `to`. */
export function lastCode(mailer: { sent: { to: string; text: string }[] }, to: string): string {
  const m = [...mailer.sent].reverse().find((x) => x.to === to)
  const code = /\b(\d{6})\b/.exec(m?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

/** The sign-up body the helpers use: a member called `firstName` under `sponsor`. */
export function registration(sponsor: string, firstName: string) {
  return {
    userId: sponsor,
    firstName,
    lastName: 'Lovelace',
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '+44 20 7946 0000',
    password: PASSWORD,
    cpassword: PASSWORD,
  }
}
