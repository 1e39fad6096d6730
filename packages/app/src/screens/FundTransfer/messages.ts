// The fund transfer screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'
import { englishT } from '../../i18n/english-t'

const wallet =
  '{wallet, select, wallet {income wallet} packageWallet {package wallet} other {bonus wallet}}'

/** The English words of the fund transfer screen. */
export const fundTransferEnglish = {
  title: 'Fund Transfer',
  balances: 'Balances',
  transfer: 'Transfer',
  toUser: 'To User',
  toSelf: 'To Self',
  transactions: 'Transactions',
  date: 'Date',
  description: 'Description',
  type: 'Type',
  amount: 'Amount',
  done: 'Transfer complete.',
  withFee: 'With the {percent}% fee: {total}.',
  toSelfSummary: `{total} leaves your income wallet ({amount} plus the {percent}% fee) and {amount} arrives in your package wallet. This cannot be reversed.`,
  toSelfForm: 'Transfer to self',
  toSelfIntro: 'From your income wallet to your package wallet. This cannot be reversed.',
  toSelfHint: 'At least {minimum}; a {percent}% fee is added.',
  toSelfSubmit: 'Transfer to package wallet',
  toSelfConfirm: 'Move to your package wallet?',
  transferSummary: `{name} ({userId}) receives {received}: {amount} from your ${wallet}, minus the {percent}% fee {fee}.`,
  afterFee: 'Recipient gets {received} after the {percent}% fee.',
  toUserForm: 'Transfer to user',
  recipient: 'Recipient user ID',
  fromWallet: 'From wallet',
  chooseWallet: 'Choose a wallet',
  incomeWallet: 'Income wallet',
  packageWallet: 'Package wallet',
  toUserHint: 'A {percent}% fee applies; at least {minimum}.',
  transactionPassword: 'Transaction password',
  send: 'Send',
} as const

/** An id of the fund transfer screen's words. */
export type FundTransferMessageId = keyof typeof fundTransferEnglish

/** `t(id, values)` over the fund transfer screen's words. */
export const useFundTransferT = createTranslator('fundTransfer', fundTransferEnglish)

/** The screen's words in English, outside React (the parity tests read the hints). */
export const fundTransferEnglishT = englishT(fundTransferEnglish)
