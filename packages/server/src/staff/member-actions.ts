// What support does for a member, each with its audit row: end every session, lift the locks,
// mail a password reset code, send a notice mail again. An operator never sets a member's
// password: the reset goes to the member's mailbox, as "forgot password" does.
import { sql } from 'drizzle-orm'
import { opsMessages, type OpsResendMail } from '@trellis/contract'
import { query } from '../db/client'
import type { Deps } from '../domain/context'
import { DomainError, invalid, tooManyTries } from '../domain/errors'
import { forgotPassword } from '../domain/password-reset'
import { noticeLater } from '../guard/notices'
import type { MailMessage } from '../mail/mailer'
import { depositCreditedMail, withdrawalSentMail } from '../mail/member-notices'
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

/** How often support may send the same mail of a member again. */
export const RESEND_EVERY_MS = 60 * 60_000

/**
 * The mails support may send again: notices of the member's own money, to the member's own
 * address. Never a code or a link (the withdrawal OTP, sign-in or reset codes, set-password):
 * one resent by staff would be a code staff could ask the member to read out, or trigger at will
 * to act as the member; a fresh reset is its own action (startMemberReset).
 */
const resendable: Record<
  OpsResendMail,
  (deps: Deps, memberId: number) => Promise<{ about: string; mail: MailMessage } | null>
> = {
  'deposit-credited': async (deps, memberId) => {
    const [r] = await query<{
      id: unknown
      amount_cents: unknown
      tx_hash: string
      email: string
      first_name: string
      locale: string | null
    }>(
      deps.database.db,
      sql`SELECT d.id, d.amount_cents, d.tx_hash, m.email, m.first_name, m.locale
          FROM chain_deposits d JOIN members m ON m.id = d.member_id
          WHERE d.member_id = ${memberId} AND d.status = 'credited'
          ORDER BY d.credited_at DESC, d.id DESC LIMIT 1`,
    )
    if (!r) return null
    return {
      about: `chain deposit ${String(r.id)}`,
      mail: depositCreditedMail(r, Number(r.amount_cents), r.tx_hash),
    }
  },
  'withdrawal-sent': async (deps, memberId) => {
    const [r] = await query<{
      id: unknown
      amount_cents: unknown
      address: string
      trx: string
      email: string
      first_name: string
      locale: string | null
    }>(
      deps.database.db,
      sql`SELECT w.id, w.amount_cents, w.address, w.trx, m.email, m.first_name, m.locale
          FROM withdrawals w JOIN members m ON m.id = w.member_id
          WHERE w.member_id = ${memberId} AND w.trx IS NOT NULL
            AND w.status IN ('sent', 'confirmed', 'paid')
          ORDER BY w.id DESC LIMIT 1`,
    )
    if (!r) return null
    return {
      about: `withdrawal ${String(r.id)}`,
      mail: withdrawalSentMail(r, Number(r.amount_cents), r.address, r.trx),
    }
  },
}

/** Sends the member's last notice of a kind again (at most once an hour per kind), audited. */
export async function resendMemberMail(
  deps: Deps,
  who: Actor,
  member: { id: number; userId: string },
  mailGiven: unknown,
  reason: string | null,
) {
  if (typeof mailGiven !== 'string' || !Object.hasOwn(resendable, mailGiven))
    throw invalid(opsMessages.resendWhich, 'mail')
  const kind = mailGiven as OpsResendMail
  const found = await resendable[kind](deps, member.id)
  if (!found) throw new DomainError('not-found', opsMessages.nothingToResend)
  const now = deps.now()
  await deps.database.transaction(async (tx) => {
    // One resend of a member at a time (a lock of the transaction's own, touching no row): two
    // operators clicking at once send one mail.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`resend-mail:${member.id}`}))`)
    const [last] = await query<{ at: Date | string }>(
      tx,
      sql`SELECT at FROM audit_log
          WHERE action = 'member.resend-mail' AND object_type = 'member'
            AND object_id = ${member.userId} AND after->>'mail' = ${kind}
          ORDER BY id DESC LIMIT 1`,
    )
    const next = last ? new Date(new Date(last.at).getTime() + RESEND_EVERY_MS) : null
    if (next && next > now) throw tooManyTries(opsMessages.resendTooSoon, next)
    await audit(tx, who, now, {
      action: 'member.resend-mail',
      objectType: 'member',
      objectId: member.userId,
      after: { mail: kind, about: found.about },
      reason,
    })
  })
  noticeLater(deps, kind, () => deps.mailer.send(found.mail))
  return { status: true as const, message: opsMessages.mailResent }
}
