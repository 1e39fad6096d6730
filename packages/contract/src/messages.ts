// The spec's exact words (sections 5 and 8). The forms, the server and the mocks all say these,
// so a member reads the same sentence wherever a rule is enforced. Spelling such as "Sponcer" is
// the spec's and is kept on purpose.

import { investMultiple, minAmount, minTransfer } from './constants'
import { economics } from './economics'
import { formatUsd } from './display'
import { formatMessage } from './i18n/format'
import { templates } from './template-words'

/** Validation messages of spec section 5. */
export const messages = {
  // Login
  loginRequired: 'Please fill all fields.',
  // Sign-up
  sponsorInvalid: 'Sponcer is not valid.',
  sponsorNotFound: 'Sponcer Id not found.',
  signupRequired: 'Please fill all fields.',
  passwordRule:
    'Password must be at least 8 characters long, contain 1 capital letter, 1 special character, and 1 number.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordHintLength: 'Password must be at least 8 characters long',
  confirmHintMismatch: 'Confirm password does not match password.',
  // Deposit
  depositRequired: 'Please fill all fields!',
  // The minimums' words follow their settings (economics.ts): filled from templates when read.
  get depositMinimum(): string {
    return formatMessage('en', templates.depositMinimum, { min: minAmount() })
  },
  // Withdrawal
  withdrawAmountRequired: 'Please enter amount!',
  get withdrawMinimum(): string {
    return formatMessage('en', templates.withdrawMinimum, { min: minAmount() })
  },
  withdrawExceedsWallet: 'Amount exceeds wallet balance!',
  insufficientBalance: 'Insufficient Balance',
  otpRequired: 'OTP is required!',
  // Invest
  investRequired: 'Please fill all fields!',
  get investMinimum(): string {
    return formatMessage('en', templates.investMinimum, { min: minAmount() })
  },
  get investMultiple(): string {
    return formatMessage('en', templates.investMultiple, {
      multiple: investMultiple(),
    })
  },
  // Transfer to user
  transferRequired: 'Please fill all details correctly!!!',
  lowIncomeWallet: 'Low Income Wallet balance!!! ...',
  lowPackageWallet: 'Low Package Wallet balance!!! ...',
  transactionPasswordMismatch: 'Transaction password does not match!',
  transferCancelled: 'Transfer cancelled by user',
  invalidNumber: 'Please enter a valid number',
  // Transfer to self
  selfAmountPositive: 'Please enter amount greater than 0!!!',
  lowWallet: 'Low Wallet balance!!!...',
  // Pool join
  notLoggedIn: 'Not Logged In',
} as const

/** Fallbacks and dialog titles of spec section 8. */
export const fallbacks = {
  login: 'Something went wrong.',
  depositFailed: 'Deposit request failed!',
  depositSendFailed: 'Failed to send deposit request!',
  investFailed: 'Invest request failed!',
  investSendFailed: 'Failed to send invest request!',
  requestFailed: 'Something went wrong while submitting your request.',
  otpServer: 'Server error. Please try again.',
  transferTitle: 'Transfer Error',
  transferMessage: 'Something went wrong',
  profileUpdate: 'An unexpected error occurred!',
  poolJoinTitle: 'Purchase Failed',
  poolJoinMessage: 'An error occurred while joining the pot.',
  otpTitle: 'OTP Error',
} as const

/** Texts of empty lists (spec section 8). */
export const emptyTexts = {
  noTransactions: 'No transactions found.',
  noMoreData: 'No more data available',
  /** A member list (direct team, downline, a level) with nobody in it yet. */
  noMembers: 'No members yet.',
} as const

/**
 * Messages the spec does not give, for rules the server adds (authentication, rate limits,
 * malformed input). Kept here so every layer says the same thing.
 */
