import { describe, expect, it } from 'vitest'
import type { EarningSource } from './entities'
import { sourceLine } from './history'
import { sayHistoryInHindi } from './i18n/hi-history'

const base: EarningSource = {
  kind: 'level',
  fromUserId: 'BCH1000005',
  level: 2,
  rate: 5,
  baseAmount: 1000,
  day: '2026-11-21',
}

describe('sourceLine', () => {
  it('says level, rate, base and source member', () => {
    expect(sourceLine(base)).toBe('Level 2 · 5% of $1,000.00 from BCH1000005')
  })

  it('keeps fractional rates exact and leaves the member out of ROI', () => {
    expect(sourceLine({ ...base, kind: 'roi', level: null, rate: 1.5, baseAmount: 200 })).toBe(
      'ROI · 1.5% of $200.00',
    )
  })

  it('leaves out what the source does not carry', () => {
    expect(
      sourceLine({
        ...base,
        kind: 'bonus',
        level: null,
        rate: null,
        baseAmount: null,
        fromUserId: null,
      }),
    ).toBe('Bonus')
    expect(
      sourceLine({ ...base, kind: 'membership', level: null, rate: null, baseAmount: null }),
    ).toBe('Membership · from BCH1000005')
  })

  it('says the source in Hindi (issue 27)', () => {
    expect(sourceLine(base, sayHistoryInHindi)).toBe('लेवल 2 · $1,000.00 का 5% BCH1000005 से')
    expect(
      sourceLine(
        { ...base, kind: 'reward', level: null, rate: null, baseAmount: null, fromUserId: null },
        sayHistoryInHindi,
      ),
    ).toBe('बिज़नेस रिवॉर्ड')
  })
})
