// kill -9 in the middle of a group commit (issue 30, src/domain/group-commit.ts): the real server
// (the code `npm start` runs, in a process group of its own) on PostgreSQL posts ten transfers
// with keys, then gets twenty at once while an open transaction of this test holds an
// uncommitted row of the last one's key, so the batch that carries it stops inside its write
// statement (the group commit's, its ledger rows written, not committed). The server is killed
// there with SIGKILL.
// Checked: every call answered 200 is in the ledger with its key's stored answer, no call that
// got no answer moved a cent, the ledger balances; after a restart every key replayed posts once
// (the answered ones give their first answers back) and replayed again moves nothing.
// PostgreSQL only (a second connection to hold the row); the same batch dying before its commit on
// both databases is test/group-commit.test.ts. Cost: two server starts (~1.5 s of CPU each).
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '@trellis/contract'
import { num, query } from '../src/db/client'
import { ledgerProblems, post } from '../src/domain/ledger'
import { ROOT_ID } from './helpers/app'
import { testDatabase, testDbKind, type TestDatabase } from './helpers/db'
import {
  endSessionsOf,
  exited,
  killAll,
  startKillableServer,
  until,
  untilListening,
  untilSessionsGone,
} from './helpers/killable-server'
import { START_WAIT } from './helpers/progress'

const onPostgres = testDbKind === 'postgres'
const title = onPostgres
  ? 'kill -9 in the middle of a group commit (PostgreSQL)'
  : 'kill -9 in the middle of a group commit (skipped: needs a second connection to hold a row; run with TRELLIS_TEST_DB=postgres)'
const APP = 'trellis-batch-crash'
const ROOT_PASSWORD = 'Root#Pass2026'

