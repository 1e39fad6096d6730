// The deposit screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the deposit screen. */
export const depositEnglish = {
  title: 'Deposit',
  sampleAddress: 'Sample address: no receiving address is configured. Do not send funds to it.',
  chainUnavailable:
    'BNB Smart Chain cannot be read right now. USDT sent to your address is safe and is credited once the chain can be read again.',
  yourAddress: 'Your deposit address',
  address: 'Deposit address',
  // The contract's DEPOSIT_NETWORK, then the warning.
  ownNote: 'USDT on BNB Smart Chain (BEP-20) only. Other tokens or networks sent here are lost.',
  note: 'Send only USDT on the BEP-20 network to this address.',
  claim: 'Claim a deposit',
  request: 'Deposit request',
  history: 'Deposit history',
  date: 'Date',
  transaction: 'Transaction',
  amount: 'Amount',
  status: 'Status',
  statusPending: 'Waiting for a check',
  statusApproved: 'Credited',
  statusRejected: 'Not credited',
  submit: 'Submit deposit request',
  paymentType: 'Payment type',
  transactionHash: 'Transaction hash',
  arrivals: 'Arrivals on your address',
  credited: 'Credited',
  dust: 'Below one cent: not credited',
  confirmations: '{count} of {needed, plural, one {# confirmation} other {# confirmations}}',
  nothingArrived:
    'Nothing has arrived yet. A transfer shows here within seconds and is credited to your package wallet after ',
  afterConfirmations: '{needed, plural, one { confirmation} other { confirmations}}.',
} as const

/** `t(id, values)` over the deposit screen's words. */
export const useDepositT = createTranslator('deposit', depositEnglish)
