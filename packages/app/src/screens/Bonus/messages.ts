// The bonus screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the bonus screen. */
export const bonusEnglish = {
  title: 'Bonus',
  wallet: 'Bonus wallet',
  redeemed: 'Bonus redeemed.',
  redeeming: 'Redeeming…',
  redeem: 'Redeem',
  history: 'Bonus history',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
} as const

/** `t(id, values)` over the bonus screen's words. */
export const useBonusT = createTranslator('bonus', bonusEnglish)
