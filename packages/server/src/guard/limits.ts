// Every limit on guessing and flooding, in one place (docs/security.md explains each).
import { TRANSACTION_PASSWORD_LOCK, type CallName } from '@trellis/contract'

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
  loginFactor: { max: 10, windowMs: MINUTE },
  passkeyLoginOptions: { max: 10, windowMs: MINUTE },
  passkeyLogin: { max: 10, windowMs: MINUTE },
  checkUser: { max: 30, windowMs: MINUTE },
  register: { max: 10, windowMs: 60 * MINUTE },
  forgotPassword: { max: 5, windowMs: 15 * MINUTE },
  resetPassword: { max: 10, windowMs: 15 * MINUTE },
  sendMail: { max: 5, windowMs: 15 * MINUTE },
}

/** How many failures of one secret are allowed before a lock, and for how long it locks. */
export interface LockPolicy {
  /** Failures allowed within `windowMs`; the last one starts the lock. */
  maxFailures: number
  windowMs: number
  lockMs: number
  /**
   * Progressive: each further lock of the same counter lasts twice as long, up to this (the count
   * of locks is forgotten after LOCK_MEMORY_MS without a failure). Unset: every lock is `lockMs`.
   */
  maxLockMs?: number
}

const HOUR = 60 * MINUTE

/** A counter's string of locks is forgotten after this long without a failure or a lock. */
export const LOCK_MEMORY_MS = 24 * HOUR

/**
 * Login, per (account, client): 5 wrong passwords within 15 minutes lock that client out of that
 * account for 15 minutes, then 30, 60, … up to 24 hours. The client is a known device (a browser
 * that signed in to the account before) or else the address.
 */
export const loginClientLock: LockPolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  maxLockMs: 24 * HOUR,
}

/**
 * Login, per account, from clients that are not its known devices: 10 wrong passwords within an
 * hour lock the account for them for 15 minutes, then 30, 60, … up to 4 hours. The member's known
 * devices are let through with the right password; a reset ends it.
 */
export const loginAccountLock: LockPolicy = {
  maxFailures: 10,
  windowMs: HOUR,
  lockMs: 15 * MINUTE,
  maxLockMs: 4 * HOUR,
}

/**
 * Login, per client address (any account, known devices aside): 20 wrong passwords within an hour
 * lock the address's log-ins for 15 minutes, then 30, 60, … up to 24 hours.
 */
export const loginAddressLock: LockPolicy = {
  maxFailures: 20,
  windowMs: HOUR,
  lockMs: 15 * MINUTE,
  maxLockMs: 24 * HOUR,
}

/** How long a browser stays a known device of an account after its last sign-in there. */
export const KNOWN_DEVICE_MS = 180 * 24 * HOUR

/** The current password on /changePassword: 5 wrong ones lock password changes for 15 minutes. */
export const passwordChangeLock: LockPolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
}

/**
 * Transaction password: 5 wrong ones lock the member's money calls for 15 minutes (the contract's
 * TRANSACTION_PASSWORD_LOCK, which the mocks count by too).
 */
export const transactionPasswordLock: LockPolicy = { ...TRANSACTION_PASSWORD_LOCK }

/**
 * A right transaction password is remembered (as a keyed HMAC, in this process's memory) this
 * long, so a member's next transfers skip argon2id. Wrong ones are always counted.
 */
export const TRANSACTION_PASSWORD_REMEMBER_MS = 5 * MINUTE
