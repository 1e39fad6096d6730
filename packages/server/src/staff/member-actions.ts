// What support does for a member, each with its audit row: end every session, lift the locks,
// mail a password reset code. An operator never sets a member's password: the reset goes to the
// member's mailbox, as "forgot password" does.
import { sql } from 'drizzle-orm'
import { opsMessages } from '@trellis/contract'
import { query } from '../db/client'
import type { Deps } from '../domain/context'
import { forgotPassword } from '../domain/password-reset'
import { audit, type Actor } from './audit'

/** Ends every session of the member (their next call answers 401). */
export async function endMemberSessions(
  deps: Deps,
  who: Actor,
  member: { id: number; userId: string },
  reason: string | null,
) {
  const now = deps.now()
  await deps.sessions.ending(() =>
    deps.database.transaction(async (tx) => {
      const [live] = await query<{ n: number }>(
        tx,
        sql`SELECT count(*) AS n FROM sessions
            WHERE member_id = ${member.id} AND ended_at IS NULL AND expires_at > ${now}`,
      )
      await deps.sessions.endOthers(tx, member.id, now)
      await audit(tx, who, now, {
        action: 'member.end-sessions',
        objectType: 'member',
        objectId: member.userId,
        before: { liveSessions: live?.n ?? 0 },
        after: { liveSessions: 0 },
        reason,
      })
    }),
  )
  return { status: true as const, message: opsMessages.sessionsEnded }
}

/** `text` matched literally in a LIKE pattern (a user id may hold `_`). */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Lifts the member's sign-in, transaction-password, password-change and factor counters. */
export async function unlockMember(
  deps: Deps,
  who: Actor,
  member: { id: number; userId: string; email: string },
  reason: string | null,
) {
  const now = deps.now()
  const id = member.userId.trim().toLowerCase()
  const own = [`login:${id}`, `tpass:${member.id}`, `factor:${member.id}`, `pwchange:${member.id}`]
  const byEmail = `login:${member.email.trim().toLowerCase()}`
  await deps.database.transaction(async (tx) => {
    const gone = await query<{ subject: string; failures: number; locked_until: unknown }>(
      tx,
      sql`DELETE FROM auth_guards
          WHERE subject IN (${sql.join(
            [...own, byEmail].map((s) => sql`${s}`),
            sql`, `,
          )})
             OR (starts_with(subject, 'login-pair:') AND (subject LIKE ${`% ${likeText(id)}`}
                 OR subject LIKE ${`% ${likeText(member.email.trim().toLowerCase())}`}))
          RETURNING subject, failures, locked_until`,
    )
    await audit(tx, who, now, {
      action: 'member.unlock',
      objectType: 'member',
      objectId: member.userId,
      before: gone.map((g) => ({
        counter: g.subject.split(':')[0],
        failures: g.failures,
        lockedUntil: g.locked_until,
      })),
      after: [],
      reason,
    })
  })
  return { status: true as const, message: opsMessages.unlocked }
}

/** Mails the member a reset code (the member sets the password). */
export async function startMemberReset(
  deps: Deps,
  who: Actor,
  member: { id: number; userId: string },
  reason: string | null,
) {
  await forgotPassword(deps, member.userId)
  await audit(deps.database.db, who, deps.now(), {
    action: 'member.password-reset',
    objectType: 'member',
    objectId: member.userId,
    reason,
  })
  return { status: true as const, message: opsMessages.resetSent }
}
