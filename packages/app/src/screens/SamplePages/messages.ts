// The earning rules pages' English words (issue 27); Hindi in src/i18n/hi.ts. The figures come
// from the contract's economics when the page renders.
import { createTranslator } from '@trellis/ui'

/** The English words of the earning rules pages. */
export const rulesEnglish = {
  notice:
    'How the network pays: the rules every member is paid by. Your own earnings are on the Earning page.',
  dailyTitle: 'Daily Return',
  daily: 'Daily return',
  dailyHint: 'a day, by plan',
  dailyText:
    "An investment is credited its plan's rate of its amount to the income wallet each day of the plan.",
  plans: 'Plans',
  planRate: '{rate} a day for {days, plural, one {# day} other {# days}}',
  referralTitle: 'Referral Income',
  referral: 'Referral income',
  referralHint: "per direct member's activation",
  referralText:
    'When a member you referred activates ({cost}), the network credits you {share} of it. Each day a member of your team is credited a daily return, the uplines on the {levels, plural, one {# level} other {# levels}} above them are credited a share of it:',
  levelIncome: 'Level income',
  levelDirect: 'Level 1 (direct)',
  level: 'Level {level}',
  levelShare: '{share} of the daily return',
  levelEnd: 'Nothing is paid past level {level}.',
  rewardTitle: 'Reward',
  reward: 'Business reward',
  rewardHint: 'first, at {milestone} of team business',
  rewardNone: 'none',
  rewardText:
    "Team business is the sum of your downline's investments, not your own. The network credits each reward once, to the income wallet, when your team business first reaches its milestone:",
  rewards: 'Business rewards',
  milestone: '{milestone} team business',
} as const

/** `t(id, values)` over the earning rules pages' words. */
export const useRulesT = createTranslator('rules', rulesEnglish)
