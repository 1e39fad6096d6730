// Every limit on guessing and flooding, in one place (docs/security.md explains each).
import type { CallName } from '@trellis/contract'

/** A token bucket per client address: `max` calls at once, refilled evenly over `windowMs`. */
export interface AddressLimit {
  max: number
  windowMs: number
}

const MINUTE = 60_000

/**
 * Per-address limits of the calls a stranger can use to guess (login, codes) or to flood (sign-up,
 * lookups, mails). Authenticated money calls are limited per account instead (transaction password).
 */
export const addressLimits: Partial<Record<CallName, AddressLimit>> = {
  login: { max: 10, windowMs: MINUTE },
  checkUser: { max: 30, windowMs: MINUTE },
  register: { max: 10, windowMs: 60 * MINUTE },
  forgotPassword: { max: 5, windowMs: 15 * MINUTE },
  resetPassword: { max: 10, windowMs: 15 * MINUTE },
  sendMail: { max: 5, windowMs: 15 * MINUTE },
}

/** How many failures of one secret are allowed before a lock, and for how long it locks. */
export interface LockPolicy {
  /** Failures allowed within `windowMs`; the next attempt is refused and starts the lock. */
  maxFailures: number
  windowMs: number
  lockMs: number
}

/** Login: 5 wrong passwords for one user id within 15 minutes lock that id for 15 minutes. */
export const loginLock: LockPolicy = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }

/** Transaction password: 5 wrong ones lock the member's money calls for 15 minutes. */
export const transactionPasswordLock: LockPolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
}

/**
 * A right transaction password is remembered (as a keyed HMAC, in this process's memory) this
 * long, so a member's next transfers skip argon2id. Wrong ones are always counted.
 */
export const TRANSACTION_PASSWORD_REMEMBER_MS = 5 * MINUTE

/** A changed payout address holds withdrawals this long. */
export const PAYOUT_HOLD_MS = 24 * 60 * MINUTE
