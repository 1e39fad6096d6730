// Real server processes watching one local chain (anvil) on one PostgreSQL: a kill -9 between a
// credit's commit and the cursor's move, then a restart, credits once; two processes watching at
// the same time credit each transfer once. PostgreSQL only (PGlite is one process; the in-process
// crash point in chain-deposits.test.ts covers it there).
// Cost (2-core machine at load 16-20, /usr/bin/time around the file): 7.5 s user + 1.9 s sys on
// PostgreSQL, 27 s wall, three server starts; skipped on PGlite (4.4 s: Vitest's start only).
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Address } from 'viem'
import { num, query } from '../src/db/client'
import { insertMember } from '../src/domain/members'
import { addressDeriver, DEV_XPUB } from '../src/chain/xpub'
import { ROOT_ID } from './helpers/app'
import { fileTestChain } from './helpers/chain'
import { testDatabase, testDbKind, type TestDatabase } from './helpers/db'
import { killAll, startKillableServer, until } from './helpers/killable-server'
import { START_WAIT } from './helpers/progress'

const onPostgres = testDbKind === 'postgres'
const N = 3
const USDT = 10n ** 18n
const SERVER_APP = 'trellis-chain-test-server'

describe.skipIf(!onPostgres)('chain deposits across real server processes (PostgreSQL)', () => {
  const chain = fileTestChain()
  let db: TestDatabase
  let dir = ''
  let token: Address
  const children: ChildProcess[] = []
  const derive = addressDeriver(DEV_XPUB)

  beforeAll(async () => {
    db = await testDatabase()
    dir = mkdtempSync(join(tmpdir(), 'trellis-chain-'))
    token = await chain.deploy(18)
  }, 120_000)

  afterAll(async () => {
    killAll(children)
    await db?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /** The server's code as `npm start` runs it, watching the test chain, in a process group of its own. */
  async function startServer(name: string) {
    const logFile = join(dir, `${name}.log`)
    const child = await startKillableServer({
      databaseUrl: db.url as string,
      dataDir: join(dir, name),
      logFile,
      appName: SERVER_APP,
      extra: {
        CHAIN_RPC_URLS: chain.url,
        CHAIN_ID: '31337',
        CHAIN_TOKEN: token,
        CHAIN_XPUB: DEV_XPUB,
        CHAIN_CONFIRMATIONS: String(N),
        CHAIN_POLL_MS: '50',
        CHAIN_START_BLOCK: '0',
      },
    })
    children.push(child)
    const log = () => readFileSync(logFile, 'utf8')
    const started = until(`${name} to start`, () => /approve-deposit <id>\n─+\n/.test(log()))
    return { child, log, started }
  }

  /** Members with deposit addresses (as getUser makes them), written straight in the tables. */
  async function members(prefix: string, count: number) {
    const out: { id: number; address: Address }[] = []
    await db.database.transaction(async (tx) => {
      const [root] = await query<{ id: unknown }>(
        tx,
        sql`SELECT id FROM members WHERE user_id = ${ROOT_ID}`,
      )
      for (let i = 0; i < count; i++) {
        const id = await insertMember(tx, {
          userId: `${prefix}${String(i).padStart(7, '0')}`,
          sponsorId: num(root?.id),
          firstName: 'Chain',
          lastName: `Member${i}`,
          email: `${prefix.toLowerCase()}${i}@example.com`,
          phone: '+10000000000',
          passwordHash: 'x',
        })
        const [n] = await query<{ i: unknown }>(
          tx,
          sql`SELECT nextval('deposit_address_index_seq') AS i`,
        )
        const address = derive(num(n?.i))
        await tx.execute(
          sql`INSERT INTO deposit_addresses (member_id, address_index, address)
              VALUES (${id}, ${num(n?.i)}, ${address})`,
        )
        out.push({ id, address })
      }
    })
    return out
  }

  /** Rows of chain_deposits and ledger postings per credited log: each must be exactly one. */
  async function creditState() {
    const [r] = await query<{
      credited: unknown
      postings: unknown
      doubles: unknown
      cents: unknown
    }>(
      db.database.db,
      sql`SELECT
            (SELECT count(*) FROM chain_deposits WHERE status = 'credited') AS credited,
            (SELECT count(*) FROM ledger_transactions WHERE kind = 'deposit' AND memo LIKE 'Deposit 0x%#%') AS postings,
            (SELECT count(*) FROM (SELECT memo FROM ledger_transactions WHERE kind = 'deposit'
               GROUP BY memo HAVING count(*) > 1) d) AS doubles,
            (SELECT COALESCE(sum(amount_cents), 0) FROM chain_deposits WHERE status = 'credited') AS cents`,
    )
    return {
      credited: num(r?.credited),
      postings: num(r?.postings),
      doubles: num(r?.doubles),
      cents: num(r?.cents),
    }
  }

  const cursor = async () => {
    const [r] = await query<{ next_block: unknown }>(
      db.database.db,
      sql`SELECT next_block FROM chain_cursors WHERE token = ${token.toLowerCase()}`,
    )
    return r ? num(r.next_block) : null
  }

  it(
    'kill -9 between the credit and the cursor move, then a restart: credited once',
    { timeout: 3 * START_WAIT.capMs },
    async () => {
      const first = await startServer('first')
      await first.started
      await until('the cursor row', async () => (await cursor()) !== null)
      const [m] = await members('CKL', 1)
      // The send's block S counts as its first confirmation: it is final once N - 1 more are
      // mined. Every block mined before then makes an older block final, whose empty scan also
      // moves the cursor: that move must not meet our lock (it would hold the watcher, which would
      // never reach S). So the chain stops one block short, the watcher reads up to S - 1, and
      // only then is the row held and the last block mined: its one run credits S and waits.
      const sent = await chain.send(token, m!.address, 21n * USDT)
      const s = (await chain.client.getTransactionReceipt({ hash: sent })).blockNumber
      await chain.mine(N - 2) // N is 3 here: one block
      await until('the watcher to read up to the block before the send', async () => {
        return (await cursor()) === Number(s)
      })
      // Hold the cursor row: the server's credit commits, then its cursor UPDATE waits on us.
      const holder = new pg.Client({ connectionString: db.url as string })
      await holder.connect()
      // A failure below must not leave the row held for the next test (as a CI run once did).
      let held: number | null
      try {
        await holder.query('BEGIN')
        await holder.query('SELECT * FROM chain_cursors FOR UPDATE')
        await chain.mine(1)
        await until('the credit', async () => (await creditState()).credited === 1)
        // The server is now inside its cursor move, blocked: the exact point. Kill it.
        await until('the cursor update to wait on our lock', async () => {
          const { rows } = await holder.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE application_name = $1 AND wait_event_type = 'Lock' AND query LIKE 'UPDATE chain_cursors%'`,
            [SERVER_APP],
          )
          return rows[0].n === 1
        })
        process.kill(-(first.child.pid as number), 'SIGKILL')
        await new Promise<void>((done) =>
          first.child.exitCode !== null || first.child.signalCode !== null
            ? done()
            : first.child.once('exit', () => done()),
        )
        // Its sessions end too (a dead machine's would): a waiting statement of a killed client
        // still runs once the lock is free, as PostgreSQL learns of the death only when it answers.
        await holder.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
          [SERVER_APP],
        )
        held = await cursor()
        await holder.query('ROLLBACK')
      } finally {
        await holder.end()
      }
      // The cursor never moved past the credited block.
      expect(await cursor()).toBe(held)
      const second = await startServer('second')
      await second.started
      const head = Number(await chain.head())
      await until(
        'the restarted watcher to pass the block',
        async () => ((await cursor()) ?? 0) > head - N,
      )
      expect(await creditState()).toEqual({ credited: 1, postings: 1, doubles: 0, cents: 2100 })
      process.kill(-(second.child.pid as number), 'SIGTERM')
    },
  )

  it(
    'two server processes watching at once: every transfer credited once',
    { timeout: 3 * START_WAIT.capMs },
    async () => {
      const a = await startServer('a')
      const b = await startServer('b')
      await Promise.all([a.started, b.started])
      const before = await creditState()
      const ms = await members('CTW', 6)
      // 18 transfers: 6 transactions of 3 logs each, spread over blocks both processes read.
      for (let i = 0; i < 6; i++) {
        await chain.sendMany(
          token,
          [ms[i]!.address, ms[(i + 1) % 6]!.address, ms[(i + 2) % 6]!.address],
          [1n * USDT, 2n * USDT, 3n * USDT],
        )
        await chain.mine(1)
      }
      await chain.mine(N)
      await until('18 credits', async () => (await creditState()).credited - before.credited === 18)
      const head = Number(await chain.head())
      await until('both past the head', async () => ((await cursor()) ?? 0) > head - N)
      const after = await creditState()
      expect(after.credited - before.credited).toBe(18)
      expect(after.postings - before.postings).toBe(18)
      expect(after.doubles).toBe(0)
      expect(after.cents - before.cents).toBe(6 * 600)
      for (const s of [a, b]) process.kill(-(s.child.pid as number), 'SIGTERM')
    },
  )
})
