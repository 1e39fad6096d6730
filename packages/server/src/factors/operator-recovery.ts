// Operator recovery of a member who lost both the app and the recovery codes (docs/security.md,
// "Second factor"): an operator, after checking who asks out of band, starts it; it takes effect
// RECOVERY_DELAY_MS later, at the member's first sign-in from then on, and any right code before
// then cancels it. The member is mailed when it starts and when it takes effect, so a stranger
// who talked an operator into it is seen by the real member, who has three days to stop it.
import { sql } from 'drizzle-orm'
import { factorMessages } from '@trellis/contract'
import { query } from '../db/client'
import type { Deps } from '../domain/context'
import { DomainError } from '../domain/errors'
import { credentialNotice } from './factor-notices'
import { noticeLater } from '../guard/notices'

/** How long an operator-started recovery waits before it removes the factor. */
export const RECOVERY_DELAY_MS = 72 * 60 * 60_000

function utc(d: Date): string {
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** Starts (or reports the running) recovery of the member's app; answers when it takes effect. */
export async function startFactorRecovery(deps: Deps, memberId: number): Promise<{ at: string }> {
  const at = new Date(deps.now().getTime() + RECOVERY_DELAY_MS)
  const [row] = await query<{ recovery_at: Date | string; email: string; started: boolean }>(
    deps.database.db,
    sql`WITH changed AS (
          UPDATE member_totp SET recovery_at = COALESCE(recovery_at, ${at})
          WHERE member_id = ${memberId} AND confirmed_at IS NOT NULL
          RETURNING recovery_at)
        SELECT s.recovery_at, m.email, s.recovery_at = ${at} AS started
        FROM changed s, members m WHERE m.id = ${memberId}`,
  )
  if (!row) throw new DomainError('not-found', factorMessages.memberHasNoFactor)
  const when = new Date(row.recovery_at)
  if (row.started) {
    noticeLater(deps, 'factor recovery', () =>
      deps.mailer.send({
        to: row.email,
        subject: 'Trellis: removing your authenticator app was requested',
        text:
          `An operator started removing the authenticator app from your account, as asked for when both the app and the recovery codes were lost. ` +
          `It takes effect at your first sign-in after ${utc(when)}. If you did not ask for this, sign in with your app or a recovery code before then: that cancels it.`,
      }),
    )
  }
  return { at: when.toISOString() }
}

/**
 * At sign-in: removes the app (and its recovery codes) when its recovery is due, and mails the
 * member. True when it did.
 */
export async function finishDueRecovery(deps: Deps, memberId: number, email: string) {
  const now = deps.now()
  const removed = await deps.database.transaction(async (tx) => {
    const gone = await query(
      tx,
      sql`DELETE FROM member_totp WHERE member_id = ${memberId} AND recovery_at <= ${now}
          RETURNING member_id`,
    )
    if (gone.length > 0)
      await tx.execute(sql`DELETE FROM recovery_codes WHERE member_id = ${memberId}`)
    return gone.length > 0
  })
  if (removed)
    await credentialNotice(deps, { id: memberId, email }, 'totp-removed', now, {
      id: 'noteOperatorRecovery',
    })
  return removed
}
