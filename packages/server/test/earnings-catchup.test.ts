// Catching up after downtime: one run pays every day not complete since the first investment, once
// each (a crash part-way through is earnings-crash.test.ts).
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { num, query } from '../src/db/client'
import { accrueMissed } from '../src/domain/accrual'
import { daysToAccrue } from '../src/domain/accrual-days'
import { percentOf } from '@trellis/contract'
import { DAY_MS, dayAfter, fileTestApp, ROOT_ID } from './helpers/app'

const t = fileTestApp()

const quiet = () => {}

/** The days paid for `userId`'s investments, oldest first, one row per payout. */
async function paidDays(userId: string): Promise<string[]> {
  const rows = await query<{ day: unknown }>(
    t.db.database.db,
    sql`SELECT r.day::text AS day FROM roi_payouts r JOIN investments i ON i.id = r.investment_id
        JOIN members m ON m.id = i.member_id WHERE m.user_id = ${userId} ORDER BY r.day`,
  )
  return rows.map((r) => String(r.day))
}

describe('catching up missed days', () => {
  it('has nothing to run before the first investment', async () => {
    expect(await daysToAccrue(t.app.deps)).toEqual([])
  })

  it('pays every missed day once, in one run, and nothing twice', async () => {
    const m = await t.signUp(ROOT_ID, 'Sleeper')
    await t.invest(m.token, 1000)
    // Today: the investment is not due yet.
    expect(await accrueMissed(t.app.deps, quiet)).toMatchObject({ paid: 0 })

    // The server was down for five days.
    t.clock.offsetMs = 5 * DAY_MS
    expect(await daysToAccrue(t.app.deps)).toEqual([1, 2, 3, 4, 5].map(dayAfter))
    const first = await accrueMissed(t.app.deps, quiet)
    expect(first).toEqual({ days: [1, 2, 3, 4, 5].map(dayAfter), paid: 5 })
    expect(await paidDays(m.userId)).toEqual([1, 2, 3, 4, 5].map(dayAfter))

    // The hourly run on the same day finds nothing new.
    expect(await accrueMissed(t.app.deps, quiet)).toEqual({ days: [dayAfter(5)], paid: 0 })

    // Two more days down. Day 5 ran as today, which is never recorded complete (an investment
    // saved just before midnight may commit after today's run read the due list): it runs again
    // as a past day first, and finds nothing left to pay.
    t.clock.offsetMs = 7 * DAY_MS
    expect(await accrueMissed(t.app.deps, quiet)).toEqual({
      days: [5, 6, 7].map(dayAfter),
      paid: 2,
    })
    expect(await paidDays(m.userId)).toEqual([1, 2, 3, 4, 5, 6, 7].map(dayAfter))

    const [inv] = await query<{ days_paid: unknown }>(
      t.db.database.db,
      sql`SELECT i.days_paid FROM investments i JOIN members m ON m.id = i.member_id
          WHERE m.user_id = ${m.userId}`,
    )
    expect(num(inv?.days_paid)).toBe(7)
    const [sum] = await query<{ total: unknown }>(
      t.db.database.db,
      sql`SELECT sum(e.amount_cents) AS total FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          JOIN members m ON m.id = a.member_id
          WHERE m.user_id = ${m.userId} AND a.name = 'wallet' AND e.source_kind = 'roi'`,
    )
    expect(num(sum?.total)).toBe(7 * percentOf(100_000, 150))
  })
})
