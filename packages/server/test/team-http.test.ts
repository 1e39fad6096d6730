// The team calls on members made through the real sign-up and investment calls of the server
// (register and investNow record the join and the investment through src/team/aggregates.ts).
import { describe, expect, it } from 'vitest'
import type { PagedAnswer, TeamData, TeamMember, TreeNode } from '@trellis/contract'
import { fileTestApp, ROOT_ID } from './helpers/app'

describe('team calls after real sign-ups and investments', () => {
  const t = fileTestApp()

  it('counts sign-ups and investments through the HTTP calls', async () => {
    const root = await t.login()
    const a = await t.signUp(ROOT_ID, 'Ann')
    const b = await t.signUp(a.userId, 'Ben')
    await t.signUp(b.userId, 'Cat')
    await t.fundPackage(b.token, 500)
    const invest = await t.call(
      '/investNow',
      { wallet: 'package', amount: 200, plan: 'starter' },
      { token: b.token, key: 'team-http-1' },
    )
    expect(invest.status, JSON.stringify(invest.body)).toBe(200)

    const data = await t.call('/getTeamData', {}, { token: root })
    expect(data.status).toBe(200)
    const summary = data.body.data as TeamData
    expect(summary).toMatchObject({
      totalTeamMembers: 3,
      directCount: 1,
      teamBusiness: 200,
      zeroInvestmentTeamMembers: 2,
    })
    const down = (await t.call('/downLine', { page: 1 }, { token: root }))
      .body as unknown as PagedAnswer<TeamMember>
    expect(down.data.map((m) => m.firstName)).toEqual(['Ann', 'Ben', 'Cat'])
    expect(down.data[0]?.self).toEqual({ teamStake: 200, totalStake: 0, totalTeamMembers: 2 })
    const tree = await t.call('/treeView', { id: b.userId }, { token: a.token })
    expect((tree.body.data as TreeNode).children.map((c) => c.firstName)).toEqual(['Cat'])
    const refused = await t.call('/treeView', { id: a.userId }, { token: b.token })
    expect(refused.status).toBe(403)
  })
})
