import { afterEach, describe, expect, it } from 'vitest'
import { businessRewardRateBp, economics, levelIncomeDepth, levelIncomeShares } from './economics'

const rates = [...economics.levelIncomeBp]
afterEach(() => {
  ;(economics as { levelIncomeBp: readonly number[] }).levelIncomeBp = rates
})
const setRates = (bp: readonly number[]) => {
  ;(economics as { levelIncomeBp: readonly number[] }).levelIncomeBp = bp
}

describe('levelIncomeShares: who earns what on one ROI credit (the server and the mocks call it)', () => {
  it('pays the first levels their share of the credit, level 1 first', () => {
    setRates([1_000, 500, 300, 200, 100])
    const chain = ['s1', 's2', 's3', 's4', 's5', 's6', 's7']
    expect(levelIncomeShares(1_500, chain)).toEqual([
      { upline: 's1', level: 1, rateBp: 1_000, cents: 150 },
      { upline: 's2', level: 2, rateBp: 500, cents: 75 },
      { upline: 's3', level: 3, rateBp: 300, cents: 45 },
      { upline: 's4', level: 4, rateBp: 200, cents: 30 },
      { upline: 's5', level: 5, rateBp: 100, cents: 15 },
    ])
  })

  it('its depth is the length of levelIncomeBp, and a short chain pays no one the rest', () => {
    setRates([1_000, 500, 300, 200, 100, 50])
    expect(levelIncomeDepth()).toBe(6)
    expect(levelIncomeShares(10_000, [1, 2, 3, 4, 5, 6, 7]).map((s) => s.upline)).toEqual([
      1, 2, 3, 4, 5, 6,
    ])
    expect(levelIncomeShares(10_000, [1, 2]).map((s) => [s.level, s.cents])).toEqual([
      [1, 1_000],
      [2, 500],
    ])
  })

  it('leaves out a share that rounds to nothing, and keeps the levels of those after it', () => {
    setRates([1_000, 0, 300])
    // 10% of 4 cents is 0.4 cent (nothing); 3% of 4 cents is 0.12 (nothing).
    expect(levelIncomeShares(4, ['a', 'b', 'c'])).toEqual([])
    // 10% of 50 = 5; level 2 earns 0; 3% of 50 = 1.5, half up = 2.
    expect(levelIncomeShares(50, ['a', 'b', 'c'])).toEqual([
      { upline: 'a', level: 1, rateBp: 1_000, cents: 5 },
      { upline: 'c', level: 3, rateBp: 300, cents: 2 },
    ])
  })
})

it('businessRewardRateBp: the reward over its milestone, in bp', () => {
  expect(businessRewardRateBp({ milestoneCents: 1_000_000, rewardCents: 10_000 })).toBe(100)
  expect(businessRewardRateBp({ milestoneCents: 3_000_000, rewardCents: 10_000 })).toBe(33)
})
