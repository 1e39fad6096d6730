// Operator accounts (docs/security.md, "Operators"): invited by e-mail (the first one by the command
// line with OPS_TOKEN, later ones by an admin), a password set from the mailed link (argon2id), an
// authenticator app enrolled at the first sign-in. No secret is ever answered or logged: the link
// goes to the operator's mailbox only.
import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  OPS_PASSWORD_MAX,
  OPS_PASSWORD_MIN,
  opsMessages,
  opsRoles,
  type OpsOperator,
  type OpsRole,
} from '@trellis/contract'
import { query, type Runner } from '../db/client'
import type { Deps } from '../domain/context'
import { DomainError, invalid } from '../domain/errors'
import { hashSecret } from '../domain/passwords'
import { audit, type Actor } from './audit'

const HOUR = 60 * 60_000
/** How long a set-password link works. */
export const SET_PASSWORD_MS = 24 * HOUR

/** What the command line is told once an admin exists. */
export const FIRST_ADMIN_ONLY =
  'An admin exists already: admins add operators in the console (Operators).'

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/

/** A one-time token as stored: its SHA-256. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

export interface OperatorRow {
  id: number
  email: string
  role: OpsRole
  password_hash: string | null
  totp_secret_enc: string | null
  totp_confirmed_at: Date | string | null
  totp_last_step: number
  disabled_at: Date | string | null
  created_at: Date | string
  created_by: string
  last_sign_in_at: Date | string | null
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

/** The operator as the admin's list shows it (no hash, no key). */
export function toOperator(r: OperatorRow & { creator_email?: string | null }): OpsOperator {
  return {
    id: String(r.id),
    email: r.email,
    role: r.role,
    status: r.disabled_at ? 'disabled' : r.password_hash ? 'active' : 'invited',
    totp: r.totp_confirmed_at !== null,
    createdAt: iso(r.created_at) ?? '',
    createdBy: { actor: r.created_by, email: r.creator_email ?? null },
    lastSignInAt: iso(r.last_sign_in_at),
  }
}

const withCreator = sql`SELECT o.*, c.email AS creator_email FROM operators o
  LEFT JOIN operators c ON o.created_by = 'operator:' || c.id::text`

/** One operator by id, or 404. */
export async function operatorById(runner: Runner, id: number): Promise<OpsOperator> {
  const [row] = await query<OperatorRow>(runner, sql`${withCreator} WHERE o.id = ${id}`)
  if (!row) throw new DomainError('not-found', opsMessages.operatorNotFound)
  return toOperator(row)
}

/** Every operator, in the order they were added. */
export async function listOperators(runner: Runner): Promise<OpsOperator[]> {
  const rows = await query<OperatorRow>(runner, sql`${withCreator} ORDER BY o.id LIMIT 1000`)
  return rows.map(toOperator)
}

/** The role as given, or a 400. */
export function roleOf(value: unknown): OpsRole {
  if (typeof value !== 'string' || !(opsRoles as readonly string[]).includes(value))
    throw invalid(opsMessages.roleInvalid, 'role')
  return value as OpsRole
}

/** Adds an operator and mails them a set-password link (24 hours, once). */
export async function addOperator(
  deps: Deps,
  who: Actor,
  emailGiven: unknown,
  roleGiven: unknown,
): Promise<OpsOperator> {
  const email = typeof emailGiven === 'string' ? emailGiven.trim() : ''
  if (!EMAIL.test(email)) throw invalid(opsMessages.emailInvalid, 'email')
  const role = roleOf(roleGiven)
  const now = deps.now()
  const token = randomBytes(32).toString('base64url')
  const added = await deps.database.transaction(async (tx) => {
    // The command line (OPS_TOKEN) makes the first admin only: after that, admins add operators in
    // the console, so a leaked token cannot mint a second operator for maker-checker.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7416)`)
    if (who.operatorId === null && (await otherAdmins(tx, 0)) > 0)
      throw new DomainError('conflict', FIRST_ADMIN_ONLY)
    const [row] = await query<OperatorRow>(
      tx,
      sql`INSERT INTO operators (email, role, created_at, created_by)
          VALUES (${email}, ${role}, ${now}, ${who.actor})
          ON CONFLICT DO NOTHING RETURNING *`,
    )
    if (!row) throw new DomainError('conflict', opsMessages.operatorExists, 'email')
    await tx.execute(
      sql`INSERT INTO operator_tokens (id, operator_id, purpose, expires_at)
          VALUES (${tokenHash(token)}, ${row.id}, 'set-password', ${new Date(now.getTime() + SET_PASSWORD_MS)})`,
    )
    const view = toOperator(row)
    await audit(tx, who, now, {
      action: 'operator.add',
      objectType: 'operator',
      objectId: row.id,
      after: { email, role },
    })
    return view
  })
  await mailLink(deps, email, token, `An operator account (${role}) was made for you.`)
  return added
}

