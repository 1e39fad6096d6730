// Business constants of spec section 9, named once.

export const SESSION_MINUTES = 30
export const SESSION_MS = SESSION_MINUTES * 60 * 1000
export const PAGE_SIZE = 10

/** Minimum deposit, withdrawal and investment. Inclusive: exactly 10 passes. */
export const MIN_AMOUNT = 10
export const INVEST_MULTIPLE = 100

/** Transfer to another member costs 2%: the recipient gets amount minus 2%. */
export const TRANSFER_FEE_PERCENT = 2

/**
 * The smallest transfer, to a member or to oneself: $1, so every transfer pays a fee of at least
 * 2 cents (below $0.25 a 2% fee rounds to nothing).
 */
export const MIN_TRANSFER = 1

export const POOL_MULTIPLIER = { base: 500, pot3: 250, pot4: 100 } as const

/** Pot 3 is the 2.5X pool ($100); pot 4 is the 2X pool ($50). */
export const POT_PRICE = { 3: 100, 4: 50 } as const
export type PotNumber = keyof typeof POT_PRICE
/** What the member reads for each pot, on the dashboard and in the history (never "pot 4"). */
export const POT_NAMES: Record<PotNumber, string> = { 3: '2.5X Pool', 4: '2X Pool' }

export const DEFAULT_POT_EXPIRY = { 3: '2024-08-15', 4: '2024-08-01' } as const

export const ACTIVATION_VALID_YEARS = 1

/** How a confirmation names each wallet ("paid from your package wallet"). */
export const WALLET_NAMES = {
  wallet: 'income wallet',
  packageWallet: 'package wallet',
  bonusWallet: 'bonus wallet',
} as const

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 32

/** The sponsor is looked up once the id has this many characters. */
export const SPONSOR_LOOKUP_MIN = 7

export const OTP_LENGTH = 6

/** Deposit payment types; only 6 (USDT BEP 20) is offered. */
export const PAYMENT_TYPES = {
  1: 'Bank Transfer',
  2: 'UPI',
  3: 'Paytm',
  4: 'PhonePe',
  5: 'Google Pay',
  6: 'USDT BEP 20',
} as const
export type PaymentType = keyof typeof PAYMENT_TYPES
export const OFFERED_PAYMENT_TYPE = 6 as const
/** What a member's deposit address takes, said plainly on the deposit screen. */
export const DEPOSIT_NETWORK = 'USDT on BNB Smart Chain (BEP-20) only'
/** The confirmations the server waits for by default (CHAIN_CONFIRMATIONS); the mocks say the same. */
export const DEFAULT_DEPOSIT_CONFIRMATIONS = 15

/** Largest amount the API accepts, in dollars: keeps cents well inside 2^53. */
export const MAX_AMOUNT = 1_000_000_000

/** Static-page sample values (spec section 9), shown marked as sample. */
export const SAMPLE = { dailyReturnPercent: 1.5, referralPercent: 10, rewardDirects: 2000 } as const

/** Default scrolling notice (spec section 1). */
export const DEFAULT_NOTICE =
  'Welcome to Trellis! Invest, grow your team and track every earning here.'
