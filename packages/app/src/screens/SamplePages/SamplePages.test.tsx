// @vitest-environment jsdom
// Issue 26, point 3: the earnings pages show what the network pays, every figure read from the
// one economics module. The test reads economics itself, then changes a setting and checks the
// page follows, so a figure typed into the page (the old 1.50% a day, 10% of an investment, a
// reward at 2,000 directs) cannot pass.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { economics, PLANS } from '@trellis/contract'
import { configureApi, memoryStorage, session } from '@trellis/api-client'
import { resetWorld, startMockSession } from '@trellis/api-client/mocks'
import { createMockServer } from '@trellis/api-client/mocks/node'
import { renderAt } from '../../testing/render-at'

const server = createMockServer()

/** The list a page shows its rules in, as [term, detail] pairs. */
async function rulesOf(path: string, list: string): Promise<string[][]> {
  session.configure({ session: memoryStorage(), local: memoryStorage() })
  startMockSession()
  renderAt(path)
  // The route is loaded lazily: a loaded 2-core machine takes seconds for the first render.
  const dl = await screen.findByLabelText(list, {}, { timeout: 10_000 })
  return within(dl)
    .getAllByRole('term')
    .map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? ''])
}

describe('earnings rules pages', { timeout: 30_000 }, () => {
  const saved = {
    membershipIncomeBp: economics.membershipIncomeBp,
    levelIncomeBp: economics.levelIncomeBp,
    businessRewards: economics.businessRewards,
  }
  beforeAll(() => {
    configureApi({ baseUrl: 'http://localhost/api' })
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    Object.assign(economics, saved)
    cleanup()
    server.resetHandlers()
    session.end('logout')
    session.clearEndReason()
    resetWorld()
  })
  afterAll(() => server.close())

  it('daily return: each plan at its rate and length', async () => {
    const rows = await rulesOf('/earning/daily', 'Plans')
    expect(rows).toEqual(
      PLANS.map((p) => [p.name, `${String(p.roi)}% a day for ${String(p.days)} days`]),
    )
    expect(screen.getByText('1% – 2%')).toBeVisible()
    expect(screen.queryByText(/1\.50%/)).toBeNull()
  })

  it('referral income: the share of an activation and the level income, from economics', async () => {
    economics.membershipIncomeBp = 2_000
    economics.levelIncomeBp = [800, 400, 200]
    const rows = await rulesOf('/earning/referral', 'Level income')
    // 20% of the $25 activation.
    expect(screen.getByText('$5.00')).toBeVisible()
    expect(screen.getByText(/credits you 20% of it/)).toBeVisible()
    expect(rows).toEqual([
      ['Level 1 (direct)', '8% of the daily return'],
      ['Level 2', '4% of the daily return'],
      ['Level 3', '2% of the daily return'],
    ])
    expect(screen.getByText('Nothing is paid past level 3.')).toBeVisible()
    expect(screen.queryByText(/investment/)).toBeNull()
  })

  it('referral income as the network pays it today: $2.50 an activation, five levels', async () => {
    const rows = await rulesOf('/earning/referral', 'Level income')
    expect(screen.getByText('$2.50')).toBeVisible()
    expect(rows.map(([, detail]) => detail)).toEqual([
      '10% of the daily return',
      '5% of the daily return',
      '3% of the daily return',
      '2% of the daily return',
      '1% of the daily return',
    ])
  })

  it('reward: the team-business milestones and their rewards, from economics', async () => {
    economics.businessRewards = [
      { milestoneCents: 2_500_000, rewardCents: 25_000 },
      { milestoneCents: 7_500_000, rewardCents: 80_000 },
    ]
    const rows = await rulesOf('/earning/reward', 'Business rewards')
    expect(rows).toEqual([
      ['$25,000.00 team business', '$250.00'],
      ['$75,000.00 team business', '$800.00'],
    ])
    expect(screen.getByText('first, at $25,000.00 of team business')).toBeVisible()
    expect(screen.queryByText(/directs/)).toBeNull()
  })
})
