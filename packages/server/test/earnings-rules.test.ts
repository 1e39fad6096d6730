// The rules that commonly go wrong in an accrual: an investment's end, the depth of level income,
// missing uplines, rounding of cents and sums over a year.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { num, query } from '../src/db/client'
import { accrueDay } from '../src/domain/accrual'
import { economics, percentOf } from '@trellis/contract'
import { dayAfter, fileTestApp, ROOT_ID, type TestApp } from './helpers/app'
import { step } from './helpers/progress'

const t = fileTestApp()
beforeAll(async () => {
  // Short plans for the tests, straight into the plans table.
  await t.db.database.db.execute(
    sql`INSERT INTO plans (id, name, roi_bp, days, sort) VALUES
          ('test-3', 'Three days', 100, 3, 90)`,
  )
})

/** Credits to `userId`'s income wallet of one source kind (from `from` if given): count, cents. */
async function credits(app: TestApp, userId: string, kind: string, from?: string) {
  const [r] = await query<{ n: unknown; total: unknown }>(
    app.db.database.db,
    sql`SELECT count(*) AS n, coalesce(sum(e.amount_cents), 0) AS total
        FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        JOIN members m ON m.id = a.member_id
        WHERE m.user_id = ${userId} AND a.name = 'wallet' AND e.source_kind = ${kind}
          AND (${from ?? null}::text IS NULL OR e.source_member_id =
               (SELECT id FROM members WHERE user_id = ${from ?? null}::text))`,
  )
  return { n: num(r?.n), cents: num(r?.total) }
}

describe('an investment that ends', () => {
  it('pays exactly `days` times, however many days the job runs', async () => {
    const m = await t.signUp(ROOT_ID, 'Shortplan')
    await t.invest(m.token, 100, 'test-3')
    for (let n = 1; n <= 6; n++) await accrueDay(t.app.deps, dayAfter(n))
    expect(await credits(t, m.userId, 'roi')).toEqual({ n: 3, cents: 3 * 100 })
    const hist = await t.call('/investmentHistory', {}, { token: m.token })
    expect((hist.body.data as { days: number }[])[0]?.days).toBe(3)
  })
})

describe('a day with more due investments than one batch', () => {
  it('pays every investment once, across batches and on an exact multiple of the batch', async () => {
    const five = await t.signUp(ROOT_ID, 'Batchfive')
    for (let n = 0; n < 5; n++) await t.invest(five.token, 100, 'test-3')
    // Batches of 2: 2 + 2 + 1 for the five, and 2 + 2 + an empty read for a day with four due.
    expect(await accrueDay(t.app.deps, dayAfter(1), 2)).toEqual({ paid: 5 })
    expect(await credits(t, five.userId, 'roi')).toEqual({ n: 5, cents: 5 * 100 })
    const four = await t.signUp(ROOT_ID, 'Batchfour')
    for (let n = 0; n < 4; n++) await t.invest(four.token, 100, 'test-3')
    const day = dayAfter(2)
    expect(await accrueDay(t.app.deps, day, 2)).toEqual({ paid: 9 })
    expect(await credits(t, four.userId, 'roi')).toEqual({ n: 4, cents: 4 * 100 })
    // Run again: nothing is due twice, whatever the batch.
    expect(await accrueDay(t.app.deps, day, 2)).toEqual({ paid: 0 })
    expect(await accrueDay(t.app.deps, day, 1)).toEqual({ paid: 0 })
    expect(await credits(t, five.userId, 'roi')).toEqual({ n: 10, cents: 10 * 100 })
  })
})

