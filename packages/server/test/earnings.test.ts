// The daily return and level income, read back through the earning calls.
import { describe, expect, it } from 'vitest'
import type { InvestmentRecord, LevelIncomeRecord, WalletTransaction } from '@trellis/contract'
import { DAY_MS, dayAfter, fileTestApp, PASSWORD, ROOT_ID } from './helpers/app'

const t = fileTestApp()

describe('daily return and level income', () => {
  it('pays ROI once a day with its source, and level income to the uplines', async () => {
    const s = await t.signUp(ROOT_ID, 'Upline')
    const m = await t.signUp(s.userId, 'Investor')
    let rootToken = await t.login()
    const rootBefore = (await t.me(rootToken)).wallet
    await t.invest(m.token, 1000)

    // Nothing is due on the day of the investment.
    const today = dayAfter(0)
    expect((await t.ops('POST', '/accrue', { day: today })).body.data).toMatchObject({ paid: 0 })

    t.clock.offsetMs = DAY_MS
    // A day later the old sessions have ended: log in again.
    m.token = await t.login(m.userId, PASSWORD)
    s.token = await t.login(s.userId, PASSWORD)
    rootToken = await t.login()
    const tomorrow = dayAfter(1)
    const r = await t.ops('POST', '/accrue', {})
    expect(r.body.data).toEqual({ day: tomorrow, paid: 1 })
    expect((await t.ops('POST', '/accrue', { day: tomorrow })).body.data).toMatchObject({ paid: 0 })

    // 1.5% of $1000 = $15; level 1 gets 10% of it, level 2 (root) 5%.
    expect((await t.me(m.token)).wallet).toBe(15)
    expect((await t.me(m.token)).totalReturn).toBe(15)
    expect((await t.call('/earningDash', {}, { token: m.token })).body.data).toEqual([15, 0, 0, 0])
    expect((await t.call('/earningDash', {}, { token: s.token })).body.data).toEqual([0, 1.5, 0, 0])
    expect((await t.me(rootToken)).wallet).toBe(rootBefore + 0.75)

    const lvl = await t.call('/levelEarning', {}, { token: s.token })
    const rec = (lvl.body.data as LevelIncomeRecord[])[0]
    expect(rec).toMatchObject({ amount: 1.5, level: 1, rate: 10, baseAmount: 15, day: tomorrow })
    expect(rec?.userId).toMatchObject({ userId: m.userId, firstName: 'Investor' })

    const todayIncome = await t.call(
      '/allWalletTrans',
      { filter: 'earningToday' },
      { token: m.token },
    )
    const item = (todayIncome.body.data as WalletTransaction[])[0]
    expect(item).toMatchObject({ type: 'credit', amount: 15, wallet: 'wallet' })
    expect(item?.source).toMatchObject({
      kind: 'roi',
      fromUserId: m.userId,
      rate: 1.5,
      baseAmount: 1000,
      day: tomorrow,
    })

    const hist = await t.call('/investmentHistory', {}, { token: m.token })
    expect((hist.body.data as InvestmentRecord[])[0]?.days).toBe(1)
    t.clock.offsetMs = 0
  })

  it('refuses a malformed accrual day', async () => {
    expect((await t.ops('POST', '/accrue', { day: 'tomorrow' })).status).toBe(400)
  })
})
