// Concurrent sign-ups and investments under shared uplines: no deadlock, no lost update, and
// positions stay 1..n. On PostgreSQL they really run in parallel (a pool of connections); on
// PGlite they queue, which must give the same exact aggregates.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { num, query, type Tx } from '../src/db/client'
import { recordInvestment, recordJoin } from '../src/team/aggregates'
import { prng } from '../bench/network'
import { teamMismatches } from '../bench/verify'
import { testDatabase, type TestDatabase } from './helpers/db'

let t: TestDatabase
const members: number[] = []

async function join(tx: Tx, userId: string, sponsorId: number | null): Promise<number> {
  const [row] = await query<{ id: unknown }>(
    tx,
    sql`INSERT INTO members (user_id, sponsor_id, first_name, last_name, email, phone,
                             password_hash)
        VALUES (${userId}, ${sponsorId}, 'F', 'L', 'c@example.com', '+15550002', 'x')
        RETURNING id`,
  )
  const id = num(row?.id)
  await recordJoin(tx, { memberId: id, sponsorId })
  return id
}

async function invest(tx: Tx, id: number, cents: number): Promise<void> {
  const [prev] = await query<{ total: unknown }>(
    tx,
    sql`UPDATE members SET total_investment_cents = total_investment_cents + ${cents}::bigint
         WHERE id = ${id}::bigint RETURNING total_investment_cents - ${cents}::bigint AS total`,
  )
  await recordInvestment(tx, id, cents, { firstInvestment: num(prev?.total) === 0 })
}

beforeAll(async () => {
  t = await testDatabase()
  // A chain of 8 and a few branches: every later change shares the chain's upline rows.
  await t.database.transaction(async (tx) => {
    let sponsor: number | null = null
    for (let i = 0; i < 8; i++) {
      sponsor = await join(tx, `CH${i}`, sponsor)
      members.push(sponsor)
    }
  })
})
afterAll(async () => {
  await t?.close()
})

describe('team aggregates under concurrent changes', () => {
  it('keeps exact aggregates through 120 parallel sign-ups and investments', async () => {
    const random = prng(5)
    const work = Array.from({ length: 120 }, (_, i) => {
      const sponsor = members[Math.floor(random() * members.length)] ?? null
      const investor = members[Math.floor(random() * members.length)] ?? 0
      const cents = (1 + Math.floor(random() * 20)) * 10_000
      return t.database.transaction(async (tx) => {
        if (i % 3 === 2) await invest(tx, investor, cents)
        else members.push(await join(tx, `PAR${i}`, sponsor))
      })
    })
    const results = await Promise.allSettled(work)
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    expect(await teamMismatches(t.database.db)).toEqual({
      closure: 0,
      positions: 0,
      levelStats: 0,
      totals: 0,
    })
    const [root] = await query<{ team_count: unknown }>(
      t.database.db,
      sql`SELECT team_count FROM team_totals WHERE member_id = ${members[0] ?? 0}::bigint`,
    )
    expect(num(root?.team_count)).toBe(7 + 80)
  })

  it('notices a broken aggregate (the check can fail)', async () => {
    await t.database.db.execute(
      sql`UPDATE team_level_stats SET business_cents = business_cents + 1
           WHERE ancestor_id = ${members[0] ?? 0}::bigint AND level = 1`,
    )
    expect((await teamMismatches(t.database.db)).levelStats).toBeGreaterThan(0)
  })
})
