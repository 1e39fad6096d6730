// The withdrawal code a member was e-mailed, remembered for this tab (sessionStorage: a logout or
// a closed tab forgets it) so that Cancel, a reload or Back does not lose the step: the form
// offers to enter the code already sent, with the resend countdown where it was (issue 26, 8).
import { economics } from '@trellis/contract'

const KEY = 'trellis.withdrawalCode'

/** A code sent for `amount` at `sentAt` (epoch ms) to the member `userId`. */
export interface SentCode {
  userId: string
  amount: number
  sentAt: number
}

/** How long a code works after it was sent (the server's rule, economics.otpValidMinutes). */
export const codeLifetimeMs = () => economics.otpValidMinutes * 60_000

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** The member's code still in its lifetime, if one was sent from this tab. */
export function readSentCode(userId: string | undefined, now = Date.now()): SentCode | null {
  if (!userId) return null
  try {
    const value = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<SentCode> | null
    if (
      value?.userId !== userId ||
      typeof value.amount !== 'number' ||
      typeof value.sentAt !== 'number' ||
      now >= value.sentAt + codeLifetimeMs() ||
      value.sentAt > now
    )
      return null
    return value as SentCode
  } catch {
    return null
  }
}

/** Remembers a code just sent. */
export function rememberSentCode(code: SentCode): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(code))
  } catch {
    // Storage refused: the step simply does not survive a reload.
  }
}

/** Forgets the code (used, or expired). */
export function forgetSentCode(): void {
  try {
    storage()?.removeItem(KEY)
  } catch {
    // as above
  }
}

/** Seconds between two codes: one a minute (economics.otpPerMinute). */
export const RESEND_WAIT_SECONDS = 60

/** Seconds before another code may be asked for, after `code` (a full wait without one). */
export function resendWaitSeconds(code: SentCode | null, now = Date.now()): number {
  if (!code) return RESEND_WAIT_SECONDS
  return Math.max(0, Math.ceil((code.sentAt + RESEND_WAIT_SECONDS * 1000 - now) / 1000))
}
