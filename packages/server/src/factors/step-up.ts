// Step-up (docs/security.md, "Second factor"): a member with a factor confirms it again before
// transfers to members, withdrawals, payout-address and transaction-password changes, removing the
// app and renewing recovery codes, unless this session confirmed one within STEP_UP_MINUTES (a
// sign-in with the factor counts). The spec's own steps (transaction password, mailed OTP) stay.
import { sql, type SQL } from 'drizzle-orm'
import { STEP_UP_MINUTES, factorMessages } from '@trellis/contract'
import { query } from '../db/client'
import type { Deps } from '../domain/context'
import type { SessionMember } from '../domain/context'
import { DomainError } from '../domain/errors'

export const STEP_UP_MS = STEP_UP_MINUTES * 60_000

/** Until when this session's last confirmed factor covers the guarded calls, or null. */
export async function stepUpUntil(deps: Deps, member: SessionMember): Promise<Date | null> {
  const [row] = await query<{ factor_at: Date | string | null }>(
    deps.database.db,
    sql`SELECT factor_at FROM sessions WHERE id = ${member.sessionId}`,
  )
  if (!row?.factor_at) return null
  const until = new Date(new Date(row.factor_at).getTime() + STEP_UP_MS)
  return until.getTime() > deps.now().getTime() ? until : null
}

/**
 * The step-up's columns of the session row `s`: when this session last confirmed a factor
 * (`factor_at`) and whether the member has one (`has_factor`). The session check reads them
 * (src/http/auth.ts), so a guarded call costs no read of its own.
 */
export function factorColumns(s: SQL): SQL {
  return sql`${s}.factor_at,
    EXISTS (SELECT 1 FROM member_totp t WHERE t.member_id = ${s}.member_id
              AND t.confirmed_at IS NOT NULL)
    OR EXISTS (SELECT 1 FROM passkeys p WHERE p.member_id = ${s}.member_id) AS has_factor`
}

/**
 * Refuses (403, field `stepUp`) a guarded call of a member with a factor whose session has not
 * confirmed one within the window. Members without a factor pass. What the request's session
 * check read, or one indexed read when it has none.
 */
export async function requireStepUp(deps: Deps, member: SessionMember): Promise<void> {
  const factor = member.factor ?? (await factorOf(deps, member.sessionId))
  if (!factor.has) return
  const at = factor.at?.getTime() ?? 0
  if (at + STEP_UP_MS > deps.now().getTime()) return
  throw new DomainError('forbidden', factorMessages.stepUpRequired, 'stepUp')
}

/** The row of `factorColumns`. */
export interface FactorRow {
  factor_at: Date | string | null
  has_factor: boolean
}

/** `factorColumns`' row as the session member's `factor` (no row: no factor). */
export function factorFrom(row: FactorRow | undefined): { has: boolean; at: Date | null } {
  return { has: row?.has_factor === true, at: row?.factor_at ? new Date(row.factor_at) : null }
}

async function factorOf(deps: Deps, sessionId: string): Promise<{ has: boolean; at: Date | null }> {
  const [row] = await query<FactorRow>(
    deps.database.db,
    sql`SELECT ${factorColumns(sql`s`)} FROM sessions s WHERE s.id = ${sessionId}`,
  )
  return factorFrom(row)
}
