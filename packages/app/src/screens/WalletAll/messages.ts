// The wallet history's and today's earning's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the transaction history screens. */
export const walletAllEnglish = {
  title: 'Wallet History',
  todayTitle: "Today's Earning",
  transactions: 'Transactions',
  todayIncome: "Today's income",
  theHistory: 'your wallet history',
  theTodayIncome: "today's income",
  statement: 'Download statement',
  from: 'From',
  to: 'To',
} as const

/** `t(id, values)` over the transaction history screens' words. */
export const useWalletAllT = createTranslator('walletAll', walletAllEnglish)
