// The decisions around money that are not amounts: a wrong code's tries, a profile (KYC) change's
// permission and hold, a repeated money call. The server's domain decides by these, and so do
// the mocks, which keep only the state the decisions read (docs/architecture.md, "One bank").
import { economics } from './economics'
import {
  messages,
  otpTriesLeft,
  serverMessages,
  transactionPasswordTriesLeft,
  tryAgainAfter,
} from './messages'

/** Whether a code with `tries` wrong tries on it is void (no try left). */
export function codeExhausted(tries: number): boolean {
  return tries >= economics.otpMaxTries
}

/** The answer to a wrong code when the code had `triesBefore` wrong tries: tries left, or void. */
export function wrongCodeMessage(triesBefore: number): string {
  const left = economics.otpMaxTries - 1 - triesBefore
  return left <= 0 ? serverMessages.otpTooManyTries : otpTriesLeft(left)
}

/**
 * Wrong transaction passwords: this many within the window lock the member's money calls (the
 * last one starts the lock), answered 429 with the time it ends (`transactionPasswordLocked`).
 */
export const TRANSACTION_PASSWORD_LOCK = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const

/**
 * What a wrong transaction password is answered, counted under TRANSACTION_PASSWORD_LOCK: with
 * `wrongInWindow` wrong ones so far (this one included), the tries left before the lock (400);
 * the one that starts the lock says so, and until when (429, `lockedUntil`). One past the limit
 * whose lock another request started at the same moment gets the spec's words alone, never "1 try
 * left" (its next call meets the lock).
 */
export function wrongTransactionPassword(
  wrongInWindow: number,
  lockedUntil?: Date,
): { locked: boolean; message: string } {
  if (lockedUntil)
    return {
      locked: true,
      message: tryAgainAfter(serverMessages.transactionPasswordLocked, lockedUntil),
    }
  const left = TRANSACTION_PASSWORD_LOCK.maxFailures - wrongInWindow
  if (left <= 0) return { locked: false, message: messages.transactionPasswordMismatch }
  return { locked: false, message: transactionPasswordTriesLeft(left) }
}

/** Whether a pot joined until `expire` still runs at `now`: it cannot be joined again until then. */
export function potHeld(expire: Date | string | null | undefined, now: Date): boolean {
  return Boolean(expire) && new Date(expire as Date | string).getTime() > now.getTime()
}

/** A refusal a decision gives: the message and the field it is about. */
export interface Refusal {
  message: string
  field: string
}

/** A profile change as the member sends it (updateUser's KYC fields). */
export interface KycChange {
  usdtAddress?: string | undefined
  t_pass?: string | undefined
  current_t_pass?: string | undefined
}

/** What a KYC change does, before any password is checked. */
export interface KycDecision {
  /** The new payout address, when it changes. */
  address: string | undefined
  tpassChanges: boolean
  /** The current transaction password must be checked (one is set and something changes). */
  checkCurrent: boolean
  /** Withdrawals wait `payoutHoldHours` (an address replaced another). */
  holds: boolean
  /** Refused before any password is checked. */
  refusal: Refusal | null
}

/**
 * The rules of a payout address or transaction password change: changing either needs the current
 * transaction password when one is set; a first address needs a transaction password set with
 * it; a replaced address holds withdrawals.
 */
export function decideKycChange(
  current: { usdtAddress: string | null; hasTransactionPassword: boolean },
  body: KycChange,
): KycDecision {
  const typed = body.usdtAddress?.trim()
  const addressChanges = typed !== undefined && typed !== (current.usdtAddress ?? '')
  const tpassChanges = body.t_pass !== undefined
  const changes = addressChanges || tpassChanges
  const decision: KycDecision = {
    address: addressChanges ? typed : undefined,
    tpassChanges,
    checkCurrent: changes && current.hasTransactionPassword,
    holds: addressChanges && Boolean(current.usdtAddress),
    refusal: null,
  }
  if (!changes) return decision
  if (!current.hasTransactionPassword && !tpassChanges) {
    decision.refusal = {
      message: serverMessages.payoutAddressNeedsNewTransactionPassword,
      field: 't_pass',
    }
  } else if (current.hasTransactionPassword && !body.current_t_pass) {
    decision.refusal = {
      message: tpassChanges
        ? serverMessages.transactionPasswordAlreadySet
        : serverMessages.payoutAddressNeedsTransactionPassword,
      field: 'current_t_pass',
    }
  }
  return decision
}

/** Until when withdrawals wait after a payout address replaced another at `now`. */
export function payoutHoldUntil(now: Date): Date {
  return new Date(now.getTime() + economics.payoutHoldHours * 3_600_000)
}

/** JSON with sorted keys: one text for one body, whatever the order its fields came in. */
export function canonicalBody(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null)
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalBody(v)}`).join(',')}}`
}

/**
 * Whether an Idempotency-Key already used carries the same request again (the same call, the
 * same fingerprint of its body). The same request gets the stored answer of the first one that
 * succeeded and moves nothing; another request with the key is refused with 422
 * (`serverMessages.idempotencyKeyReused`). A refused call stores nothing: the key may be tried
 * again. A stored key without a fingerprint (older rows) is matched by its call alone.
 */
export function isSameRequest(
  stored: { call: string; fingerprint: string | null },
  call: string,
  fingerprint: string,
): boolean {
  return stored.call === call && (stored.fingerprint ?? fingerprint) === fingerprint
}

/** The widest range one CSV statement covers, in days (both ends included). */
export const STATEMENT_MAX_DAYS = 366

/**
 * What is wrong with a statement's range `from`–`to` (UTC days, YYYY-MM-DD, both included), or
 * null: a day that is not a real date, `to` before `from`, or more than STATEMENT_MAX_DAYS days.
 */
export function statementRangeRefusal(
  from: string,
  to: string,
): { message: string; field: 'from' | 'to' } | null {
  const a = Date.parse(`${from}T00:00:00Z`)
  const b = Date.parse(`${to}T00:00:00Z`)
  const real = (t: number, s: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(t) && new Date(t).toISOString().startsWith(s)
  if (!real(a, from)) return { message: serverMessages.malformedBody, field: 'from' }
  if (!real(b, to)) return { message: serverMessages.malformedBody, field: 'to' }
  if (b < a || (b - a) / 86_400_000 + 1 > STATEMENT_MAX_DAYS) {
    return { message: serverMessages.statementRange, field: 'to' }
  }
  return null
}

/**
 * What a member reads when `wallet` holds too little for a call that pays from it (the spec's
 * words for the income and the package wallet): activation, the pots and transfers name the wallet
 * their setting or the member chose.
 */
export function lowBalanceMessage(wallet: 'wallet' | 'packageWallet'): string {
  return wallet === 'wallet' ? messages.lowIncomeWallet : messages.lowPackageWallet
}
