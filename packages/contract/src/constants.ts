// Business constants of spec section 9, named once. The money figures among them (minimums,
// pool sizes) are entries of `economics` (./economics.ts); the dollar names here are read from it.
import { economics, type PotNumber } from './economics'

export const SESSION_MINUTES = 30
export const SESSION_MS = SESSION_MINUTES * 60 * 1000
export const PAGE_SIZE = 10

/**
 * Minimum deposit, withdrawal and investment, and the investment multiple, in dollars
 * (`economics.minAmountCents`, `investMultipleCents`): read when called, like every setting, so
 * the schemas, the forms and their words follow a changed one at once.
 */
export const minAmount = (): number => economics.minAmountCents / 100
export const investMultiple = (): number => economics.investMultipleCents / 100

/** The smallest transfer in dollars (`economics.minTransferCents`). */
export const minTransfer = (): number => economics.minTransferCents / 100

/** What the member reads for each pot, on the dashboard and in the history (never "pot 4"). */
export const POT_NAMES: Record<PotNumber, string> = { 3: '2.5X Pool', 4: '2X Pool' }

export const DEFAULT_POT_EXPIRY = { 3: '2024-08-15', 4: '2024-08-01' } as const

/** How a confirmation names each wallet ("paid from your package wallet"). */
export const WALLET_NAMES = {
  wallet: 'income wallet',
  packageWallet: 'package wallet',
  bonusWallet: 'bonus wallet',
} as const

export const PASSWORD_MIN = 8
/** A new transaction password's shortest length: 4 digits fall within weeks at 5 guesses per 15 minutes. */
export const TRANSACTION_PASSWORD_MIN_LENGTH = 6
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

/** Default scrolling notice (spec section 1). */
export const DEFAULT_NOTICE =
  'Welcome to Trellis! Invest, grow your team and track every earning here.'

/**
 * Browser storage keys of this device's own choices, light or dark and the language: a logout
 * clears the rest of local storage (spec section 4) but keeps these, so the login page after it
 * looks and reads as the member left it (issue 26, point 8).
 */
export const DEVICE_STORAGE_KEYS = { theme: 'trellis.theme', locale: 'trellis.locale' } as const
