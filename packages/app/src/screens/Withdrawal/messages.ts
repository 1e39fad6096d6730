// The withdrawal screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the withdrawal screen. */
export const withdrawalEnglish = {
  title: 'Withdrawal',
  balance: 'Balance',
  incomeWallet: 'Income wallet',
  withdraw: 'Withdraw',
  history: 'Withdrawal history',
  date: 'Date',
  description: 'Description',
  status: 'Status',
  amount: 'Amount',
  formLabel: 'Withdrawal',
  setPayoutAddress: 'Set your payout address',
  available: 'Available',
  sendOtp: 'Send OTP',
  enterOtp: 'Enter OTP',
  submit: 'Submit withdrawal',
  otpWithCharge:
    'Withdraw {amount} with a {percent}% charge of {charge}: {total} leaves your income wallet. We e-mailed you a one-time password; enter it to confirm.',
  otpPlain: 'We e-mailed you a one-time password. Enter it to confirm the withdrawal.',
  /** After Cancel, a reload or Back, while the code sent still works (sent-code.ts). */
  codeSent:
    'We e-mailed you a one-time password for a withdrawal of {amount}. It works for {minutes} minutes after it was sent.',
  enterSentCode: 'Enter the code',
  chargeHint: '{percent}% charge {charge} · {total} leaves your income wallet',
  statusPending: 'Waiting for approval',
  statusApproved: 'Approved',
  statusOnItsWay: 'On its way',
  statusPaid: 'Paid',
  statusRejected: 'Rejected, refunded',
  statusFailed: 'Held for review',
  viewOnExplorer: 'View on the explorer',
  chargeNote: '+ {charge} charge',
} as const

/** `t(id, values)` over the withdrawal screen's words. */
export const useWithdrawalT = createTranslator('withdrawal', withdrawalEnglish)
