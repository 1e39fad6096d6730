// Checks a second-factor code (the app's 6 digits or a recovery code) under the member's factor
// counter: refused while paused (429 with the time), counted before the check, cleared when right,
// "N tries left" when wrong. A code is taken once: the app's by its time step (`last_step` moves
// forward in one conditional UPDATE, so even two processes cannot both take it), a recovery code
// by marking it used in one conditional UPDATE.
import { sql } from 'drizzle-orm'
import {
  factorMessages,
  factorTriesLeft,
  tryAgainAfter,
  type FactorMethod,
} from '@trellis/contract'
import { query, type Runner } from '../db/client'
import type { Deps } from '../domain/context'
import { beginAttempt, clearAttempts, lockedUntil, startLock } from '../guard/account-guard'
import { noticeLater } from '../guard/notices'
import { invalid, tooManyTries } from '../domain/errors'
import { factorLock, factorSubject } from './factor-lock'
import { factorLockNotice } from './factor-notices'
import { openSecret, recoveryHash, totpStep } from './totp'

/** The member's factors: a confirmed app and how many recovery codes are left. */
export async function factorState(
  runner: Runner,
  memberId: number,
): Promise<{ totp: boolean; passkeys: number; any: boolean; recoveryLeft: number }> {
  const [row] = await query<{ totp: boolean; left: number; passkeys: number }>(
    runner,
    sql`SELECT EXISTS (SELECT 1 FROM member_totp WHERE member_id = ${memberId}
                         AND confirmed_at IS NOT NULL) AS totp,
               (SELECT count(*) FROM recovery_codes WHERE member_id = ${memberId}
                  AND used_at IS NULL) AS left,
               (SELECT count(*) FROM passkeys WHERE member_id = ${memberId}) AS passkeys`,
  )
  const passkeys = row?.passkeys ?? 0
  const totp = Boolean(row?.totp)
  return { totp, passkeys, any: totp || passkeys > 0, recoveryLeft: row?.left ?? 0 }
}

/**
 * Takes a right code or throws: 400 "Wrong code. N tries left." (field `code`), 429 while
 * paused. `enrolling`: the code must come from the app being enrolled (not yet confirmed).
 */
export async function checkFactorCode(
  deps: Deps,
  who: { id: number; email: string },
  code: string,
  { enrolling = false }: { enrolling?: boolean } = {},
): Promise<FactorMethod> {
  const db = deps.database.db
  const subject = factorSubject(who.id)
  const attempt = await beginAttempt(db, subject, deps.now(), factorLock)
  if (attempt.locked) throw paused(attempt.until)
  const method = await takeCode(deps, who.id, code.trim(), enrolling)
  if (method) {
    await clearAttempts(db, subject)
    // The member holds the factor: an operator-started recovery of it is cancelled.
    await db.execute(
      sql`UPDATE member_totp SET recovery_at = NULL
          WHERE member_id = ${who.id} AND recovery_at IS NOT NULL`,
    )
    return method
  }
  const left = factorLock.maxFailures - attempt.number
  if (left > 0) throw invalid(factorTriesLeft(left), 'code')
  const started = await startLock(db, subject, deps.now(), factorLock)
  if (started) noticeLater(deps, 'factor lock', () => factorLockNotice(deps, who, started))
  const until =
    started ??
    (await lockedUntil(db, [subject], deps.now())) ??
    new Date(deps.now().getTime() + factorLock.lockMs)
  throw paused(until)
}

function paused(until: Date) {
  return tooManyTries(tryAgainAfter(factorMessages.codeLocked, until), until)
}

async function takeCode(
  deps: Deps,
  memberId: number,
  code: string,
  enrolling: boolean,
): Promise<FactorMethod | null> {
  const db = deps.database.db
  const [row] = await query<{ secret_enc: string; last_step: number | null; confirmed: boolean }>(
    db,
    sql`SELECT secret_enc, last_step, confirmed_at IS NOT NULL AS confirmed
        FROM member_totp WHERE member_id = ${memberId}`,
  )
  if (!row || row.confirmed === enrolling) return null
  if (/^\d{6}$/.test(code)) {
    let secret: string
    try {
      secret = openSecret(deps.codeKey, row.secret_enc)
    } catch {
      // Sealed under another CODE_SECRET: no code can match (docs/security.md, operator).
      return null
    }
    const step = await totpStep(secret, code, deps.now(), row.last_step ?? 0)
    if (step === null) return null
    const taken = await query(
      db,
      sql`UPDATE member_totp SET last_step = ${step}
          WHERE member_id = ${memberId} AND last_step < ${step}
            AND (confirmed_at IS NULL) = ${enrolling}
          RETURNING member_id`,
    )
    return taken.length > 0 ? 'totp' : null
  }
  if (enrolling) return null
  const used = await query(
    db,
    sql`UPDATE recovery_codes SET used_at = ${deps.now()}
        WHERE member_id = ${memberId} AND code_hash = ${recoveryHash(deps.codeKey, memberId, code)}
          AND used_at IS NULL
        RETURNING member_id`,
  )
  return used.length > 0 ? 'recovery' : null
}
