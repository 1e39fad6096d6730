// An operator's sign-in and session (docs/security.md, "Operators"). Two steps: the e-mail and
// password (argon2id, counted by the database-kept guard like a member's log-in) open a challenge
// of 5 minutes, used once; the challenge and a code from the authenticator app (or a recovery
// code) open the session. The first sign-in enrols the app instead: its key is answered once with
// the challenge, its first code confirms it and the recovery codes are shown once. A code is taken
// once (its time step moves `totp_last_step` forward in one conditional UPDATE). The session is a
// random cookie value kept as its SHA-256, ended by sign-out, by OPS_IDLE_MINUTES without a call,
// by a new password, a role change or disabling.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  factorTriesLeft,
  OPS_IDLE_MINUTES,
  opsMessages,
  tryAgainAfter,
  type OpsMe,
  type OpsRole,
  type OpsSignedIn,
  type OpsSignInStep,
} from '@trellis/contract'
import { query } from '../db/client'
import type { Deps } from '../domain/context'
import { DomainError, invalid, tooManyTries } from '../domain/errors'
import { hashSecret, verifySecret } from '../domain/passwords'
import { factorLock } from '../factors/factor-lock'
import {
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  recoveryHash,
  sealSecret,
  totpStep,
  totpUri,
} from '../factors/totp'
import {
  beginAttempt,
  clearAttempts,
  lockedUntil,
  startLock,
  uncountAttempt,
} from '../guard/account-guard'
import { addressKey } from '../guard/login-guard'
import type { LockPolicy } from '../guard/limits'
import { audit, type Actor } from './audit'
import { tokenHash, type OperatorRow } from './operators'

const MINUTE = 60_000
/** How long the code step waits after a right password. */
export const OPS_CHALLENGE_MS = 5 * MINUTE
export const OPS_IDLE_MS = OPS_IDLE_MINUTES * MINUTE

/**
 * Operator sign-in, per account (e-mail): 5 wrong passwords within 15 minutes lock it for 15
 * minutes, then 30, 60, … up to 24 hours. Stricter than a member's (no known-device pass: a console
 * has few users and each knows their password).
 */
export const opsLoginLock: LockPolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  maxLockMs: 24 * 60 * MINUTE,
}

/** Operator sign-in, per client address (any e-mail): 20 wrong passwords within an hour. */
export const opsAddressLock: LockPolicy = {
  maxFailures: 20,
  windowMs: 60 * MINUTE,
  lockMs: 15 * MINUTE,
  maxLockMs: 24 * 60 * MINUTE,
}

/** The guard's counters (auth_guards subjects), apart from the members'. */
export const opsLoginSubject = (email: string) => `ops-login:${email.trim().toLowerCase()}`
const opsAddressSubject = (address: string) => `ops-login-addr:${addressKey(address)}`
export const opsFactorSubject = (operatorId: number) => `ops-factor:${operatorId}`

/** Who is signing in: the client address and user agent. */
export interface OpsClient {
  address: string
  userAgent?: string | undefined
  requestId: string | null
}

let dummy: Promise<string> | undefined
/** A hash to check unknown e-mails against, so the answer's time says nothing of who exists. */
function dummyHash(): Promise<string> {
  dummy ??= hashSecret('not-an-operator-password')
  return dummy
}

function lockedOut(until: Date) {
  return tooManyTries(tryAgainAfter(opsMessages.signInLocked, until), until)
}

