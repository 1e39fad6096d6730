// Real server processes paying withdrawals from one hot wallet on one local chain (anvil) and one
// PostgreSQL, counted on the chain: a `kill -9` right after a payout is signed and stored (before
// its broadcast), and one right after its broadcast (before its hash is recorded), each followed
// by a restart, pay each withdrawal exactly once; two processes paying the same queue at once pay
// each once. The kills come from the server itself at the exact point (TRELLIS_TEST_PAYOUT_CRASH,
// src/main.ts: SIGKILL, as a power cut). PostgreSQL only (PGlite is one process; the in-process
// crash points of test/payouts.test.ts cover it there).
// Cost (2-core machine at load 12-14, /usr/bin/time around the file): 15-20 s user + 4 s sys,
// 28-48 s wall on PostgreSQL (four server starts: the last restart is also the first of the two
// processes); skipped on PGlite (4 s: Vitest and anvil start only).
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAbiItem, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { num, query } from '../src/db/client'
import { post } from '../src/domain/ledger'
import { insertMember } from '../src/domain/members'
import { DEV_XPUB } from '../src/chain/xpub'
import { ROOT_ID } from './helpers/app'
import { fileTestChain } from './helpers/chain'
import { testDatabase, testDbKind, type TestDatabase } from './helpers/db'
import { killAll, startKillableServer, until } from './helpers/killable-server'
import { START_WAIT } from './helpers/progress'

const onPostgres = testDbKind === 'postgres'
const USDT = 10n ** 18n
const TRANSFER = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)