export const serverMessages = {
  unauthorized: 'Your session has ended. Please log in again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  invalidCredentials: 'Invalid user id or password.',
  sharedEmailLogin:
    'Several accounts use this e-mail with this password: sign in with your user id (it is in your welcome mail).',
  malformedBody: 'The request could not be read.',
  unknownField: 'The request has a field that is not allowed.',
  /** Statement download: a range that ends before it starts or spans more than 366 days. */
  statementRange: 'Choose a From date on or before the To date, at most 366 days apart.',
  amountFormat: 'Amount must be a number with at most 2 decimals.',
  amountTooLarge: 'Amount is too large.',
  unknownMember: 'Member not found.',
  selfTransfer: 'You cannot transfer to your own user id.',
  otpInvalid: 'Invalid OTP.',
  otpExpired: 'OTP has expired. Please request a new one.',
  otpTooManyTries: 'Too many wrong OTP attempts. Please request a new one.',
  otpRateLimited: 'Please wait before requesting another OTP.',
  otpSent: 'OTP sent to your e-mail.',
  transactionPasswordNotSet: 'Please set your transaction password in KYC first.',
  transactionPasswordRequired: 'Transaction password is required.',
  transactionPasswordAlreadySet: 'Enter your current transaction password to change it.',
  usdtAddressInvalid: 'Enter a valid BEP-20 address (0x followed by 40 hex characters).',
  noBonus: 'No bonus to redeem.',
  alreadyActive: 'Your account is already active.',
  potNotExpired: 'You already hold this pot.',
  potUnknown: 'Unknown pot.',
  potPrice: 'The price of this pot does not match.',
  outsideDownline: 'This member is not in your team.',
  duplicateTransactionHash: 'This transaction hash was already submitted.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many requests. Please try again later.',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordChanged: 'Password changed.',
  resetSent: 'If that account exists, a reset code has been e-mailed.',
  resetInvalid: 'The reset code is invalid or has expired.',
  /** A text field holding a control character (NUL, line breaks, escapes…). */
  controlCharacters: 'This field contains characters that are not allowed.',
  /** An object or a list where one value was expected. */
  notAValue: 'This field must be a single value.',
  get transferMinimum(): string {
    return formatMessage('en', templates.transferMinimum, {
      minimum: formatUsd(minTransfer()),
    })
  },
  transactionHashInvalid:
    'Enter the transaction hash: 0x followed by 64 hex characters (as your wallet shows it).',
  depositDateInvalid: 'Enter the date of the payment (YYYY-MM-DD), not in the future.',
  /** Claims of chain deposits (the claim form looks the hash up on BNB Smart Chain). */
  depositTxUnknown:
    'This transaction was not found on BNB Smart Chain. Check the hash; a new one can take a minute to appear.',
  depositTxFailed: 'This transaction failed on the chain: no USDT moved.',
  depositNotUsdt:
    'This transaction is not a USDT (BEP-20) transfer. Only USDT on BNB Smart Chain is credited.',
  depositOtherAddress:
    'This transaction paid another address, not your deposit address. Nothing was credited.',
  chainUnavailable:
    'BNB Smart Chain cannot be read right now. Deposits to your address are still credited when they arrive; try the claim again later.',
  /** The same Idempotency-Key sent again with another request. */
  idempotencyKeyReused:
    'This request key was already used for a different request. Start a new request.',
  loginLocked: 'Too many failed log-ins. For your safety this account is locked for a while.',
  transactionPasswordLocked:
    'Too many wrong transaction passwords. Money actions are locked for a while.',
  payoutAddressNeedsTransactionPassword:
    'Enter your transaction password to change your payout address.',
  payoutAddressNeedsNewTransactionPassword:
    'Set a transaction password to save your payout address.',
  /** A new transaction password shorter than TRANSACTION_PASSWORD_MIN_LENGTH. */
  transactionPasswordTooShort: 'Transaction password must be at least 6 characters.',
  /** The KYC form: the new transaction password typed twice, differently. */
  transactionPasswordsDoNotMatch: 'The two transaction passwords do not match.',
  /** KYC saved with nothing new in it. */
  nothingToSave: 'Nothing to save: enter a new USDT address or transaction password.',
  /** Withdrawing needs a payout address; the screen links to where it is set. */
  payoutAddressMissing: 'Add your USDT payout address before you withdraw.',
  /** The amount fits the wallet but the amount plus the withdrawal charge does not. */
  withdrawalTotalExceedsWallet:
    'The amount plus the withdrawal charge is more than your income wallet.',
  /** To Self: the amount fits the income wallet but the amount plus its fee does not. */
  selfTransferTotalExceedsWallet:
    'The amount plus the transfer fee is more than your income wallet.',
  /** A language the catalogues do not have (issue 27). */
  localeUnknown: 'Choose English or Hindi.',
  payoutAddressChanged:
    'Payout address saved. Withdrawals to a changed address open after 24 hours.',
} as const