/** Step 1: e-mail and password under the guard; a challenge (with the enrolment on first sign-in). */
export async function opsSignIn(
  deps: Deps,
  emailGiven: unknown,
  passwordGiven: unknown,
  client: OpsClient,
): Promise<OpsSignInStep> {
  const email = typeof emailGiven === 'string' ? emailGiven.trim().slice(0, 320) : ''
  const password = typeof passwordGiven === 'string' ? passwordGiven : ''
  if (!email || !password || password.length > 1024)
    throw invalid(opsMessages.signInFailed, 'password')
  const db = deps.database.db
  const subjects = [
    { subject: opsLoginSubject(email), policy: opsLoginLock },
    { subject: opsAddressSubject(client.address), policy: opsAddressLock },
  ]
  const until = await lockedUntil(
    db,
    subjects.map((s) => s.subject),
    deps.now(),
  )
  if (until) throw lockedOut(until)
  const numbers: number[] = []
  for (const s of subjects) {
    const attempt = await beginAttempt(db, s.subject, deps.now(), s.policy)
    if (attempt.locked) throw lockedOut(attempt.until)
    numbers.push(attempt.number)
  }
  const [row] = await query<OperatorRow>(
    db,
    sql`SELECT * FROM operators WHERE lower(email) = lower(${email})`,
  )
  const right =
    (await verifySecret(row?.password_hash ?? (await dummyHash()), password)) &&
    Boolean(row?.password_hash) &&
    !row?.disabled_at
  if (!right || !row) {
    for (const [i, s] of subjects.entries()) {
      if ((numbers[i] ?? 0) >= s.policy.maxFailures)
        await startLock(db, s.subject, deps.now(), s.policy)
    }
    throw invalid(opsMessages.signInFailed, 'password')
  }
  await clearAttempts(db, subjects[0]?.subject ?? '')
  await uncountAttempt(db, subjects[1]?.subject ?? '', deps.now())
  const now = deps.now()
  const challenge = randomBytes(32).toString('base64url')
  await db.execute(
    sql`DELETE FROM operator_tokens WHERE operator_id = ${row.id} AND purpose = 'challenge'
        AND (used_at IS NOT NULL OR expires_at <= ${now})`,
  )
  await db.execute(
    sql`INSERT INTO operator_tokens (id, operator_id, purpose, expires_at)
        VALUES (${tokenHash(challenge)}, ${row.id}, 'challenge', ${new Date(now.getTime() + OPS_CHALLENGE_MS)})`,
  )
  if (row.totp_confirmed_at) return { step: 'code', challenge }
  // First sign-in: a new key (a sign-in that did not finish enrolling starts over with a new one).
  const secret = newTotpSecret()
  await db.execute(
    sql`UPDATE operators SET totp_secret_enc = ${sealSecret(deps.codeKey, secret)}, totp_last_step = 0
        WHERE id = ${row.id} AND totp_confirmed_at IS NULL`,
  )
  return {
    step: 'enrol',
    challenge,
    enrolment: { secret, uri: totpUri(secret, `ops:${row.email}`) },
  }
}

/** Takes a right code (the app's, once per time step, or an unused recovery code), or null. */
async function takeCode(deps: Deps, row: OperatorRow, code: string): Promise<boolean> {
  const db = deps.database.db
  const enrolling = row.totp_confirmed_at === null
  if (/^\d{6}$/.test(code) && row.totp_secret_enc) {
    let secret: string
    try {
      secret = openSecret(deps.codeKey, row.totp_secret_enc)
    } catch {
      return false
    }
    const step = await totpStep(secret, code, deps.now(), row.totp_last_step)
    if (step === null) return false
    const taken = await query(
      db,
      sql`UPDATE operators SET totp_last_step = ${step}
          WHERE id = ${row.id} AND totp_last_step < ${step}
            AND (totp_confirmed_at IS NULL) = ${enrolling}
          RETURNING id`,
    )
    return taken.length > 0
  }
  if (enrolling) return false
  const used = await query(
    db,
    sql`UPDATE operator_recovery_codes SET used_at = ${deps.now()}
        WHERE operator_id = ${row.id} AND code_hash = ${recoveryHash(deps.codeKey, -row.id, code)}
          AND used_at IS NULL
        RETURNING operator_id`,
  )
  return used.length > 0
}