/** Mails the set-password link (the only place the token goes). */
async function mailLink(deps: Deps, email: string, token: string, opening: string) {
  const origin = deps.webauthn?.origins[0] ?? 'http://localhost:3000'
  await deps.mailer.send({
    to: email,
    subject: 'Your Trellis operator account',
    text:
      `${opening} Set your password within 24 hours at\n` +
      `${origin}/ops/set-password#${token}\n` +
      `Then sign in at ${origin}/ops and set up an authenticator app (required).`,
  })
}

/**
 * Resets an operator who lost the app or the password (not oneself): ends their sessions, removes
 * the password, the app and the recovery codes, and mails a new set-password link.
 */
export async function resetOperator(deps: Deps, who: Actor, id: number, reason: string) {
  if (who.operatorId === id) throw new DomainError('forbidden', opsMessages.notYourself)
  const now = deps.now()
  const token = randomBytes(32).toString('base64url')
  const email = await deps.database.transaction(async (tx) => {
    const row = await lockedOperator(tx, id)
    if (row.disabled_at) throw new DomainError('conflict', opsMessages.operatorDisabled)
    await tx.execute(
      sql`UPDATE operators SET password_hash = NULL, totp_secret_enc = NULL,
            totp_confirmed_at = NULL, totp_last_step = 0 WHERE id = ${id}`,
    )
    await tx.execute(sql`DELETE FROM operator_recovery_codes WHERE operator_id = ${id}`)
    await tx.execute(
      sql`UPDATE operator_tokens SET used_at = ${now} WHERE operator_id = ${id} AND used_at IS NULL`,
    )
    await tx.execute(
      sql`INSERT INTO operator_tokens (id, operator_id, purpose, expires_at)
          VALUES (${tokenHash(token)}, ${id}, 'set-password', ${new Date(now.getTime() + SET_PASSWORD_MS)})`,
    )
    await tx.execute(
      sql`UPDATE operator_sessions SET ended_at = ${now} WHERE operator_id = ${id} AND ended_at IS NULL`,
    )
    await audit(tx, who, now, {
      action: 'operator.reset',
      objectType: 'operator',
      objectId: id,
      before: { password: row.password_hash !== null, totp: row.totp_confirmed_at !== null },
      after: { password: false, totp: false },
      reason,
    })
    return row.email
  })
  await mailLink(deps, email, token, 'Your operator account was reset.')
  return operatorById(deps.database.db, id)
}

