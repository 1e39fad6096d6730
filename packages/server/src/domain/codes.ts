// One-time codes (withdrawal OTPs, password resets): 6 digits from a cryptographic source,
// HMAC-hashed at rest, valid for a while, used once, a few wrong tries at most, rate-limited.
import { createHmac, randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { OTP_LENGTH, codeExhausted, serverMessages, wrongCodeMessage } from '@trellis/contract'
import { query, type Tx } from '../db/client'
import { economics } from '@trellis/contract'
import { DomainError } from './errors'
import type { Deps } from './context'

export type CodePurpose = 'withdrawal' | 'reset'

function hashCode(deps: Deps, memberId: number, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', deps.codeKey).update(`${memberId}:${purpose}:${code}`).digest('hex')
}

/**
 * Issues a new code (older unused ones stop working). `rateLimited` false skips the per-member
 * limits; only tests and the reset flow's own limit use that.
 */
export async function issueCode(
  deps: Deps,
  memberId: number,
  purpose: CodePurpose,
  validMinutes: number,
  rateLimited = true,
): Promise<string> {
  const now = deps.now()
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
  await deps.database.transaction(async (tx) => {
    // Lock the member row so two requests at once cannot both pass the rate limit. NO KEY: a
    // money call's foreign keys to the row (KEY SHARE) must not wait on it (docs/server.md).
    await tx.execute(sql`SELECT id FROM members WHERE id = ${memberId} FOR NO KEY UPDATE`)
    if (rateLimited) {
      const [c] = await query<{ minute: number; hour: number }>(
        tx,
        sql`SELECT count(*) FILTER (WHERE created_at > ${new Date(now.getTime() - 60_000)}) AS minute,
                   count(*) FILTER (WHERE created_at > ${new Date(now.getTime() - 3_600_000)}) AS hour
            FROM one_time_codes WHERE member_id = ${memberId} AND purpose = ${purpose}`,
      )
      if ((c?.minute ?? 0) >= economics.otpPerMinute || (c?.hour ?? 0) >= economics.otpPerHour) {
        throw new DomainError('too-many', serverMessages.otpRateLimited)
      }
      await tx.execute(
        sql`UPDATE one_time_codes SET used_at = ${now}
            WHERE member_id = ${memberId} AND purpose = ${purpose} AND used_at IS NULL`,
      )
    }
    await tx.execute(
      sql`INSERT INTO one_time_codes (member_id, purpose, code_hash, expires_at, created_at)
          VALUES (${memberId}, ${purpose}, ${hashCode(deps, memberId, purpose, code)},
                  ${new Date(now.getTime() + validMinutes * 60_000)}, ${now})`,
    )
  })
  return code
}

/** A code that did not match: the caller records the wrong try after its transaction is undone. */
export class WrongCode extends DomainError {
  constructor(message: string) {
    super('invalid', message, 'otp')
  }
}

/**
 * Spends a code inside the caller's transaction: marks it used when it matches a live one, so it is
 * spent only if the caller's work commits (a withdrawal refused for balance leaves it usable).
 * Throws a DomainError otherwise; a WrongCode means the caller must call `recordWrongTry`.
 */
export async function spendCode(
  tx: Tx,
  deps: Deps,
  memberId: number,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const now = deps.now()
  const hashed = hashCode(deps, memberId, purpose, code.trim())
  const live = await query<{
    id: number
    code_hash: string
    tries: number
    expires_at: Date | string
  }>(
    tx,
    sql`SELECT id, code_hash, tries, expires_at FROM one_time_codes
        WHERE member_id = ${memberId} AND purpose = ${purpose} AND used_at IS NULL
        ORDER BY id DESC LIMIT 50 FOR UPDATE`,
  )
  if (live.length === 0) throw new DomainError('invalid', serverMessages.otpInvalid, 'otp')
  if (live.every((r) => codeExhausted(r.tries))) {
    throw new DomainError('invalid', serverMessages.otpTooManyTries, 'otp')
  }
  const match = live.find((r) => r.code_hash === hashed && !codeExhausted(r.tries))
  if (!match) {
    // The tries left after this one (counted on every live code), so the dialog can say it.
    const tries = live.map((r) => r.tries).filter((n) => !codeExhausted(n))
    throw new WrongCode(wrongCodeMessage(Math.min(...tries)))
  }
  if (new Date(match.expires_at).getTime() <= now.getTime()) {
    throw new DomainError('invalid', serverMessages.otpExpired, 'otp')
  }
  await tx.execute(sql`UPDATE one_time_codes SET used_at = ${now} WHERE id = ${match.id}`)
}

/** Counts a wrong try against every live code of the member (its own transaction). */
export async function recordWrongTry(deps: Deps, memberId: number, purpose: CodePurpose) {
  await deps.database.db.execute(
    sql`UPDATE one_time_codes SET tries = tries + 1
        WHERE member_id = ${memberId} AND purpose = ${purpose} AND used_at IS NULL`,
  )
}

/** Runs `work` (which spends a code) and records a wrong try when the code did not match. */
export async function withCode<T>(
  deps: Deps,
  memberId: number,
  purpose: CodePurpose,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof WrongCode) await recordWrongTry(deps, memberId, purpose)
    throw error
  }
}

/** Uses a code on its own (password reset): spent when right, a wrong try counted when not. */
export async function useCode(
  deps: Deps,
  memberId: number,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  await withCode(deps, memberId, purpose, () =>
    deps.database.transaction((tx) => spendCode(tx, deps, memberId, purpose, code)),
  )
}
