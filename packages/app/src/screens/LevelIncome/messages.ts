// The level income screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the level income screen. */
export const levelIncomeEnglish = {
  title: 'Level Income',
  caption: 'Level income',
  date: 'Date',
  from: 'From',
  level: 'Level',
  rate: 'Rate',
  amount: 'Amount',
} as const

/** `t(id, values)` over the level income screen's words. */
export const useLevelIncomeT = createTranslator('levelIncome', levelIncomeEnglish)
