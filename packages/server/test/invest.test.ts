import { describe, expect, it } from 'vitest'
import {
  PLANS,
  messages,
  serverMessages,
  type InvestmentRecord,
  type Member,
  type Plan,
} from '@trellis/contract'
import { fileTestApp } from './helpers/app'

const t = fileTestApp()

describe('plans and investments', () => {
  it('lists the seeded plans with GET', async () => {
    const { token } = await t.signUp()
    const r = await t.call('/getPlan', undefined, { token, method: 'GET' })
    expect(r.status).toBe(200)
    const plans = r.body.data as Plan[]
    expect(plans.map((p) => p._id)).toEqual(['starter', 'growth', 'premium'])
    expect(plans[1]).toEqual({ _id: 'growth', name: 'Growth', roi: 1.5, days: 150 })
  })

  it('seeds exactly the plans of the contract, which the forms and the mocks offer', async () => {
    const { token } = await t.signUp(undefined, 'Pia')
    const r = await t.call('/getPlan', undefined, { token, method: 'GET' })
    expect(r.body.data).toEqual(PLANS)
  })

  it('invests from either wallet and records the history', async () => {
    const { token, userId } = await t.signUp(undefined, 'Ivan')
    await t.fundPackage(token, 300)
    await t.fundIncome(userId, 100)
    const p = await t.call(
      '/investNow',
      { wallet: 'package', amount: 200, plan: 'growth' },
      { token },
    )
    expect(p.status, JSON.stringify(p.body)).toBe(200)
    expect(p.body.data).toMatchObject({ packageWallet: 100, totalInvestment: 200 })
    const i = await t.call(
      '/investNow',
      { wallet: 'invest', amount: 100, plan: 'starter' },
      { token },
    )
    expect((i.body.data as Member).wallet).toBe(0)
    const h = await t.call('/investmentHistory', {}, { token })
    const items = h.body.data as InvestmentRecord[]
    expect(items).toHaveLength(2)
    expect(items[0]).toMatchObject({
      amount: 100,
      investType: 'invest',
      planDetails: { name: 'Starter' },
      days: 0,
    })
    expect(items[1]).toMatchObject({ amount: 200, investType: 'package' })
  })

  it('applies the section 5 rules and moves nothing on refusal', async () => {
    const { token } = await t.signUp(undefined, 'Ivy')
    await t.fundPackage(token, 100)
    const before = await t.snapshot()
    const cases: [Record<string, unknown>, string][] = [
      [{ wallet: 'package', amount: 150, plan: 'growth' }, messages.investMultiple],
      [{ wallet: 'package', amount: 5, plan: 'growth' }, messages.investMinimum],
      [{ wallet: 'package', amount: 200, plan: 'growth' }, messages.lowWallet],
      [{ wallet: 'invest', amount: 100, plan: 'growth' }, messages.lowWallet],
      [{ wallet: 'package', amount: 100, plan: 'nope' }, messages.investRequired],
      [{ wallet: 'package', plan: 'growth' }, messages.investRequired],
      [{ wallet: 'package', amount: 100, plan: 'growth', x: 1 }, serverMessages.unknownField],
    ]
    for (const [body, message] of cases) {
      const r = await t.call('/investNow', body, { token })
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body.message, JSON.stringify(body)).toBe(message)
    }
    expect(await t.snapshot()).toEqual(before)
  })
})

describe('team figures follow investments', () => {
  it('counts a member and its investment in the sponsor team, in the same transaction', async () => {
    const s = await t.signUp(undefined, 'Sam')
    const m = await t.signUp(s.userId, 'Max')
    await t.fundPackage(m.token, 200)
    await t.call(
      '/investNow',
      { wallet: 'package', amount: 200, plan: 'starter' },
      { token: m.token },
    )
    const team = await t.call('/getTeamData', {}, { token: s.token })
    expect(team.status, JSON.stringify(team.body)).toBe(200)
    expect(team.body.data).toMatchObject({
      directCount: 1,
      totalTeamMembers: 1,
      teamBusiness: 200,
      zeroInvestmentTeamMembers: 0,
    })
  })
})