describe('level income', () => {
  it('stops at the configured depth', async () => {
    const depth = economics.levelIncomeBp.length
    // root → c1 → … → c(depth+2); the investor is the last one.
    const chain: { userId: string; token: string }[] = []
    let sponsor = ROOT_ID
    for (let i = 1; i <= depth + 2; i++) {
      const c = await t.signUp(sponsor, `Chain${i}`)
      chain.push(c)
      sponsor = c.userId
    }
    const investor = chain[chain.length - 1]!
    await t.invest(investor.token, 1000, 'growth')
    await accrueDay(t.app.deps, dayAfter(1))
    const roi = percentOf(100_000, 150)
    expect(await credits(t, investor.userId, 'roi')).toEqual({ n: 1, cents: roi })
    for (let level = 1; level <= depth + 1; level++) {
      const upline = chain[chain.length - 1 - level]!
      const bp = economics.levelIncomeBp[level - 1]
      const want = bp === undefined ? { n: 0, cents: 0 } : { n: 1, cents: percentOf(roi, bp) }
      expect(await credits(t, upline.userId, 'level'), `level ${level}`).toEqual(want)
    }
  })

  it('skips missing uplines and pays the rest to no one', async () => {
    const m = await t.signUp(ROOT_ID, 'Nearroot')
    await t.invest(m.token, 1000, 'growth')
    const day = dayAfter(1)
    await accrueDay(t.app.deps, day)
    const [member] = await query<{ id: unknown }>(
      t.db.database.db,
      sql`SELECT id FROM members WHERE user_id = ${m.userId}`,
    )
    // Every credit the job made for this investor's return on that day.
    const rows = await query<{ kind: unknown; level: unknown; cents: unknown }>(
      t.db.database.db,
      sql`SELECT e.source_kind AS kind, e.level, e.amount_cents AS cents FROM ledger_entries e
          WHERE e.source_member_id = ${num(member?.id)} AND e.day = ${day}::date
            AND e.source_kind IN ('roi', 'level') ORDER BY e.level NULLS FIRST`,
    )
    const roi = percentOf(100_000, 150)
    const l1 = percentOf(roi, economics.levelIncomeBp[0] ?? 0)
    expect(rows.map((r) => [r.kind, r.level === null ? null : num(r.level), num(r.cents)])).toEqual(
      [
        ['roi', null, roi],
        ['level', 1, l1],
      ],
    )
  })
})

describe('rounding of cents', () => {
  it('rounds half up, to the cent', () => {
    expect(percentOf(1, 5_000)).toBe(1) // 0.5 → 1
    expect(percentOf(3, 5_000)).toBe(2) // 1.5 → 2
    expect(percentOf(1, 4_999)).toBe(0) // 0.4999 → 0
    expect(percentOf(12_345, 150)).toBe(185) // 185.175 → 185
    expect(percentOf(12_367, 150)).toBe(186) // 185.505 → 186
    expect(percentOf(123_457, 137)).toBe(1_691) // 1691.3609 → 1691
    expect(percentOf(1_691, 1_000)).toBe(169) // 169.1 → 169
    expect(percentOf(1_695, 1_000)).toBe(170) // 169.5 → 170
  })
})

// A database of its own: the other tests' investments (two 150-day growth plans, one with eight
// uplines) would be paid on 150 of the 366 days too, nearly doubling the work without adding a
// case. Measured (the test process's CPU for the 366 days): PGlite 3.1–3.6 s beside them, 2.2 s
// alone; PostgreSQL 0.7 s and 0.5 s. PGlite runs each statement in WebAssembly in the test's
// own process, hence its far larger share; the accrual itself is one transaction per due
// investment and day, as in production.
describe('rounding of cents over a year', () => {
  const y = fileTestApp()
  beforeAll(async () => {
    await y.db.database.db.execute(
      sql`INSERT INTO plans (id, name, roi_bp, days, sort) VALUES ('test-year', 'Odd year', 137, 365, 91)`,
    )
  })

  // 366 accrual days: 2–4 s of CPU on PGlite, which a loaded 2-core CI machine stretched past
  // the two minutes this test had (the file took 166 s, the server step getting an eighth of a
  // core). Each day has a minute (it takes milliseconds), so a hung accrual fails within one; ten
  // minutes cap the whole.
  it('sums match to the cent over a year of accruals', { timeout: 600_000 }, async () => {
    const m = await y.signUp(ROOT_ID, 'Yearlong')
    // Investments are whole hundreds (spec), so the odd cents come from the rate: 1.37% of $1300 is
    // $17.81 a day and level 1 earns 10% of it, $1.781, rounded to $1.78 on every credit.
    await y.invest(m.token, 1300, 'test-year')
    for (let n = 1; n <= 366; n++) {
      const paid = await step(accrueDay(y.app.deps, dayAfter(n)), 60_000, `day ${n}`)
      expect(paid, `day ${n}`).toEqual({ paid: n <= 365 ? 1 : 0 })
    }
    const daily = percentOf(130_000, 137)
    expect(daily).toBe(1_781)
    expect(await credits(y, m.userId, 'roi')).toEqual({ n: 365, cents: 365 * daily })
    expect((await y.me(m.token)).wallet).toBe((365 * daily) / 100)
    expect(await credits(y, ROOT_ID, 'level', m.userId)).toEqual({
      n: 365,
      cents: 365 * percentOf(daily, economics.levelIncomeBp[0] ?? 0),
    })
    await y.expectLedgerSound()
  })
})
