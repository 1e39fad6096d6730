// The dashboard's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'
import { englishT } from '../../i18n/english-t'

/** The English words of the dashboard. */
export const dashboardEnglish = {
  title: 'Home',
  news: 'News',
  notice: 'Notice',
  shortcuts: 'Shortcuts',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  invest: 'Invest',
  support: 'Support and community',
  referral: 'Referral link',
  referralMessage: 'Join my team on Trellis:',
  referralSubject: 'Join me on Trellis',
  wallets: 'Wallets',
  investment: 'Investment',
  totalInvestment: 'Total investment',
  totalReturn: 'Total return',
  totalWithdrawal: 'Total withdrawal',
  profit: 'Profit',
  bannerGrowTitle: 'Grow with your team',
  bannerGrowText: 'Invite members with your referral link.',
  bannerInvestTitle: 'Invest in a plan',
  bannerInvestText: 'Choose a plan and track every return.',
  bannerSecureTitle: 'Keep your account safe',
  bannerSecureText: 'Set your transaction password in KYC.',
  activation: 'Activation',
  activated: 'Your account is active.',
  activateTitle: 'Activate your account?',
  activate: 'Activate',
  activationMessage:
    '{cost} will be paid from your {wallet, select, wallet {income wallet} packageWallet {package wallet} other {bonus wallet}}. Your account is then active for {years, plural, one {# year} other {# years}}.',
  newMemberTitle: 'Your user id',
  newMemberText:
    'Log in with this id (or your e-mail) and your password; password recovery asks for it too. We have also e-mailed it to you.',
  continue: 'Continue',
  copyUserId: 'Copy user id',
  pools: 'Pools',
  basePool: 'Base Pool',
  withdrawalPool: 'Withdrawal',
  withdrawalPoolText:
    'What you have withdrawn so far, out of the daily return your investments have paid you.',
  joined: 'You joined the {pot}.',
  joinTitle: 'Join the {pot}?',
  join: 'Join',
  joinMessage:
    '{price} will be paid from your {wallet, select, wallet {income wallet} packageWallet {package wallet} other {bonus wallet}}. You join the {pot} for {days, plural, one {# day} other {# days}}. What a pool pays is not set by a rule yet: a payout, when the network makes one, shows in its gauge.',
} as const

/** An id of the dashboard's words. */
export type DashboardMessageId = keyof typeof dashboardEnglish

/** `t(id, values)` over the dashboard's words. */
export const useDashboardT = createTranslator('dashboard', dashboardEnglish)

/** The dashboard's words in English, outside React (the parity tests read the confirmations). */
export const dashboardEnglishT = englishT(dashboardEnglish)
