// Business reward: one-time credits when a member's team business first reaches a milestone.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { num, query } from '../src/db/client'
import { economics } from '@trellis/contract'
import { fileTestApp, ROOT_ID } from './helpers/app'

const t = fileTestApp()

/** The milestones (in dollars) `userId` has been rewarded for, lowest first. */
async function rewarded(userId: string): Promise<number[]> {
  const rows = await query<{ milestone_cents: unknown }>(
    t.db.database.db,
    sql`SELECT r.milestone_cents FROM business_rewards r JOIN members m ON m.id = r.member_id
        WHERE m.user_id = ${userId} ORDER BY 1`,
  )
  return rows.map((r) => num(r.milestone_cents) / 100)
}

const dash = async (token: string) =>
  (await t.call('/earningDash', {}, { token })).body.data as number[]

describe('business reward', () => {
  it('uses the milestones the docs describe', () => {
    expect(economics.businessRewards.map((r) => [r.milestoneCents, r.rewardCents])).toEqual([
      [1_000_000, 10_000],
      [5_000_000, 50_000],
      [10_000_000, 100_000],
    ])
  })

  it('pays each milestone of team business once, to every upline that reaches it', async () => {
    const s = await t.signUp(ROOT_ID, 'Sponsor')
    const d = await t.signUp(s.userId, 'Direct')
    await t.invest(d.token, 9_000)
    expect(await rewarded(s.userId)).toEqual([])
    expect(await dash(s.token)).toEqual([0, 0, 0, 0])

    // Its own investment is not team business: still no reward.
    await t.invest(s.token, 5_000)
    expect(await rewarded(s.userId)).toEqual([])

    // $9,000 + $1,000 reaches $10,000 for the sponsor and the root above it.
    await t.invest(d.token, 1_000)
    expect(await rewarded(s.userId)).toEqual([10_000])
    expect(await rewarded(ROOT_ID)).toEqual([10_000])
    expect(await dash(s.token)).toEqual([0, 0, 0, 100])
    expect(await rewarded(d.userId)).toEqual([])

    // Later investments under the same milestone pay nothing more; the next milestone pays once.
    await t.invest(d.token, 100)
    expect(await dash(s.token)).toEqual([0, 0, 0, 100])
    await t.invest(d.token, 40_000)
    expect(await rewarded(s.userId)).toEqual([10_000, 50_000])
    expect(await dash(s.token)).toEqual([0, 0, 0, 600])
    expect((await t.me(s.token)).wallet).toBe(600)

    // The credit records its source: the investor, the milestone as base, the rate.
    const list = await t.call('/allWalletTrans', { filter: 'earningToday' }, { token: s.token })
    const items = list.body.data as { amount: number; source?: Record<string, unknown> }[]
    const big = items.find((i) => i.amount === 500)
    expect(big?.source).toMatchObject({
      kind: 'reward',
      fromUserId: d.userId,
      baseAmount: 50_000,
      rate: 1,
    })
  })
})
