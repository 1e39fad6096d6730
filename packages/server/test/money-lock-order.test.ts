// Money calls take their locks in one order (docs/server.md, "Lock order"), so they never deadlock
// each other, also across server processes. Two real server processes on one PostgreSQL get a
// burst of conflicting money calls: transfers both ways within pairs of members (a sponsor and
// its direct member), moves to the package wallet, withdrawals, investments, activations (the
// sponsor earns a share), pool joins and bonus redemptions, each member's calls spread over both
// processes. Checked: the database counted no deadlock (pg_stat_database.deadlocks, read after
// the servers stopped so every session's counts are flushed), no call answered 5xx, and the ledger
// balances. The attacker's finding: 35-111 "deadlock detected" per run and 0-6 calls answered 500
// after five retries (joinPool, transferToSelf). PostgreSQL only: PGlite is one process and runs
// one transaction at a time.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE, calls, IDEMPOTENCY_HEADER } from '@trellis/contract'
import { httpClient, type HttpClient } from '../bench/money/http-client'
import type { Mailbox } from '../bench/money/mailbox'
import { fetchTokens, type BenchMember } from '../bench/money/seed'
import type { RunningServer } from '../bench/money/server-process'
import { num, query } from '../src/db/client'
import { grantBonus } from '../src/domain/bonus'
import { ledgerProblems, post } from '../src/domain/ledger'
import { insertMember } from '../src/domain/members'
import { hashSecret } from '../src/domain/passwords'
import { testDbKind, type TestDatabase } from './helpers/db'
import { serverProcesses, startsMs, type ServerProcesses } from './helpers/server-processes'

const onPostgres = testDbKind === 'postgres'
const title = onPostgres
  ? 'conflicting money calls on two server processes (PostgreSQL)'
  : 'conflicting money calls on two server processes (skipped: PGlite is one process and runs one transaction at a time; run with TRELLIS_TEST_DB=postgres)'

const ROOT = 'BCH0000001'
const PASSWORD = 'Member#2026'
const TPASS = '432100'
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
/** 13 pairs x 31 calls = 403 calls. */
const PAIRS = 13
/** Calls in flight at once, over both processes (each has a pool of 10 connections). */
const IN_FLIGHT = 32

let db: TestDatabase
let mailbox: Mailbox
let set: ServerProcesses
const servers: RunningServer[] = []
const clients: HttpClient[] = []
/** Pairs of members: the first sponsors the second (activation pays the sponsor a share). */
const pairs: [BenchMember, BenchMember][] = []

/** A member funded on every wallet a call here spends from, with a transaction password. */
async function seedMember(
  userId: string,
  sponsorId: number,
  i: number,
  hashes: { password: string; tpass: string },
): Promise<BenchMember> {
  const email = `lock${i}@example.com`
  const id = await db.database.transaction(async (tx) => {
    const id = await insertMember(tx, {
      userId,
      sponsorId,
      firstName: 'Lock',
      lastName: `Order${i}`,
      email,
      phone: '+10000000000',
      passwordHash: hashes.password,
    })
    await tx.execute(
      sql`UPDATE members SET tpass_hash = ${hashes.tpass}, usdt_address = ${ADDRESS} WHERE id = ${id}`,
    )
    await post(tx, {
      kind: 'test-credit',
      memberId: id,
      memo: 'Test funds',
      legs: [
        { account: { system: 'deposits-in' }, cents: -200_000_00 },
        { account: { memberId: id, wallet: 'wallet' }, cents: 100_000_00 },
        { account: { memberId: id, wallet: 'packageWallet' }, cents: 100_000_00 },
      ],
    })
    await grantBonus(tx, id, 5_00, 'Bonus', new Date().toISOString().slice(0, 10))
    return id
  })
  return { id, userId, email, ip: `10.78.0.${i}`, token: '' }
}

beforeAll(async () => {
  if (!onPostgres) return
  set = await serverProcesses('trellis-locks-')
  ;({ db, mailbox } = set)
  const hashes = { password: await hashSecret(PASSWORD), tpass: await hashSecret(TPASS) }
  const rootId = await db.database.transaction((tx) =>
    insertMember(tx, {
      userId: ROOT,
      sponsorId: null,
      firstName: 'Root',
      lastName: 'Member',
      email: 'root@example.com',
      phone: '+10000000000',
      passwordHash: hashes.password,
    }),
  )
  for (let p = 0; p < PAIRS; p++) {
    const a = await seedMember(
      `LCK${String(2 * p + 1).padStart(7, '0')}`,
      rootId,
      2 * p + 1,
      hashes,
    )
    const b = await seedMember(`LCK${String(2 * p + 2).padStart(7, '0')}`, a.id, 2 * p + 2, hashes)
    pairs.push([a, b])
  }
  const settings = {
    opsToken: 'o'.repeat(40),
    jwtSecret: 'j'.repeat(40),
    codeSecret: 'c'.repeat(40),
    rootUserId: ROOT,
    rootPassword: 'Root#Pass2026',
  }
  for (const name of ['a', 'b']) {
    const server = await set.start(name, settings)
    servers.push(server)
    clients.push(httpClient(server.port, IN_FLIGHT))
  }
  await fetchTokens(clients[0] as HttpClient, pairs.flat(), PASSWORD)
}, startsMs(2))

