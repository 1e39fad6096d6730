// Per-account failure counters for the secrets a stranger could guess: the login password (per
// user id, known or not) and the transaction password (per member). An attempt is counted BEFORE
// the secret is checked, in one atomic statement, so a burst of parallel guesses cannot slip past
// the count; a right answer clears it. Kept in the database: it holds across restarts and processes.
import { sql } from 'drizzle-orm'
import { query, type Runner } from '../db/client'
import type { LockPolicy } from './limits'

/** What an attempt found: go on as attempt `number` of the window, or locked until a moment. */
export type Attempt = { locked: false; number: number } | { locked: true; until: Date }

/** The subject of a login counter: the user id as typed, trimmed and in lower case. */
export function loginSubject(userId: string): string {
  return `login:${userId.trim().toLowerCase()}`
}

/** The subject of a member's transaction-password counter. */
export function transactionPasswordSubject(memberId: number): string {
  return `tpass:${memberId}`
}

/** Counts one attempt at `subject`; says whether it may go on to check the secret. */
export async function beginAttempt(
  runner: Runner,
  subject: string,
  now: Date,
  policy: LockPolicy,
): Promise<Attempt> {
  const windowStart = new Date(now.getTime() - policy.windowMs)
  const lockUntil = new Date(now.getTime() + policy.lockMs)
  // Within a live lock nothing changes; after a lock or an old window, a new window starts.
  const live = sql`g.locked_until > ${now}`
  const fresh = sql`(g.locked_until IS NOT NULL OR g.window_started_at <= ${windowStart})`
  const [row] = await query<{ failures: unknown; locked_until: Date | string | null }>(
    runner,
    sql`INSERT INTO auth_guards AS g (subject, failures, window_started_at) VALUES (${subject}, 1, ${now})
        ON CONFLICT (subject) DO UPDATE SET
          failures = CASE WHEN ${live} THEN g.failures WHEN ${fresh} THEN 1 ELSE g.failures + 1 END,
          window_started_at = CASE WHEN ${live} THEN g.window_started_at WHEN ${fresh} THEN ${now}
                                   ELSE g.window_started_at END,
          locked_until = CASE WHEN ${live} THEN g.locked_until WHEN ${fresh} THEN NULL
                              WHEN g.failures + 1 > ${policy.maxFailures} THEN ${lockUntil}
                              ELSE NULL END
        RETURNING failures, locked_until`,
  )
  const until = row?.locked_until ? new Date(row.locked_until) : null
  if (until && until.getTime() > now.getTime()) return { locked: true, until }
  return { locked: false, number: Number(row?.failures ?? 1) }
}

/** Starts the lock now (the last allowed failure); false when another attempt already did. */
export async function startLock(
  runner: Runner,
  subject: string,
  now: Date,
  policy: LockPolicy,
): Promise<Date | null> {
  const until = new Date(now.getTime() + policy.lockMs)
  const rows = await query(
    runner,
    sql`UPDATE auth_guards SET locked_until = ${until}
        WHERE subject = ${subject} AND (locked_until IS NULL OR locked_until <= ${now})
        RETURNING subject`,
  )
  return rows.length > 0 ? until : null
}

/** A right answer: the count starts again. */
export async function clearAttempts(runner: Runner, subject: string): Promise<void> {
  await runner.execute(sql`DELETE FROM auth_guards WHERE subject = ${subject}`)
}

/** The end of a live lock on `subject`, or null. */
export async function lockedUntil(
  runner: Runner,
  subject: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await query<{ locked_until: Date | string }>(
    runner,
    sql`SELECT locked_until FROM auth_guards WHERE subject = ${subject} AND locked_until > ${now}`,
  )
  return row ? new Date(row.locked_until) : null
}
