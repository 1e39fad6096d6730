// The earning screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the earning screen. */
export const earningEnglish = {
  title: 'Earning',
  totals: 'Income totals',
  theTotals: 'your income totals',
  investmentIncome: 'Investment income',
  levelIncome: 'Level income',
  membershipIncome: 'Membership income',
  businessReward: 'Business reward',
  details: 'Details',
  detailsLinks: 'Earning details',
  today: "Today's earning",
  dailyReturn: 'Daily return',
  referralIncome: 'Referral income',
  reward: 'Reward',
  trendTitle: 'Income, last 30 days',
  trendSummary: '{total} in 30 days',
  trendDay: 'Day',
  trendIncome: 'Income',
  theTrend: 'your income by day',
  retry: 'Retry',
} as const

/** `t(id, values)` over the earning screen's words. */
export const useEarningT = createTranslator('earning', earningEnglish)
