// The members' charts (issue 26, point 5): income per day over 30 days, team joins per week over
// 12, zero-filled, the newest period last.
import { describe, expect, it } from 'vitest'
import { lastDays, lastWeeks, weekOf, type TrendPoint } from '@trellis/contract'
import { sql } from 'drizzle-orm'
import { num, query } from '../src/db/client'
import { post } from '../src/domain/ledger'
import { fileTestApp } from './helpers/app'

const t = fileTestApp()

/** Level income of `amount` for `day`, posted as the accrual posts it (a sourced credit). */
async function income(userId: string, amount: number, day: string) {
  const cents = Math.round(amount * 100)
  const [m] = await query<{ id: unknown }>(
    t.db.database.db,
    sql`SELECT id FROM members WHERE user_id = ${userId}`,
  )
  const memberId = num(m?.id)
  await t.db.database.transaction((tx) =>
    post(tx, {
      kind: 'level',
      memberId,
      memo: 'Level 1 income',
      legs: [
        { account: { system: 'deposits-in' }, cents: -cents },
        {
          account: { memberId, wallet: 'wallet' },
          cents,
          source: {
            kind: 'level',
            fromMemberId: null,
            level: 1,
            rateBp: 500,
            baseCents: cents * 20,
            day,
          },
        },
      ],
    }),
  )
}

async function trend(path: string, token: string) {
  const r = await t.call(path, {}, { token })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return r.body.data as TrendPoint[]
}

describe('trends', () => {
  it('counts the whole team’s joins in this week, zero before', async () => {
    const s = await t.signUp(undefined, 'Uma')
    const a = await t.signUp(s.userId, 'Val')
    await t.signUp(s.userId, 'Wes')
    await t.signUp(a.userId, 'Xia')
    const points = await trend('/teamTrend', s.token)
    const now = t.app.deps.now()
    expect(points.map((p) => p.period)).toEqual(lastWeeks(now, 12))
    expect(points.at(-1)).toEqual({ period: weekOf(now.getTime()), value: 3 })
    expect(points.slice(0, -1).every((p) => p.value === 0)).toBe(true)
    expect((await trend('/teamTrend', a.token)).at(-1)?.value).toBe(1)
  })

  it('sums the income the totals count, by the day it is for: not a bonus, not money moved in', async () => {
    const m = await t.signUp(undefined, 'Yan')
    const now = t.app.deps.now()
    const [today, yesterday] = [lastDays(now, 1)[0]!, lastDays(now, 2)[0]!]
    await income(m.userId, 12.5, today)
    await income(m.userId, 0.25, today)
    // Paid today for yesterday (an accrual catching up): yesterday's bar.
    await income(m.userId, 3, yesterday)
    await t.grantBonus(m.userId, 50)
    await t.fundIncome(m.userId, 40)
    const points = await trend('/earningTrend', m.token)
    expect(points.map((p) => p.period)).toEqual(lastDays(now, 30))
    expect(points.slice(-2).map((p) => p.value)).toEqual([3, 12.75])
    const dash = await t.call('/earningDash', {}, { token: m.token })
    expect((dash.body.data as number[])[1]).toBe(15.75)
    expect(points.slice(0, -2).every((p) => p.value === 0)).toBe(true)
  })

  it('needs a session', async () => {
    expect((await t.call('/earningTrend', {})).status).toBe(401)
    expect((await t.call('/teamTrend', {})).status).toBe(401)
  })
})
