// An investment in two statements (src/domain/invest.ts, docs/server.md "Lock order"): what it
// costs the database, and that the answer it builds inside its own statement is the member as a
// fresh read sees it: the moved wallet, the new total investment, the team rows and the rewards.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { economics, messages, type Member } from '@trellis/contract'
import { num, query } from '../src/db/client'
import { fileTestApp, ROOT_ID } from './helpers/app'
import { isMailWork, isSessionCheck, type DbHooks } from './helpers/hooked-db'

const hooks: DbHooks = {}
const t = fileTestApp({ hooks })

const invest = (token: string, amount: number, key?: string, plan = 'growth') =>
  t.call('/investNow', { wallet: 'package', amount, plan }, { token, ...(key && { key }) })

/**
 * The statements `work` runs: outside transactions (without the session check and the mails of
 * earlier calls), inside, and the commits.
 */
async function counted(work: () => Promise<unknown>) {
  const seen = { outside: [] as string[], inside: [] as string[], commits: 0 }
  hooks.afterExecute = (text) => {
    if (!isSessionCheck(text) && !isMailWork(text)) seen.outside.push(text)
  }
  hooks.inTransaction = (text) => seen.inside.push(text)
  hooks.beforeCommit = async () => {
    seen.commits++
  }
  try {
    await work()
  } finally {
    delete hooks.afterExecute
    delete hooks.inTransaction
    delete hooks.beforeCommit
  }
  return seen
}

async function teamRow(userId: string) {
  const [r] = await query<Record<string, unknown>>(
    t.db.database.db,
    sql`SELECT t.team_business_cents AS business, t.team_zero_investment_count AS zero,
               (SELECT sum(business_cents) FROM team_level_stats s WHERE s.ancestor_id = m.id) AS levels,
               (SELECT sum(zero_investment_count) FROM team_level_stats s WHERE s.ancestor_id = m.id) AS "zeroLevels"
          FROM members m JOIN team_totals t ON t.member_id = m.id WHERE m.user_id = ${userId}`,
  )
  return {
    business: num(r?.business),
    zero: num(r?.zero),
    levels: num(r?.levels),
    zeroLevels: num(r?.zeroLevels),
  }
}

describe('an investment', () => {
  it('is two statements in one transaction, with or without a key', async () => {
    const { token } = await t.signUp(undefined, 'Tara')
    await t.fundPackage(token, 300)
    for (const key of [undefined, 'inv-count-1']) {
      const seen = await counted(async () => {
        const r = await invest(token, 100, key)
        expect(r.status, JSON.stringify(r.body)).toBe(200)
      })
      expect({ ...seen, inside: seen.inside.length }).toEqual({
        outside: [],
        inside: 2,
        commits: 1,
      })
    }
  })

  it('answers the member as a fresh read sees it, first investment and later ones', async () => {
    const sponsor = await t.signUp(undefined, 'Sia')
    const { token, userId } = await t.signUp(sponsor.userId, 'Omar')
    await t.fundPackage(token, 600)
    const before = await teamRow(sponsor.userId)
    for (const [amount, key] of [
      [200, 'inv-view-1'],
      [100, undefined],
    ] as const) {
      const r = await invest(token, amount, key)
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      expect(r.body.data).toEqual(await t.me(token))
    }
    const me = await t.me(token)
    expect({ total: me.totalInvestment, left: me.packageWallet, user: me.userId }).toEqual({
      total: 300,
      left: 300,
      user: userId,
    })
    // The sponsor's team: $300 more business, and one member fewer who has not invested (once).
    const after = await teamRow(sponsor.userId)
    expect({
      business: after.business - before.business,
      levels: after.levels - before.levels,
      zero: after.zero - before.zero,
      zeroLevels: after.zeroLevels - before.zeroLevels,
    }).toEqual({ business: 300_00, levels: 300_00, zero: -1, zeroLevels: -1 })
    await t.expectLedgerSound()
  })

  it('answers a key again as it did, refuses it for another body, and moves nothing twice', async () => {
    const { token } = await t.signUp(undefined, 'Kira')
    await t.fundPackage(token, 400)
    const first = await invest(token, 100, 'inv-again')
    expect(first.status).toBe(200)
    const after = await t.snapshot()
    const again = await invest(token, 100, 'inv-again')
    expect({ status: again.status, body: again.body }).toEqual({
      status: 200,
      body: first.body,
    })
    const other = await invest(token, 200, 'inv-again')
    expect(other.status).toBe(422)
    expect(await t.snapshot()).toEqual(after)
  })

  it('refuses a plan that does not exist and a short wallet, keeping the key free', async () => {
    const { token } = await t.signUp(undefined, 'Rafa')
    await t.fundPackage(token, 100)
    const before = await t.snapshot()
    const noPlan = await invest(token, 100, 'inv-refused', 'nothing')
    expect({ status: noPlan.status, field: noPlan.body.field }).toEqual({
      status: 400,
      field: 'plan',
    })
    const short = await invest(token, 200, 'inv-refused-2')
    expect({ status: short.status, message: short.body.message }).toEqual({
      status: 400,
      message: messages.lowWallet,
    })
    expect(await t.snapshot()).toEqual(before)
    // Nothing was stored under the keys: the same key with a good body goes through.
    expect((await invest(token, 100, 'inv-refused')).status).toBe(200)
  })

  it('pays the milestone rewards its amount reaches, in its transaction, once', async () => {
    const [milestone] = economics.businessRewards
    if (!milestone) throw new Error('the economics names no business reward')
    const sponsor = await t.signUp(ROOT_ID, 'Mila')
    const { token } = await t.signUp(sponsor.userId, 'Nico')
    const amount = milestone.milestoneCents / 100
    await t.fundPackage(token, amount * 2)
    const wallet = async () => (await t.me(sponsor.token)).wallet
    const before = await wallet()
    const seen = await counted(async () => {
      const r = await invest(token, amount, 'inv-reward')
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      expect((r.body.data as Member).totalInvestment).toBe(amount)
    })
    // The two statements, then per reward its posting and its row's transaction.
    expect(seen.commits).toBe(1)
    expect(seen.inside.length).toBeGreaterThan(2)
    expect(await wallet()).toBe(before + milestone.rewardCents / 100)
    // The same milestone again pays nothing more.
    expect((await invest(token, amount)).status).toBe(200)
    expect(await wallet()).toBe(before + milestone.rewardCents / 100)
    const [unlinked] = await query<{ n: unknown }>(
      t.db.database.db,
      sql`SELECT count(*) AS n FROM business_rewards WHERE transaction_id IS NULL`,
    )
    expect(num(unlinked?.n)).toBe(0)
    await t.expectLedgerSound()
  })
})
