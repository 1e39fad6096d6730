// The English of the messages with a count, an amount or a time in them, in a module of their
// own: the server fills them (messages.ts), and a page reads them back only through the lazily
// loaded reader (i18n/templates.ts), so a page's first load carries none of these words.
/**
 * The messages with a count, an amount or a time in them, as ICU templates (i18n/format.ts):
 * messages.ts fills them in English, which the server and the mocks send; the client reads a
 * filled one back (`readTemplate`, i18n/templates.ts) and says it in the member's language and
 * time zone (Hindi: i18n/hi-templates.ts). By name, a value is a
 * time (`until`, sent as "2026-11-27 10:15 UTC"), another message said inside this one
 * (`message`), a count or a setting's number (`left`, `hours`, `min`, `multiple`, `seen`, `needed`), a choice
 * (`window`) or words kept as sent (`limit`, `amount`, `minimum`: dollars).
 */
export const templates = {
  /** A lock or a hold: its message, then when it ends. */
  tryAgainAfter: '{message} Try again after {until}.',
  /** A wrong withdrawal code that still leaves tries. */
  otpTriesLeft: 'Invalid OTP. {left, plural, one {# try} other {# tries}} left.',
  /** A wrong transaction password that still leaves tries before the lock (the spec's words first). */
  transactionPasswordTriesLeft:
    'Transaction password does not match! {left, plural, one {# try} other {# tries}} left.',
  /** A wrong authenticator code that still leaves tries. */
  factorTriesLeft: 'Wrong code. {left, plural, one {# try} other {# tries}} left.',
  /** The withdrawal hold after a payout address change (before its "Try again after"). */
  payoutHoldWait:
    'Your payout address was changed less than {hours} hours ago; for your safety withdrawals wait.',
  /** An amount over a withdrawal limit (`window`: day or month). */
  withdrawalLimit:
    'Withdrawals are limited to {limit} per {window, select, day {24 hours} other {30 days}}.',
  /** A withdrawal over what is left of a limit (before its "Try again after"). */
  withdrawalLimitLeft:
    'Withdrawals are limited to {limit} per {window, select, day {24 hours} other {30 days}}: {amount} is left now.',
  /**
   * The spec's minimum words, with the minimum of the moment (`min`, dollars; economics.ts), so a
   * changed setting changes what the member reads.
   */
  depositMinimum: 'Deposit amount must be greater than {min}!',
  withdrawMinimum: 'Amount must be greater than ${min}!',
  investMinimum: 'Investment amount must be greater than {min}!',
  investMultiple: 'Investment amount must be divisible by {multiple}!',
  /** The smallest transfer (`minimum`: dollars, as formatUsd writes them). */
  transferMinimum: 'The smallest transfer is {minimum}.',
  /** A claimed chain deposit to the member's address, shallower than final (`amount`: USDT). */
  depositOnChainPending:
    'Found on the chain: {amount} USDT to your address, {seen} of {needed} confirmations. It is credited automatically once final.',
  /** A claimed chain deposit to the member's address, credited. */
  depositOnChainCredited:
    'Found on the chain: {amount} USDT to your address, credited to your package wallet.',
  /** A claimed chain deposit paid to the network's own wallet: queued for an operator. */
  depositToNetwork:
    "Found on the chain: {amount} USDT paid to the network's own wallet, not your deposit address. An operator checks that it came from you and then credits it; until then it shows in your deposit history as waiting.",
} as const
