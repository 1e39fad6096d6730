// Seeding and sessions for the money bench, in one place so it is easy to adapt. Everything is
// written with the server's own modules BEFORE the server starts (PGlite is one process at a
// time), so the bench does not depend on sign-up, login or transaction-password rate limits;
// only the tokens come over HTTP, one login per member, each from its own X-Forwarded-For.
import { sql } from 'drizzle-orm'
import { API_BASE, calls } from '@trellis/contract'
import { num, query, type Database, type Tx } from '../../src/db/client'
import { post } from '../../src/domain/ledger'
import { insertMember } from '../../src/domain/members'
import { hashSecret } from '../../src/domain/passwords'
import type { HttpClient } from './http-client'

/** A seeded member as the driver sees it. */
export interface BenchMember {
  id: number
  userId: string
  email: string
  /** The address its login comes from (per-address login limits must not trip the bench). */
  ip: string
  token: string
}

export interface SeedOptions {
  members: number
  /** Ledger entries seeded in each member's history before the run. */
  history: number
  /** Credited to each member's income wallet and to its package wallet. */
  fundCents: number
  rootUserId: string
  password: string
  tpass: string
}

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

/** Creates the root (if missing) and `members` funded members under it, with their history. */
export async function seedMembers(database: Database, o: SeedOptions): Promise<BenchMember[]> {
  // One hash each, shared by every member: hashing is slow by design and the salt is irrelevant here.
  const passwordHash = await hashSecret(o.password)
  const tpassHash = await hashSecret(o.tpass)
  const person = (userId: string, sponsorId: number | null, i: number) => ({
    userId,
    sponsorId,
    firstName: 'Bench',
    lastName: `Member${i}`,
    email: `bench${i}@bench.local`,
    phone: '+10000000000',
    passwordHash,
  })
  const rootId = await database.transaction((tx) => insertMember(tx, person(o.rootUserId, null, 0)))
  const out: BenchMember[] = []
  for (let i = 1; i <= o.members; i++) {
    const m = person(`BCH${9_000_000 + i}`, rootId, i)
    const id = await database.transaction(async (tx) => {
      const id = await insertMember(tx, m)
      await tx.execute(
        sql`UPDATE members SET tpass_hash = ${tpassHash}, usdt_address = ${ADDRESS} WHERE id = ${id}`,
      )
      // Balanced, as test/helpers/app.ts fundIncome does: the money came in through deposits-in.
      await post(tx, {
        kind: 'bench-credit',
        memberId: id,
        memo: 'Bench funds',
        legs: [
          { account: { system: 'deposits-in' }, cents: -2 * o.fundCents },
          { account: { memberId: id, wallet: 'wallet' }, cents: o.fundCents },
          { account: { memberId: id, wallet: 'packageWallet' }, cents: o.fundCents },
        ],
      })
      if (o.history > 0) await seedHistory(tx, id, o.history)
      return id
    })
    out.push({ id, userId: m.userId, email: m.email, ip: ipOf(i), token: '' })
  }
  return out
}

/**
 * `entries` one-cent ROI credits on the member's income wallet, each its own balanced transaction
 * (the other leg on `earnings`), written in bulk: with `post` 10,000 entries per member would
 * take minutes. The wallet and the member's earnings totals move by the same sums (`earnings`, a
 * system account, is the sum of its entries), so the ledger check covers the seeding too.
 */
async function seedHistory(tx: Tx, id: number, entries: number): Promise<void> {
  await tx.execute(sql`
    WITH t AS (
      INSERT INTO ledger_transactions (kind, member_id, memo)
      SELECT 'bench-history', ${id}::bigint, 'Bench history' FROM generate_series(1, ${entries}::int)
      RETURNING id)
    INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, source_kind, day)
    SELECT t.id, a.id, x.cents, x.kind, current_date
      FROM t CROSS JOIN (VALUES (1, 'roi'), (-1, NULL)) AS x(cents, kind)
      JOIN accounts a ON (x.cents = 1 AND a.member_id = ${id}::bigint AND a.name = 'wallet')
                      OR (x.cents = -1 AND a.member_id IS NULL AND a.name = 'earnings')`)
  await tx.execute(sql`UPDATE accounts SET balance_cents = balance_cents + ${entries}
                        WHERE member_id = ${id}::bigint AND name = 'wallet'`)
  await tx.execute(sql`UPDATE members SET earned_cents = earned_cents + ${entries},
                        earned_roi_cents = earned_roi_cents + ${entries} WHERE id = ${id}::bigint`)
}

/** A distinct loopback-looking client address per member (10.77.x.y). */
function ipOf(i: number): string {
  return `10.77.${(i >> 8) & 255}.${i & 255}`
}

/** Money by account: every member wallet summed, and each system account. */
export interface MoneyTotals {
  members: number
  system: Record<string, number>
}

/** Reads the totals the conservation check compares (before the run and after it). */
export async function moneyTotals(database: Database): Promise<MoneyTotals> {
  const rows = await query<{ name: string | null; cents: unknown }>(
    database.db,
    sql`SELECT NULL AS name, sum(balance_cents) AS cents FROM accounts WHERE member_id IS NOT NULL
        UNION ALL SELECT name, balance_cents FROM system_balances`,
  )
  const system: Record<string, number> = {}
  let members = 0
  for (const r of rows) {
    if (r.name === null) members = num(r.cents)
    else system[r.name] = num(r.cents)
  }
  return { members, system }
}

/** Logs every member in over HTTP (a few at a time: each login is an argon2 check). */
export async function fetchTokens(
  client: HttpClient,
  members: BenchMember[],
  password: string,
): Promise<void> {
  const queue = [...members]
  const worker = async () => {
    for (let m = queue.shift(); m; m = queue.shift()) {
      const r = await client.post(
        `${API_BASE}${calls.login.path}`,
        { userId: m.userId, password },
        { 'x-forwarded-for': m.ip },
      )
      const token = (JSON.parse(r.body || '{}') as { token?: unknown }).token
      if (r.status !== 200 || typeof token !== 'string') {
        throw new Error(`login of ${m.userId} answered ${r.status}: ${r.body.slice(0, 200)}`)
      }
      m.token = token
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
}