afterAll(async () => {
  if (!onPostgres) return
  for (const c of clients) c.close()
  await set?.stop()
})

interface Call {
  name: keyof typeof calls
  member: BenchMember
  body: unknown
}

/**
 * The 31 calls of one pair: every money path, each wallet pair locked from both sides; the
 * sponsored member's $10,000 investment lifts its sponsor's (and the root's) team business to a
 * milestone, so a business reward credits an upline's wallet in the investment's transaction.
 */
function pairCalls([a, b]: [BenchMember, BenchMember], otps: Map<string, string>): Call[] {
  const out: Call[] = []
  const add = (name: Call['name'], member: BenchMember, body: unknown, times = 1) => {
    for (let i = 0; i < times; i++) out.push({ name, member, body })
  }
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const transfer = (type: string) => ({ toUserId: to.userId, amount: 1, type, otp: TPASS })
    add('transferToUser', from, transfer('wallet'), 3)
    add('transferToUser', from, transfer('packageWallet'), 2)
    add('transferToSelf', from, { amount: 1 }, 3)
    add('joinPool', from, { userId: from.userId, pot: 3, amount: 100 })
    add('joinPool', from, { userId: from.userId, pot: 4, amount: 50 })
    add('activeNow', from, {})
    add('investNow', from, { wallet: 'package', amount: 100, plan: 'growth' }, 2)
    add('bonusRequest', from, {})
    add('withdrawalRequest', from, { amount: 10, otp: otps.get(from.email) })
  }
  add('investNow', b, { wallet: 'package', amount: 10_000, plan: 'growth' })
  return out
}

/** A fixed shuffle (the same burst every run), so a failure can be replayed. */
function shuffled<T>(list: T[]): T[] {
  let seed = 31
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

async function deadlocks(): Promise<number> {
  const [r] = await query<{ n: unknown }>(
    db.database.db,
    sql`SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()`,
  )
  return num(r?.n)
}

describe.skipIf(!onPostgres)(title, () => {
  it('answers no 5xx, the database counts no deadlock, and the ledger balances', async () => {
    const [first, second] = clients as [HttpClient, HttpClient]
    // Withdrawal codes first (one mail a minute per member), so the burst holds the withdrawals.
    const otps = new Map<string, string>()
    for (const m of pairs.flat()) {
      const code = mailbox.nextCode(m.email)
      const r = await first.post(
        `${API_BASE}${calls.sendMail.path}`,
        {},
        {
          authorization: `Bearer ${m.token}`,
          'x-forwarded-for': m.ip,
        },
      )
      expect(r.status, r.body).toBe(200)
      otps.set(m.email, (await code) ?? '')
    }
    const burst = shuffled(pairs.flatMap((p) => pairCalls(p, otps)))
    expect(burst.length).toBe(PAIRS * 31)
    const before = await deadlocks()
    const answers: { call: string; status: number; body: string }[] = []
    let next = 0
    const worker = async () => {
      for (let i = next++; i < burst.length; i = next++) {
        const c = burst[i] as Call
        // Every other call of the burst goes to the other process.
        const r = await (i % 2 === 0 ? first : second).post(
          `${API_BASE}${calls[c.name].path}`,
          c.body,
          {
            authorization: `Bearer ${c.member.token}`,
            [IDEMPOTENCY_HEADER.toLowerCase()]: randomUUID(),
            'x-forwarded-for': c.member.ip,
          },
        )
        answers.push({ call: c.name, status: r.status, body: r.body.slice(0, 200) })
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
    // Sessions flush their statistics when they end: stop the servers before reading the count.
    for (const c of clients) c.close()
    await Promise.all(servers.map((s) => s.stop()))
    const after = await deadlocks()

    const failed = answers.filter((a) => a.status >= 500 || a.status === 0)
    expect(
      { deadlocks: after - before, failed: failed.length },
      failed.map((f) => `${f.call} ${f.status} ${f.body}`).join('\n'),
    ).toEqual({ deadlocks: 0, failed: 0 })
    // Each kind of call did move money (the burst exercised every path, not only refusals).
    const ok = new Set(answers.filter((a) => a.status === 200).map((a) => a.call))
    expect([...ok].sort()).toEqual(
      [
        'activeNow',
        'bonusRequest',
        'investNow',
        'joinPool',
        'transferToSelf',
        'transferToUser',
        'withdrawalRequest',
      ].sort(),
    )
    const [rewards] = await query<{ n: unknown }>(
      db.database.db,
      sql`SELECT count(*) AS n FROM business_rewards WHERE transaction_id IS NOT NULL`,
    )
    // Each sponsor's first milestone, and the root's three.
    expect(num(rewards?.n)).toBe(PAIRS + 3)
    expect(await ledgerProblems(db.database.db)).toEqual({
      unbalanced: 0,
      drifted: 0,
      earningsDrifted: 0,
    })
  }, 300_000)
})
