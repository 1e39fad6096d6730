// Limits on guessing a second factor (docs/security.md, "Second factor").
import { FACTOR_MAX_TRIES } from '@trellis/contract'
import type { LockPolicy } from '../guard/limits'

const MINUTE = 60_000

/**
 * Factor codes (sign-in step, step-up, enrolment), per member: 5 wrong codes within 15 minutes
 * pause them for 15 minutes, then 30, 60, … up to 24 hours; the member is mailed.
 */
export const factorLock: LockPolicy = {
  maxFailures: FACTOR_MAX_TRIES,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  maxLockMs: 24 * 60 * MINUTE,
}

/** The counter of a member's factor codes in `auth_guards`. */
export function factorSubject(memberId: number): string {
  return `factor:${memberId}`
}

/** How long a sign-in waits for its factor (a challenge), and a confirmed factor covers the session. */
export const CHALLENGE_MS = 5 * MINUTE
