// The invest screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the invest screen. */
export const investEnglish = {
  title: 'Invest Now',
  card: 'Invest',
  loadingPlans: 'Loading plans',
  retry: 'Retry',
  thePlans: 'the plans',
  history: 'Investment history',
  date: 'Date',
  plan: 'Plan',
  roi: 'ROI',
  amount: 'Amount',
  wallet: 'Wallet',
  walletPackage: 'Package',
  walletIncome: 'Income',
  days: 'Days',
  formLabel: 'Invest',
  invested: 'Investment made.',
  submit: 'Invest now',
  choosePlan: 'Choose a plan',
  planOption: '{name} ({roi}% a day, {days} days)',
  chooseWallet: 'Choose a wallet',
  incomeWallet: 'Income wallet',
  packageWallet: 'Package wallet',
  walletWithBalance: '{wallet} ({balance})',
  amountHint: 'In multiples of {multiple}, from {smallest}.',
  preview: '{daily} a day, {total} over {days} days',
} as const

/** `t(id, values)` over the invest screen's words. */
export const useInvestT = createTranslator('invest', investEnglish)