/** Sets the password from the mailed link: the token works once, within 24 hours. */
export async function setOperatorPassword(deps: Deps, token: unknown, password: unknown) {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token))
    throw invalid(opsMessages.setPasswordExpired, 'token')
  if (
    typeof password !== 'string' ||
    password.length < OPS_PASSWORD_MIN ||
    password.length > OPS_PASSWORD_MAX
  )
    throw invalid(opsMessages.passwordRule, 'password')
  const hashed = await hashSecret(password)
  const now = deps.now()
  await deps.database.transaction(async (tx) => {
    const [used] = await query<{ operator_id: number }>(
      tx,
      sql`UPDATE operator_tokens SET used_at = ${now}
          WHERE id = ${tokenHash(token)} AND purpose = 'set-password' AND used_at IS NULL
            AND expires_at > ${now}
          RETURNING operator_id`,
    )
    if (!used) throw invalid(opsMessages.setPasswordExpired, 'token')
    const [op] = await query<{ id: number }>(
      tx,
      sql`UPDATE operators SET password_hash = ${hashed}
          WHERE id = ${used.operator_id} AND disabled_at IS NULL RETURNING id`,
    )
    if (!op) throw invalid(opsMessages.setPasswordExpired, 'token')
    // A new password ends the operator's sessions.
    await tx.execute(
      sql`UPDATE operator_sessions SET ended_at = ${now}
          WHERE operator_id = ${op.id} AND ended_at IS NULL`,
    )
    await audit(
      tx,
      {
        actor: `operator:${op.id}`,
        operatorId: op.id,
        requestId: null,
        address: null,
      },
      now,
      { action: 'operator.set-password', objectType: 'operator', objectId: op.id },
    )
  })
  return { status: true as const, message: opsMessages.passwordSet }
}

/** Active admins other than `exceptId`. */
async function otherAdmins(runner: Runner, exceptId: number): Promise<number> {
  const [row] = await query<{ n: number }>(
    runner,
    sql`SELECT count(*) AS n FROM operators
        WHERE role = 'admin' AND disabled_at IS NULL AND id <> ${exceptId}`,
  )
  return row?.n ?? 0
}

async function lockedOperator(runner: Runner, id: number): Promise<OperatorRow> {
  const [row] = await query<OperatorRow>(
    runner,
    sql`SELECT * FROM operators WHERE id = ${id} FOR UPDATE`,
  )
  if (!row) throw new DomainError('not-found', opsMessages.operatorNotFound)
  return row
}

/** Changes an operator's role (not one's own; never the last active admin's); ends their sessions. */
export async function changeRole(deps: Deps, who: Actor, id: number, roleGiven: unknown) {
  const role = roleOf(roleGiven)
  if (who.operatorId === id) throw new DomainError('forbidden', opsMessages.notYourself)
  const now = deps.now()
  await deps.database.transaction(async (tx) => {
    // One admin change at a time, so two admins cannot demote each other at once.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7416)`)
    const row = await lockedOperator(tx, id)
    if (row.role === role) return
    if (row.role === 'admin' && !row.disabled_at && (await otherAdmins(tx, id)) === 0)
      throw new DomainError('conflict', opsMessages.lastAdmin)
    await tx.execute(sql`UPDATE operators SET role = ${role} WHERE id = ${id}`)
    await tx.execute(
      sql`UPDATE operator_sessions SET ended_at = ${now} WHERE operator_id = ${id} AND ended_at IS NULL`,
    )
    await audit(tx, who, now, {
      action: 'operator.role',
      objectType: 'operator',
      objectId: id,
      before: { role: row.role },
      after: { role },
    })
  })
  return operatorById(deps.database.db, id)
}

/** Disables an operator (not oneself; never the last active admin) and ends their sessions. */
export async function disableOperator(deps: Deps, who: Actor, id: number, reason: string | null) {
  if (who.operatorId === id) throw new DomainError('forbidden', opsMessages.notYourself)
  const now = deps.now()
  await deps.database.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7416)`)
    const row = await lockedOperator(tx, id)
    if (row.disabled_at) return
    if (row.role === 'admin' && (await otherAdmins(tx, id)) === 0)
      throw new DomainError('conflict', opsMessages.lastAdmin)
    await tx.execute(sql`UPDATE operators SET disabled_at = ${now} WHERE id = ${id}`)
    await tx.execute(
      sql`UPDATE operator_sessions SET ended_at = ${now} WHERE operator_id = ${id} AND ended_at IS NULL`,
    )
    await audit(tx, who, now, {
      action: 'operator.disable',
      objectType: 'operator',
      objectId: id,
      before: { status: 'active' },
      after: { status: 'disabled' },
      reason,
    })
  })
  return operatorById(deps.database.db, id)
}