/** Step 2: the challenge and a code; opens the session (and confirms the app on first sign-in). */
export async function opsSignInCode(
  deps: Deps,
  challengeGiven: unknown,
  codeGiven: unknown,
  client: OpsClient,
): Promise<OpsSignedIn & { sessionToken: string }> {
  const challenge = typeof challengeGiven === 'string' ? challengeGiven : ''
  const code = typeof codeGiven === 'string' ? codeGiven.trim() : ''
  if (!/^[A-Za-z0-9_-]{43}$/.test(challenge))
    throw invalid(opsMessages.challengeExpired, 'challenge')
  if (code.length === 0 || code.length > 20) throw invalid(opsMessages.codeWrong, 'code')
  const db = deps.database.db
  const id = tokenHash(challenge)
  const [row] = await query<OperatorRow>(
    db,
    sql`SELECT o.* FROM operator_tokens t JOIN operators o ON o.id = t.operator_id
        WHERE t.id = ${id} AND t.purpose = 'challenge' AND t.used_at IS NULL
          AND t.expires_at > ${deps.now()} AND o.disabled_at IS NULL`,
  )
  if (!row) throw invalid(opsMessages.challengeExpired, 'challenge')
  const subject = opsFactorSubject(row.id)
  const attempt = await beginAttempt(db, subject, deps.now(), factorLock)
  if (attempt.locked) throw lockedOut(attempt.until)
  if (!(await takeCode(deps, row, code))) {
    const left = factorLock.maxFailures - attempt.number
    if (left > 0) throw invalid(factorTriesLeft(left), 'code')
    const until =
      (await startLock(db, subject, deps.now(), factorLock)) ??
      (await lockedUntil(db, [subject], deps.now())) ??
      new Date(deps.now().getTime() + factorLock.lockMs)
    throw lockedOut(until)
  }
  await clearAttempts(db, subject)
  const now = deps.now()
  const who: Actor = {
    actor: `operator:${row.id}`,
    operatorId: row.id,
    requestId: client.requestId,
    address: client.address,
  }
  const token = randomBytes(32).toString('base64url')
  const recoveryCodes = row.totp_confirmed_at === null ? newRecoveryCodes() : null
  await deps.database.transaction(async (tx) => {
    // Used once: two answers with one challenge open one session at most.
    const claimed = await query(
      tx,
      sql`UPDATE operator_tokens SET used_at = ${now}
          WHERE id = ${id} AND used_at IS NULL RETURNING id`,
    )
    if (claimed.length === 0) throw invalid(opsMessages.challengeExpired, 'challenge')
    if (recoveryCodes) {
      await tx.execute(sql`UPDATE operators SET totp_confirmed_at = ${now} WHERE id = ${row.id}`)
      await tx.execute(sql`DELETE FROM operator_recovery_codes WHERE operator_id = ${row.id}`)
      for (const c of recoveryCodes) {
        await tx.execute(
          sql`INSERT INTO operator_recovery_codes (operator_id, code_hash)
              VALUES (${row.id}, ${recoveryHash(deps.codeKey, -row.id, c)})`,
        )
      }
      await audit(tx, who, now, {
        action: 'operator.totp-enrol',
        objectType: 'operator',
        objectId: row.id,
      })
    }
    await tx.execute(
      sql`INSERT INTO operator_sessions (id, operator_id, created_at, last_used_at, address, user_agent)
          VALUES (${tokenHash(token)}, ${row.id}, ${now}, ${now}, ${client.address},
                  ${client.userAgent?.slice(0, 300) ?? null})`,
    )
    await tx.execute(sql`UPDATE operators SET last_sign_in_at = ${now} WHERE id = ${row.id}`)
    // Sessions over for a day are of no use (the audit log keeps the sign-ins): keep the table small.
    await tx.execute(
      sql`DELETE FROM operator_sessions WHERE operator_id = ${row.id}
          AND (ended_at IS NOT NULL OR last_used_at < ${new Date(now.getTime() - OPS_IDLE_MS)})
          AND created_at < ${new Date(now.getTime() - 86_400_000)}`,
    )
    await audit(tx, who, now, {
      action: 'session.sign-in',
      objectType: 'operator',
      objectId: row.id,
    })
  })
  return {
    me: {
      id: String(row.id),
      email: row.email,
      role: row.role,
      idleUntil: new Date(now.getTime() + OPS_IDLE_MS).toISOString(),
    },
    recoveryCodes,
    sessionToken: token,
  }
}

/** A live operator session: who it is and the session's id (the cookie's hash). */
export interface OpsSession {
  me: OpsMe
  operatorId: number
  role: OpsRole
  sessionId: string
}

/**
 * The session of a cookie value, or null: live, not idle for OPS_IDLE_MS, its operator not
 * disabled. Moves its last use to now (one statement).
 */
export async function opsSession(deps: Deps, token: string): Promise<OpsSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const now = deps.now()
  const [row] = await query<{ id: number; email: string; role: OpsRole; sid: string }>(
    deps.database.db,
    sql`WITH s AS (
          UPDATE operator_sessions SET last_used_at = ${now}
          WHERE id = ${tokenHash(token)} AND ended_at IS NULL
            AND last_used_at > ${new Date(now.getTime() - OPS_IDLE_MS)}
          RETURNING operator_id, id)
        SELECT o.id, o.email, o.role, s.id AS sid FROM s JOIN operators o ON o.id = s.operator_id
        WHERE o.disabled_at IS NULL`,
  )
  if (!row) return null
  return {
    me: {
      id: String(row.id),
      email: row.email,
      role: row.role,
      idleUntil: new Date(now.getTime() + OPS_IDLE_MS).toISOString(),
    },
    operatorId: row.id,
    role: row.role,
    sessionId: row.sid,
  }
}

/** Ends this session (sign-out), with its audit row. */
export async function opsSignOut(deps: Deps, who: Actor, sessionId: string) {
  const now = deps.now()
  await deps.database.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE operator_sessions SET ended_at = ${now} WHERE id = ${sessionId} AND ended_at IS NULL`,
    )
    await audit(tx, who, now, {
      action: 'session.sign-out',
      objectType: 'operator',
      objectId: who.operatorId,
    })
  })
  return { status: true as const, message: opsMessages.signedOut }
}

/** A refusal for a request without a live session. */
export function noSession(hadCookie: boolean): DomainError {
  return new DomainError(
    'unauthenticated',
    hadCookie ? opsMessages.sessionEnded : opsMessages.sessionRequired,
  )
}