/**
 * Success texts the spec does not give: they confirm what happened. The server answers with them
 * and the mocks say the same words.
 */
export const successMessages = {
  login: 'Login successful.',
  registered: 'Registration successful.',
  profileUpdated: 'Profile updated.',
  depositRecorded: 'Deposit request submitted. It will be credited once confirmed.',
  /** A claimed chain deposit: pending (n of N confirmations) or already credited. */
  depositOnChainPending: (amount: string, seen: number, needed: number) =>
    formatMessage('en', templates.depositOnChainPending, { amount, seen, needed }),
  depositOnChainCredited: (amount: string) =>
    formatMessage('en', templates.depositOnChainCredited, { amount }),
  /** A claimed chain deposit paid to the network's own wallet: waiting for an operator. */
  depositToNetwork: (amount: string) => formatMessage('en', templates.depositToNetwork, { amount }),
  withdrawalRecorded: 'Withdrawal request submitted.',
  invested: 'Investment successful.',
  transferred: 'Transfer successful.',
  activated: 'Your account is now active.',
  poolJoined: 'You have joined the pot.',
  bonusRedeemed: 'Bonus moved to your income wallet.',
  passwordReset: 'Your password has been reset. You can log in now.',
  userFound: 'User found.',
  loggedOut: 'You are logged out.',
} as const

export { templates } from './template-words'

/** A time as messages send it: "2026-11-27 10:15 UTC" (the client shows the member's own). */
export function sentTime(until: Date | string): string {
  const iso = new Date(until).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}

/** "… Try again after 2026-11-27 10:15 UTC." for a lock or a hold that ends at `until`. */
export function tryAgainAfter(message: string, until: Date | string): string {
  return formatMessage('en', templates.tryAgainAfter, { message, until: sentTime(until) })
}

/** A wrong code that still leaves tries: "Invalid OTP. 4 tries left." */
export function otpTriesLeft(left: number): string {
  return formatMessage('en', templates.otpTriesLeft, { left })
}

/** A wrong transaction password before the lock: "Transaction password does not match! 4 tries left." */
export function transactionPasswordTriesLeft(left: number): string {
  return formatMessage('en', templates.transactionPasswordTriesLeft, { left })
}

/** The withdrawal hold after a payout address change. */
export function payoutHoldMessage(until: Date | string): string {
  return tryAgainAfter(
    formatMessage('en', templates.payoutHoldWait, { hours: economics.payoutHoldHours }),
    until,
  )
}

/** "Withdrawals are limited to $400.00 per 24 hours." */
export function withdrawalLimit(limit: string, window: 'day' | 'month'): string {
  return formatMessage('en', templates.withdrawalLimit, { limit, window })
}

/** "Withdrawals are limited to $400.00 per 24 hours: $100.00 is left now." */
export function withdrawalLimitLeft(
  limit: string,
  window: 'day' | 'month',
  amount: string,
): string {
  return formatMessage('en', templates.withdrawalLimitLeft, { limit, window, amount })
}

export type MessageKey = keyof typeof messages