describe('activation, pots and bonus', () => {
  it('activates once a year from the package wallet and pays the sponsor membership income', async () => {
    const sponsor = await t.signUp(undefined, 'Spon')
    const m = await t.signUp(sponsor.userId, 'Acti')
    const low = await t.call('/activeNow', {}, { token: m.token })
    expect(low.body.message).toBe(messages.lowPackageWallet)
    await t.fundPackage(m.token, 30)
    const r = await t.call('/activeNow', {}, { token: m.token })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data).toMatchObject({ packageWallet: 5 })
    expect((r.body.data as Member).activeDate).not.toBeNull()
    const again = await t.call('/activeNow', {}, { token: m.token })
    expect(again.body.message).toBe(serverMessages.alreadyActive)
    const dash = await t.call('/earningDash', {}, { token: sponsor.token })
    expect(dash.body.data).toEqual([0, 0, 2.5, 0])
    expect((await t.me(sponsor.token)).wallet).toBe(2.5)
  })

  it('joins pot 4 for $50 and pot 3 for $100, once until expiry', async () => {
    const m = await t.signUp(undefined, 'Potter')
    await t.fundPackage(m.token, 200)
    const wrongUser = await t.call(
      '/joinPool',
      { userId: 'BCH0000001', pot: 4, amount: 50 },
      { token: m.token },
    )
    expect(wrongUser.status).toBe(403)
    expect(wrongUser.body.message).toBe(messages.notLoggedIn)
    const wrongPrice = await t.call(
      '/joinPool',
      { userId: m.userId, pot: 4, amount: 100 },
      { token: m.token },
    )
    expect(wrongPrice.body.message).toBe(serverMessages.potPrice)
    const badPot = await t.call(
      '/joinPool',
      { userId: m.userId, pot: 5, amount: 50 },
      { token: m.token },
    )
    expect(badPot.body.message).toBe(serverMessages.potUnknown)
    const r = await t.call(
      '/joinPool',
      { userId: m.userId, pot: 4, amount: 50 },
      { token: m.token },
    )
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const u = r.body.data as Member
    expect(u.pot4Count).toBe(1)
    expect(u.packageWallet).toBe(150)
    expect(new Date(u.pot4Expire ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    const twice = await t.call(
      '/joinPool',
      { userId: m.userId, pot: 4, amount: 50 },
      { token: m.token },
    )
    expect(twice.body.message).toBe(serverMessages.potNotExpired)
    const p3 = await t.call(
      '/joinPool',
      { userId: m.userId, pot: 3, amount: 100 },
      { token: m.token },
    )
    expect(p3.body.data).toMatchObject({ pot3Count: 1, packageWallet: 50 })
    // The history names the pools as the dashboard does, never "pot 4".
    const all = await t.call('/allWalletTrans', { page: 1 }, { token: m.token })
    const descs = (all.body.data as { desc: string }[]).map((x) => x.desc)
    expect(descs).toContain('Joined the 2X Pool')
    expect(descs).toContain('Joined the 2.5X Pool')
  })

  it('redeems the bonus wallet into the income wallet and lists its history', async () => {
    const m = await t.signUp(undefined, 'Bonnie')
    const none = await t.call('/bonusRequest', {}, { token: m.token })
    expect(none.body.message).toBe(serverMessages.noBonus)
    await t.grantBonus(m.userId, 12.5)
    expect((await t.me(m.token)).bonusWallet).toBe(12.5)
    const r = await t.call('/bonusRequest', {}, { token: m.token })
    expect(r.body.data).toMatchObject({ bonusWallet: 0, wallet: 12.5 })
    const h = await t.call('/bonusHistory', {}, { token: m.token })
    expect(h.body).toMatchObject({ total: 2, data: [{ amount: -12.5 }, { amount: 12.5 }] })
  })

  it("lists all wallet movements 10 a page, and today's income", async () => {
    const m = await t.signUp(undefined, 'Pager')
    for (let i = 0; i < 12; i++) await t.fundIncome(m.userId, 1)
    const p1 = await t.call('/allWalletTrans', { page: 1 }, { token: m.token })
    expect(p1.body).toMatchObject({ total: 12, hasMore: true, pageSize: 10 })
    expect(p1.body.data as unknown[]).toHaveLength(10)
    const p2 = await t.call('/allWalletTrans', { page: 2 }, { token: m.token })
    expect(p2.body.data as unknown[]).toHaveLength(2)
    expect(p2.body.hasMore).toBe(false)
    const today = await t.call('/allWalletTrans', { filter: 'earningToday' }, { token: m.token })
    expect(today.body.total).toBe(0)
    const lvl = await t.call('/levelEarning', {}, { token: m.token })
    expect(lvl.body).toMatchObject({ status: true, total: 0, data: [] })
    const bad = await t.call('/allWalletTrans', { page: 0 }, { token: m.token })
    expect(bad.status).toBe(400)
  })
})
