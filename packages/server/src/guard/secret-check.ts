// Checks a guessable secret under its per-account counter: refused while locked (429 with the
// time), counted before the check, cleared when right; the failure that reaches the limit starts
// the lock and tells the member by mail.
//
// Two in-process shortcuts keep the right answer cheap without weakening the count:
// - Identical attempts in flight at once (same subject, same stored hash, same secret) share one
//   check and one count, so a member's parallel transfers do not look like a burst of guesses.
// - With `rememberMs`, a right answer is remembered as a keyed HMAC of (subject, stored hash,
//   secret) for a while, so the next right answer skips argon2 (the transaction password, on every
//   transfer). A wrong answer never matches it and is always counted; a changed secret changes
//   the stored hash, so nothing stale is ever accepted. Memory only: never written anywhere.
//   Only a caller that passes `rememberMs` reads it: the money calls, whose route has already
//   refused a live lock. Any other caller (the payout address and transaction password change)
//   goes through the counter, so a remembered PIN never steps around a lock.
import { createHmac, randomBytes } from 'node:crypto'
import { tryAgainAfter } from '@trellis/contract'
import type { Deps } from '../domain/context'
import { tooManyTries } from '../domain/errors'
import { beginAttempt, clearAttempts, startLock } from './account-guard'
import type { LockPolicy } from './limits'
import { noticeLater } from './notices'

export interface GuardedCheck {
  subject: string
  policy: LockPolicy
  /** Said while locked, followed by the time the lock ends. */
  lockedMessage: string
  /** The stored hash the secret is checked against ('' when there is none, e.g. an unknown id). */
  storedHash: string
  /** The secret as given. */
  secret: string
  /** Checks the secret (argon2id): true when right. */
  check: () => Promise<boolean>
  /** Tells the member that a lock started (a mail, sent after the answer; never fails the call). */
  notify?: (until: Date) => Promise<void>
  /**
   * Remember a right answer this long (in this process's memory only), and skip the counter when
   * it is remembered: only for callers that refused a live lock already (the money calls' route).
   */
  rememberMs?: number
}

/**
 * What a check found: right, or wrong with how many wrong ones the counter holds now (this one
 * included) and, for the one that reached the limit, when the lock it started ends.
 */
export type CheckResult =
  { right: true } | { right: false; wrongInWindow: number; lockedUntil?: Date }

/** A key that lives and dies with the process: the remembered HMACs mean nothing outside it. */
const processKey = randomBytes(32)
const remembered = new Map<string, number>()
const inFlight = new Map<string, Promise<CheckResult>>()
const REMEMBER_MAX = 50_000

/** Whether the secret is right (and if not, how near the lock is); throws 429 while locked. */
export async function guardedCheck(deps: Deps, g: GuardedCheck): Promise<CheckResult> {
  const key = createHmac('sha256', processKey)
    .update(`${g.subject}\n${g.storedHash}\n${g.secret}`)
    .digest('base64url')
  const until = g.rememberMs ? remembered.get(key) : undefined
  if (until !== undefined && until > deps.now().getTime()) return { right: true }
  const running = inFlight.get(key)
  if (running) return running
  const run = countedCheck(deps, g).finally(() => inFlight.delete(key))
  inFlight.set(key, run)
  const result = await run
  if (result.right && g.rememberMs) remember(key, deps.now().getTime() + g.rememberMs)
  return result
}

async function countedCheck(deps: Deps, g: GuardedCheck): Promise<CheckResult> {
  const db = deps.database.db
  const attempt = await beginAttempt(db, g.subject, deps.now(), g.policy)
  if (attempt.locked)
    throw tooManyTries(tryAgainAfter(g.lockedMessage, attempt.until), attempt.until)
  if (await g.check()) {
    await clearAttempts(db, g.subject)
    return { right: true }
  }
  const wrong = { right: false, wrongInWindow: attempt.number } as const
  if (attempt.number < g.policy.maxFailures) return wrong
  const lockedUntil = await startLock(db, g.subject, deps.now(), g.policy)
  // Null: another request's failure started the lock a moment ago (and told the member).
  if (!lockedUntil) return wrong
  const notify = g.notify
  if (notify) noticeLater(deps, 'lock', () => notify(lockedUntil))
  return { ...wrong, lockedUntil }
}

function remember(key: string, until: number): void {
  if (remembered.size >= REMEMBER_MAX) {
    // The oldest entry first (a Map keeps insertion order).
    const oldest = remembered.keys().next().value
    if (oldest !== undefined) remembered.delete(oldest)
  }
  remembered.delete(key)
  remembered.set(key, until)
}
