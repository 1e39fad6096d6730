// The inbox screen's English words (issue 26, point 1); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the inbox screen. */
export const inboxEnglish = {
  title: 'Notifications',
  loading: 'Loading notifications',
  theInbox: 'your notifications',
  retry: 'Retry',
  list: 'Notifications, newest first',
  pages: 'Notification pages',
  empty:
    'Nothing yet. Deposits, withdrawals, transfers to you, your team and changes to your sign-in show up here.',
  unread: 'New',
  // What happened, one title per kind.
  depositCredited: 'Deposit credited',
  withdrawalPaid: 'Withdrawal paid',
  withdrawalRejected: 'Withdrawal rejected',
  transferReceived: 'Transfer received',
  bonus: 'Bonus credited',
  businessReward: 'Business reward',
  adjustment: 'Wallet adjusted by support',
  teamJoined: 'New member in your team',
  newDevice: 'Signed in from a new device',
  passwordChanged: 'Login password changed',
  passwordReset: 'Login password reset',
  totpAdded: 'Authenticator app added',
  totpRemoved: 'Authenticator app removed',
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  recoveryRenewed: 'New recovery codes made',
  recoveryUsed: 'Recovery code used',
  loginLock: 'Log-ins from new devices paused',
  passwordChangeLock: 'Password changes paused',
  transactionPasswordLock: 'Money actions paused',
  factorLock: 'Authenticator codes paused',
  payoutAddress: 'Payout address changed',
  // The line under the title.
  amountToPackage: '{amount} in your package wallet',
  amountSent: '{amount} sent to your payout address',
  amountBack: 'Withdrawal {id}: {amount} back in your income wallet',
  amountFrom: '{amount} from {who}',
  amountFor: '{amount}: {reason}',
  amountToIncome: '{amount} in your income wallet',
  joined: '{who} joined with your referral link',
  until: 'Until {until}, after wrong tries',
  nowAddress: 'Withdrawals now go to {address}',
  notYou: 'Not you? Change your login password now.',
  member: '{userId} ({name})',
  onExplorer: ' (on the block explorer, opens in a new tab)',
  // Mail settings.
  mailTitle: 'Also by e-mail',
  mailTopics: 'E-mail me about',
  topicDeposits: 'Deposits credited',
  topicWithdrawals: 'Withdrawals paid or rejected',
  topicTransfers: 'Transfers I receive',
  topicEarnings: 'Bonuses, rewards and adjustments',
  topicTeam: 'New members in my team',
  securityAlways: 'Security e-mails (new devices, password and factor changes, pauses) always go.',
  mailFailed: 'Your e-mail choice could not be saved. Try again.',
} as const

/** `t(id, values)` over the inbox screen's words. */
export const useInboxT = createTranslator('inbox', inboxEnglish)
