// The members' charts (issue 26, point 5): income per day over 30 days, team joins per week over
// 12, zero-filled, the newest period last.
import { describe, expect, it } from 'vitest'
import { lastDays, lastWeeks, weekOf, type TrendPoint } from '@trellis/contract'
import { fileTestApp } from './helpers/app'

const t = fileTestApp()

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

  it('sums today’s income credits, not money moved in', async () => {
    const m = await t.signUp(undefined, 'Yan')
    await t.grantBonus(m.userId, 12.5)
    await t.grantBonus(m.userId, 0.25)
    await t.fundIncome(m.userId, 40)
    const points = await trend('/earningTrend', m.token)
    expect(points.map((p) => p.period)).toEqual(lastDays(t.app.deps.now(), 30))
    expect(points.at(-1)?.value).toBe(12.75)
    expect(points.slice(0, -1).every((p) => p.value === 0)).toBe(true)
  })

  it('needs a session', async () => {
    expect((await t.call('/earningTrend', {})).status).toBe(401)
    expect((await t.call('/teamTrend', {})).status).toBe(401)
  })
})
