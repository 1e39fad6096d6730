// The wallet screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the wallet screen. */
export const walletEnglish = {
  title: 'Wallet',
  balances: 'Balances',
  incomeWallet: 'Income wallet',
  packageWallet: 'Package wallet',
  bonusWallet: 'Bonus wallet',
  totalWithdrawal: 'Total withdrawal',
  withdraw: 'Withdraw',
  transfer: 'Transfer',
  deposit: 'Deposit',
  invest: 'Invest',
  bonus: 'Bonus',
  history: 'Wallet history',
} as const

/** `t(id, values)` over the wallet screen's words. */
export const useWalletT = createTranslator('wallet', walletEnglish)