describe.skipIf(!onPostgres)(title, () => {
  let db: TestDatabase
  let dir = ''
  const children: ChildProcess[] = []

  beforeAll(async () => {
    if (!onPostgres) return
    db = await testDatabase()
    dir = mkdtempSync(join(tmpdir(), 'trellis-batch-crash-'))
  })

  afterAll(async () => {
    killAll(children)
    await db?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /** Starts the server and waits until it listens; its API's base URL. */
  async function start(name: string): Promise<{ child: ChildProcess; api: string }> {
    const logFile = join(dir, `${name}.log`)
    const child = await startKillableServer({
      databaseUrl: db.url as string,
      dataDir: dir,
      logFile,
      appName: APP,
    })
    children.push(child)
    const port = await untilListening(`${name} to listen`, logFile)
    return { child, api: `http://127.0.0.1:${port}${API_BASE}` }
  }

  async function selfTransfers(): Promise<number> {
    const [r] = await query<{ n: unknown }>(
      db.database.db,
      sql`SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'self-transfer'`,
    )
    return num(r?.n)
  }

  async function storedKeys(): Promise<Map<string, { message: string; wallet: number }>> {
    const rows = await query<{ key: string; answer: string }>(
      db.database.db,
      sql`SELECT key, answer FROM idempotency_keys WHERE call = 'transferToSelf'`,
    )
    return new Map(
      rows.map((r) => {
        const a = JSON.parse(r.answer) as {
          message: string
          memberRow: { balances: { wallet: number } }
        }
        return [r.key, { message: a.message, wallet: a.memberRow.balances.wallet }]
      }),
    )
  }

  it(
    'leaves every answered call posted, every unanswered one unposted, and each key posting once',
    async () => {
      let server = await start('first')
      const login = await fetch(`${server.api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: ROOT_ID, password: ROOT_PASSWORD }),
      })
      expect(login.status).toBe(200)
      const { token } = (await login.json()) as { token: string }
      const [root] = await query<{ id: unknown }>(
        db.database.db,
        sql`SELECT id FROM members WHERE user_id = ${ROOT_ID}`,
      )
      const rootId = num(root?.id)
      await db.database.transaction((tx) =>
        post(tx, {
          kind: 'test-credit',
          memberId: rootId,
          memo: 'Test funds',
          legs: [
            { account: { system: 'deposits-in' }, cents: -1_000_00 },
            { account: { memberId: rootId, wallet: 'wallet' }, cents: 1_000_00 },
          ],
        }),
      )
      /** A $1 move to the package wallet ($1.02 with its fee) under `key`: its status and body. */
      const move = async (api: string, key: string) => {
        const r = await fetch(`${api}/transferToSelf`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify({ amount: 1 }),
        })
        return { status: r.status, body: (await r.json()) as { data?: { wallet: number } } }
      }

      const done: Awaited<ReturnType<typeof move>>[] = []
      for (let i = 0; i < 10; i++) done.push(await move(server.api, `done-${i}`))
      expect(done.map((r) => r.status)).toEqual(Array(10).fill(200))

      // Hold an uncommitted row of the last key: the batch that carries it waits in its write.
      const blocker = new pg.Client({ connectionString: db.url })
      await blocker.connect()
      const answered = new Map<string, number>()
      let inFlight: Promise<unknown>[] = []
      try {
        await blocker.query('BEGIN')
        await blocker.query(
          `INSERT INTO idempotency_keys (member_id, key, call, fingerprint) VALUES ($1, 'crash-19', 'transferToSelf', 'held')`,
          [rootId],
        )
        const held = await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
        const keys = Array.from({ length: 20 }, (_, i) => `crash-${i}`)
        inFlight = keys.map((key) =>
          move(server.api, key).then(
            (r) => answered.set(key, r.status),
            () => undefined, // the connection died with the server
          ),
        )
        await until('the batch to wait inside its write', async () => {
          const r = await query<{ n: unknown }>(
            db.database.db,
            sql`SELECT count(*) AS n FROM pg_stat_activity
                WHERE application_name = ${APP} AND ${held.rows[0]?.pid ?? 0}::int = ANY(pg_blocking_pids(pid))
                  AND query LIKE '%OVERRIDING SYSTEM VALUE%'`,
          )
          return num(r[0]?.n) > 0
        })
        process.kill(-(server.child.pid as number), 'SIGKILL')
        await exited(server.child)
        await Promise.all(inFlight)
        // What the database does once it notices the dead client: its sessions end, their
        // transactions roll back.
        await endSessionsOf(db.database.db, APP)
        await blocker.query('ROLLBACK')
      } finally {
        await blocker.end()
      }
      await untilSessionsGone(db.database.db, APP)

      // Nobody was told "done" before a commit: the answered calls are all posted and stored, the
      // others (the held batch at least) none.
      expect(answered.get('crash-19')).toBeUndefined()
      expect([...answered.values()].every((s) => s === 200)).toBe(true)
      const stored = await storedKeys()
      const posted = 10 + answered.size
      expect(await selfTransfers()).toBe(posted)
      expect([...stored.keys()].sort()).toEqual(
        [...Array.from({ length: 10 }, (_, i) => `done-${i}`), ...answered.keys()].sort(),
      )
      expect(await ledgerProblems(db.database.db)).toEqual({
        unbalanced: 0,
        drifted: 0,
        earningsDrifted: 0,
      })
      const [wallet] = await query<{ cents: unknown }>(
        db.database.db,
        sql`SELECT balance_cents AS cents FROM accounts WHERE member_id = ${rootId} AND name = 'wallet'`,
      )
      expect(num(wallet?.cents)).toBe(1_000_00 - posted * 102)

      // Restarted, every key replayed: each posts once, the answered ones answer as they did.
      server = await start('second')
      const keys = [
        ...Array.from({ length: 10 }, (_, i) => `done-${i}`),
        ...Array.from({ length: 20 }, (_, i) => `crash-${i}`),
      ]
      const replayed = await Promise.all(keys.map((k) => move(server.api, k)))
      expect(replayed.map((r) => r.status)).toEqual(Array(30).fill(200))
      expect(replayed.slice(0, 10).map((r) => r.body)).toEqual(done.map((r) => r.body))
      expect(await selfTransfers()).toBe(30)
      const again = await Promise.all(keys.map((k) => move(server.api, k)))
      expect(again.map((r) => r.body)).toEqual(replayed.map((r) => r.body))
      expect(await selfTransfers()).toBe(30)
      expect(await ledgerProblems(db.database.db)).toEqual({
        unbalanced: 0,
        drifted: 0,
        earningsDrifted: 0,
      })
      server.child.kill('SIGTERM')
      await exited(server.child)
    },
    2 * START_WAIT.capMs + 60_000,
  )
})