describe.skipIf(!onPostgres)('payouts across real server processes (PostgreSQL)', () => {
  const chain = fileTestChain()
  let db: TestDatabase
  let dir = ''
  let token: Address
  const key = generatePrivateKey()
  const hot = privateKeyToAccount(key).address
  const children: ChildProcess[] = []
  const logs: string[] = []
  let seq = 0
  /** A server left running by one test for the next. */
  let running: Awaited<ReturnType<typeof startServer>> | undefined

  beforeAll(async () => {
    db = await testDatabase()
    dir = mkdtempSync(join(tmpdir(), 'trellis-payouts-'))
    token = await chain.deploy(18)
    await chain.client.setBalance({ address: hot, value: 10n ** 18n })
    await chain.send(token, hot, 10_000n * USDT)
  }, 120_000)

  afterAll(async () => {
    killAll(children)
    // The hot wallet's key is never written to a log (nor the start's output, which is the log).
    for (const log of logs) expect(readFileSync(log, 'utf8')).not.toContain(key.slice(2))
    expect(logs.length).toBeGreaterThanOrEqual(4)
    await db?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /** The server's code as `npm start` runs it, paying from the hot wallet, in a process group of its own. */
  async function startServer(name: string, crash?: 'after-sign' | 'after-broadcast') {
    const logFile = join(dir, `${name}.log`)
    logs.push(logFile)
    const child = await startKillableServer({
      databaseUrl: db.url as string,
      dataDir: join(dir, name),
      logFile,
      appName: 'trellis-payout-test-server',
      extra: {
        CHAIN_RPC_URLS: chain.url,
        CHAIN_ID: '31337',
        CHAIN_TOKEN: token,
        CHAIN_XPUB: DEV_XPUB,
        CHAIN_CONFIRMATIONS: '2',
        CHAIN_POLL_MS: '50',
        CHAIN_START_BLOCK: '0',
        PAYOUT_KEY: key,
        ...(crash ? { TRELLIS_TEST_PAYOUT_CRASH: crash } : {}),
      },
    })
    children.push(child)
    const log = () => readFileSync(logFile, 'utf8')
    const exited = new Promise<void>((done) => child.once('exit', () => done()))
    const started = () => until(`${name} to start`, () => /approve-deposit <id>\n─+\n/.test(log()))
    return { child, log, exited, started }
  }

  /**
   * `count` approved withdrawals of `dollars` each, each to an address of its own, written
   * straight in the tables with their balanced ledger posting (as a request and approval leave them).
   */
  async function approved(count: number, dollars: number) {
    const out: { id: number; to: Address }[] = []
    await db.database.transaction(async (tx) => {
      // The members hang under the root, made here when no server has started yet (a start
      // finds it and leaves it).
      let [root] = await query<{ id: unknown }>(
        tx,
        sql`SELECT id FROM members WHERE user_id = ${ROOT_ID}`,
      )
      if (!root) {
        const id = await insertMember(tx, {
          userId: ROOT_ID,
          sponsorId: null,
          firstName: 'Root',
          lastName: 'Member',
          email: 'root@example.com',
          phone: '+10000000000',
          passwordHash: 'x',
        })
        root = { id }
      }
      for (let i = 0; i < count; i++) {
        seq++
        const memberId = await insertMember(tx, {
          userId: `PAY${String(seq).padStart(7, '0')}`,
          sponsorId: num(root?.id),
          firstName: 'Payee',
          lastName: `N${seq}`,
          email: `payee${seq}@example.com`,
          phone: '+10000000000',
          passwordHash: 'x',
        })
        const to = privateKeyToAccount(generatePrivateKey()).address
        await post(tx, {
          kind: 'test-withdrawal',
          memberId,
          memo: 'Test withdrawal',
          legs: [
            { account: { system: 'deposits-in' }, cents: -dollars * 100 },
            { account: { system: 'withdrawals-out' }, cents: dollars * 100 },
          ],
        })
        const [w] = await query<{ id: number }>(
          tx,
          sql`INSERT INTO withdrawals (member_id, amount_cents, charge_cents, address, status, approved_at)
              VALUES (${memberId}, ${dollars * 100}, 0, ${to}, 'approved', now()) RETURNING id`,
        )
        await tx.execute(
          sql`INSERT INTO withdrawal_approvals (withdrawal_id, actor) VALUES (${w?.id}, 'automation')`,
        )
        out.push({ id: num(w?.id), to })
      }
    })
    return out
  }

  const statusOf = async (id: number) => {
    const [r] = await query<{ status: string }>(
      db.database.db,
      sql`SELECT status FROM withdrawals WHERE id = ${id}`,
    )
    return r?.status
  }

  /** Transfers to `to` on the chain, after the node's pool is mined (anvil answers a broadcast first). */
  async function paid(to: Address) {
    await until('the node to mine its pool', async () => {
      const pool = (await chain.client.request({ method: 'txpool_status' } as never)) as {
        pending: string
      }
      return BigInt(pool.pending) === 0n
    })
    const logs = await chain.client.getLogs({
      address: token,
      event: TRANSFER,
      args: { to },
      fromBlock: 0n,
    })
    return logs.map((l) => l.args.value)
  }

  /** Waits for `ids` confirmed, mining a block each time one is sent and not yet final. */
  async function confirmedAll(ids: number[]) {
    await until(`withdrawals ${ids.join(', ')} confirmed`, async () => {
      const states = await Promise.all(ids.map(statusOf))
      if (states.some((s) => s === 'failed'))
        throw new Error(`a payout failed: ${states.join(', ')}`)
      if (states.some((s) => s === 'sent')) await chain.mine(1)
      return states.every((s) => s === 'confirmed')
    })
  }

  for (const crash of ['after-sign', 'after-broadcast'] as const) {
    it(
      `kill -9 ${crash === 'after-sign' ? 'after signing, before the broadcast' : 'after the broadcast, before the hash is recorded'}, then a restart: paid once`,
      { timeout: 3 * START_WAIT.capMs },
      async () => {
        const [w] = await approved(1, 25)
        const first = await startServer(`crash-${crash}`, crash)
        // It signs the payout, commits, and (after broadcasting, for the second point) dies.
        await first.exited
        // Killed itself (SIGKILL), or through tsx (TRELLIS_TEST_TSX=1), which runs the server in a
        // child node process and passes its death on (137).
        expect([first.child.signalCode, first.child.exitCode]).toContainEqual(
          first.child.signalCode === null ? 137 : 'SIGKILL',
        )
        expect(await statusOf(w!.id)).toBe('signed')
        const [attempts] = await query<{ n: unknown }>(
          db.database.db,
          sql`SELECT count(*) AS n FROM payout_attempts WHERE withdrawal_id = ${w!.id}`,
        )
        expect(num(attempts?.n)).toBe(1)
        expect(await paid(w!.to)).toEqual(crash === 'after-sign' ? [] : [25n * USDT])

        const second = await startServer(`restart-${crash}`)
        await confirmedAll([w!.id])
        expect(await paid(w!.to)).toEqual([25n * USDT])
        const [after] = await query<{ n: unknown }>(
          db.database.db,
          sql`SELECT count(*) AS n FROM payout_attempts WHERE withdrawal_id = ${w!.id}`,
        )
        expect(num(after?.n)).toBe(1)
        // The last restart stays up: it is the first of the two processes below (one start fewer).
        if (crash === 'after-broadcast') running = second
        else {
          process.kill(-(second.child.pid as number), 'SIGTERM')
          await second.exited
        }
      },
    )
  }

  it(
    'two server processes paying one queue: each withdrawal paid once',
    { timeout: 3 * START_WAIT.capMs },
    async () => {
      const a = running ?? (await startServer('two-a'))
      const b = await startServer('two-b')
      // Both up and polling (every 50 ms, one run at a time across processes) before the queue fills.
      await Promise.all([a.started(), b.started()])
      const ws = await approved(6, 10)
      await confirmedAll(ws.map((w) => w.id))
      for (const w of ws) expect(await paid(w.to)).toEqual([10n * USDT])
      const [nonces] = await query<{ n: unknown; distinct: unknown }>(
        db.database.db,
        sql`SELECT count(*) AS n, count(DISTINCT nonce) AS distinct FROM payouts`,
      )
      expect(num(nonces?.n)).toBe(num(nonces?.distinct))
      for (const s of [a, b]) process.kill(-(s.child.pid as number), 'SIGTERM')
      await Promise.all([a.exited, b.exited])
    },
  )
})
