// Failure counters for the secrets a stranger could guess, one row of `auth_guards` per subject:
// the login password (per account, per (account, client) and per client address: see
// login-guard.ts), the current password on /changePassword and the transaction password (per
// member). An attempt is counted BEFORE the secret is checked, in one atomic statement, so a burst
// of parallel guesses cannot slip past the count. Kept in the database: it holds across restarts
// and processes. A policy with `maxLockMs` locks progressively: each further lock of a subject
// lasts twice as long as the one before, up to that cap, until a day passes without a failure.
import { sql, type SQL } from 'drizzle-orm'
import { query, type Runner } from '../db/client'
import { LOCK_MEMORY_MS, type LockPolicy } from './limits'

/** What an attempt found: go on as attempt `number` of the window, or locked until a moment. */
export type Attempt = { locked: false; number: number } | { locked: true; until: Date }

/** The subject of an account's login counter: the user id as typed, trimmed and in lower case. */
export function loginSubject(userId: string): string {
  return `login:${userId.trim().toLowerCase()}`
}

/**
 * The subject of one client's login counter for one account. `client` never holds a space
 * ('a:<address>' or 'd:<device hash>'), so no typed id can name another pair's counter.
 */
export function loginPairSubject(userId: string, client: string): string {
  return `login-pair:${client} ${userId.trim().toLowerCase()}`
}

/** The subject of a client address's login counter (wrong passwords for any account). */
export function loginAddressSubject(address: string): string {
  return `login-addr:${address}`
}

/** The subject of a member's counter for the current password on /changePassword. */
export function passwordChangeSubject(memberId: number): string {
  return `pwchange:${memberId}`
}

/** The subject of a member's transaction-password counter. */
export function transactionPasswordSubject(memberId: number): string {
  return `tpass:${memberId}`
}

/** The end of a lock starting `now`: lockMs × 2^(locks so far), at most maxLockMs. */
function lockEnd(now: Date, policy: LockPolicy): SQL {
  const cap = policy.maxLockMs ?? policy.lockMs
  return sql`(${now}::timestamptz + LEAST(${policy.lockMs}::float8 * power(2::float8, LEAST(g.lock_count, 30)::float8), ${cap}::float8) * interval '1 millisecond')`
}

/** Counts one attempt at `subject`; says whether it may go on to check the secret. */
export async function beginAttempt(
  runner: Runner,
  subject: string,
  now: Date,
  policy: LockPolicy,
): Promise<Attempt> {
  const windowStart = new Date(now.getTime() - policy.windowMs)
  const forgetBefore = new Date(now.getTime() - LOCK_MEMORY_MS)
  // Within a live lock nothing changes; after a lock or an old window, a new window starts (and
  // the lock count is forgotten when the last failure or lock is a day old).
  const live = sql`g.locked_until > ${now}`
  const fresh = sql`(g.locked_until IS NOT NULL OR g.window_started_at <= ${windowStart})`
  const quiet = sql`GREATEST(g.window_started_at, COALESCE(g.locked_until, g.window_started_at)) <= ${forgetBefore}`
  const over = sql`g.failures + 1 > ${policy.maxFailures}`
  const [row] = await query<{ failures: number | null; locked_until: Date | string | null }>(
    runner,
    sql`INSERT INTO auth_guards AS g (subject, failures, window_started_at) VALUES (${subject}, 1, ${now})
        ON CONFLICT (subject) DO UPDATE SET
          failures = CASE WHEN ${live} THEN g.failures WHEN ${fresh} THEN 1 ELSE g.failures + 1 END,
          window_started_at = CASE WHEN ${live} THEN g.window_started_at WHEN ${fresh} THEN ${now}
                                   ELSE g.window_started_at END,
          locked_until = CASE WHEN ${live} THEN g.locked_until WHEN ${fresh} THEN NULL
                              WHEN ${over} THEN ${lockEnd(now, policy)}
                              ELSE NULL END,
          lock_count = CASE WHEN ${live} THEN g.lock_count WHEN ${fresh} AND ${quiet} THEN 0
                            WHEN ${fresh} THEN g.lock_count WHEN ${over} THEN g.lock_count + 1
                            ELSE g.lock_count END
        RETURNING failures, locked_until`,
  )
  const until = row?.locked_until ? new Date(row.locked_until) : null
  if (until && until.getTime() > now.getTime()) return { locked: true, until }
  return { locked: false, number: Number(row?.failures ?? 1) }
}

/** Starts the lock now (the last allowed failure); null when another attempt already did. */
export async function startLock(
  runner: Runner,
  subject: string,
  now: Date,
  policy: LockPolicy,
): Promise<Date | null> {
  const [row] = await query<{ locked_until: Date | string }>(
    runner,
    sql`UPDATE auth_guards AS g SET locked_until = ${lockEnd(now, policy)}, lock_count = g.lock_count + 1
        WHERE g.subject = ${subject} AND (g.locked_until IS NULL OR g.locked_until <= ${now})
        RETURNING g.locked_until`,
  )
  return row ? new Date(row.locked_until) : null
}

/** A right answer: the count (and the lock count) starts again. */
export async function clearAttempts(runner: Runner, subject: string): Promise<void> {
  await runner.execute(sql`DELETE FROM auth_guards WHERE subject = ${subject}`)
}

/**
 * A right answer on counters shared with others (an account, an address): its own count is taken
 * back, so a member's right log-ins never add up to a lock, and a guesser's count stays. A row
 * left with nothing to remember is deleted, so right log-ins do not grow the table.
 */
export async function uncountAttempt(runner: Runner, subject: string, now: Date): Promise<void> {
  const open = sql`(locked_until IS NULL OR locked_until <= ${now})`
  await runner.execute(
    sql`WITH gone AS (
          DELETE FROM auth_guards WHERE subject = ${subject} AND failures <= 1 AND lock_count = 0 AND ${open}
          RETURNING subject)
        UPDATE auth_guards SET failures = GREATEST(failures - 1, 0)
        WHERE subject = ${subject} AND ${open} AND NOT EXISTS (SELECT 1 FROM gone)`,
  )
}

/** The latest end of a live lock on any of `subjects`, or null. */
export async function lockedUntil(
  runner: Runner,
  subjects: string[],
  now: Date,
): Promise<Date | null> {
  if (subjects.length === 0) return null
  const [row] = await query<{ until: Date | string | null }>(
    runner,
    sql`SELECT max(locked_until) AS until FROM auth_guards
        WHERE subject IN (${sql.join(
          subjects.map((s) => sql`${s}`),
          sql`, `,
        )}) AND locked_until > ${now}`,
  )
  return row?.until ? new Date(row.until) : null
}
