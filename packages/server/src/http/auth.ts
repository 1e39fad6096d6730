// Bearer-token sessions: HS256 JWTs that last as long as the browser session (30 minutes), each
// naming a row of the `sessions` table, so logout ends one session and a password change or reset
// ends the others on the server. One indexed read per write checks the row (and the member's
// transaction-password lock, which money calls need, and a transfer's two parties); reads may
// reuse this process's check of the last SESSION_RECHECK_MS (3 s), so the team views and getUser
// pay no extra round trip.
import { randomBytes, webcrypto } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { sql, type SQL } from 'drizzle-orm'
import { SESSION_MINUTES, serverMessages } from '@trellis/contract'
import type { Database, Runner } from '../db/client'
import { coalescedReads } from '../db/coalesce'
import { arrayRows } from '../db/rows'
import { factorColumns, factorFrom, type FactorRow } from '../factors/step-up'
import type { SessionMember } from '../domain/context'
import type { StoredKey } from '../domain/idempotency'
import { HttpError } from './errors'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every authenticated call. */
    member?: SessionMember
  }
}

/** The preHandler hook that guards authenticated routes (src/http/route.ts picks one per call). */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

/** What the member's session list shows of a session, and a factor confirmed when it started. */
export interface SessionMeta {
  userAgent?: string | undefined
  address?: string | undefined
  /** The sign-in gave the second factor: it covers the step-up window from now. */
  factorAt?: Date
}

/** A session's "last used" is written at most this often per process (one UPDATE a minute). */
const TOUCH_MS = 60_000

interface Claims {
  id: number
  userId: string
  sessionId: string
}

/** Issues and checks session tokens with one secret. */
export function createSessions(
  secret: string,
  database: Database,
  now: () => Date = () => new Date(),
) {
  /** Tokens whose signature this process checked (memory only), with their expiry. */
  const verified = new Map<string, { claims: Claims; expiresMs: number }>()
  // Imported once: given raw bytes, jose imports the key again on every sign and verify (that was
  // ~8 % of a money call's CPU).
  const key = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )

  /** Session id → when this process last wrote its `last_used_at` (ms). */
  const touched = new Map<string, number>()

  /** Opens a session row (in `runner`, e.g. the sign-up's transaction) and signs its token. */
  async function issue(
    member: { id: number; userId: string },
    runner: Runner = database.db,
    meta: SessionMeta = {},
  ): Promise<string> {
    const at = now()
    const sid = randomBytes(18).toString('base64url')
    const expires = new Date(at.getTime() + SESSION_MINUTES * 60_000)
    await runner.execute(
      sql`INSERT INTO sessions (id, member_id, created_at, expires_at, user_agent, address, last_used_at, factor_at)
          VALUES (${sid}, ${member.id}, ${at}, ${expires}, ${meta.userAgent?.slice(0, 300) ?? null},
                  ${meta.address ?? null}, ${at}, ${meta.factorAt ?? null})`,
    )
    if (touched.size >= RECENT_MAX) touched.clear()
    touched.set(sid, at.getTime())
    return new SignJWT({ mid: member.id, sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.userId)
      .setIssuedAt(Math.floor(at.getTime() / 1000))
      .setExpirationTime(Math.floor(expires.getTime() / 1000))
      .sign(await key)
  }

  /** Checks a token's signature and expiry (jose), remembering a good one until it expires. */
  async function verifyToken(token: string): Promise<Claims> {
    const { payload } = await jwtVerify(token, await key, {
      algorithms: ['HS256'],
      currentDate: now(),
    })
    const { sub, mid, sid, exp } = payload
    if (typeof sub !== 'string' || typeof mid !== 'number' || typeof sid !== 'string') {
      throw new Error('not a session token')
    }
    const claims = { id: mid, userId: sub, sessionId: sid }
    // A signature, once checked, stays good: only the expiry (and the session row) can end it.
    if (typeof exp === 'number') {
      if (verified.size >= VERIFIED_MAX) verified.clear()
      verified.set(token, { claims, expiresMs: exp * 1000 })
    }
    return claims
  }

  /**
   * Checks a token and its session row. `fresh: false` (reads) may reuse a check of the same
   * session made in this process less than SESSION_RECHECK_MS ago; writes always read the row.
   */
  async function verify(
    token: string,
    {
      fresh = true,
      idempotencyKey,
      recipient,
    }: { fresh?: boolean; idempotencyKey?: string; recipient?: string } = {},
  ): Promise<SessionMember> {
    let claims: Claims
    const at = now()
    const known = verified.get(token)
    if (known && known.expiresMs > at.getTime()) {
      claims = known.claims
    } else
      try {
        claims = await verifyToken(token)
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new HttpError(401, serverMessages.sessionExpired)
        }
        throw new HttpError(401, serverMessages.unauthorized)
      }
    if (!fresh && (recent.get(claims.sessionId) ?? 0) > at.getTime()) {
      return { ...claims, moneyLockedUntil: null }
    }
    const generation = revocations
    // A money call's Idempotency-Key comes with the same read: the earlier request it names, if
    // any (without a key the join finds nothing), and so do a transfer's parties when it names a
    // recipient. Checks that arrive together are one statement.
    const row = await sessionRows.ask({
      sessionId: claims.sessionId,
      memberId: claims.id,
      at,
      key: idempotencyKey ?? null,
      toUser: recipient ?? null,
    })
    if (!row) throw new HttpError(401, serverMessages.unauthorized)
    await touch(claims.sessionId, at)
    // Not if a session ended in this process while the row was read.
    if (generation === revocations) remember(claims.sessionId, at.getTime() + SESSION_RECHECK_MS)
    const locked = row.money_locked_until ? new Date(row.money_locked_until) : null
    const stored: StoredKey | null = row.key_found
      ? { call: row.key_call ?? '', fingerprint: row.key_fingerprint, answer: row.key_answer }
      : null
    return {
      ...claims,
      moneyLockedUntil: locked,
      stored,
      factor: factorFrom(row),
      // The member's row is always there (sessions reference it): its e-mail is never null here.
      ...(recipient === undefined
        ? {}
        : {
            parties: {
              tpassHash: row.tpass_hash,
              email: row.email ?? '',
              recipientId: row.to_id,
            },
          }),
    }
  }

  /** The session checks that arrive together, in one read (`sessionStatement`). */
  const sessionRows = coalescedReads<SessionAsk, SessionRow>(database, sessionStatement)

  /** Records the session's last use for its list, at most once a minute per process. */
  async function touch(sessionId: string, at: Date): Promise<void> {
    if (at.getTime() - (touched.get(sessionId) ?? 0) < TOUCH_MS) return
    if (touched.size >= RECENT_MAX) touched.clear()
    touched.set(sessionId, at.getTime())
    await database.db.execute(sql`UPDATE sessions SET last_used_at = ${at} WHERE id = ${sessionId}`)
  }

  function hook(fresh: boolean): AuthHook {
    return async (request) => {
      request.member = await verify(bearer(request), { fresh })
    }
  }

  /** For writes: reads the session row (and the money lock) on every call. */
  const auth = hook(true)
  /** For reads: may reuse this process's check of the session from the last few seconds. */
  const authRead = hook(false)

  /**
   * For money calls: the session row, the money lock and the stored request of `key` (a
   * well-formed Idempotency-Key), and with a `recipient` (a user id, any case) the transfer's
   * parties (`SessionMember.parties`), in one read. Sets `request.member`.
   */
  async function authMoney(
    request: FastifyRequest,
    key: string | undefined,
    recipient?: string,
  ): Promise<void> {
    request.member = await verify(bearer(request), { idempotencyKey: key, recipient })
  }

  return {
    issue,
    verify,
    auth,
    authRead,
    authMoney,
    ending: endingSessions,
    endOthers: endOtherSessions,
  }
}

export type Sessions = ReturnType<typeof createSessions>

/**
 * How long a read may rely on this process's last check of its session. Within one process a
 * logout, password change or reset is seen at once (they clear the checks before and after their
 * commit: `endingSessions`); another process on the
 * same PostgreSQL sees it on its next write at once and on reads within this time.
 */
export const SESSION_RECHECK_MS = 3_000
const RECENT_MAX = 50_000
const VERIFIED_MAX = 50_000
/** Session id → time (ms) until which reads may skip the row. */
const recent = new Map<string, number>()
/** Counts sessions ended in this process: a check that overlapped one is not remembered. */
let revocations = 0

function remember(sessionId: string, until: number): void {
  if (recent.size >= RECENT_MAX) recent.clear()
  recent.set(sessionId, until)
}

function forgetChecks(): void {
  revocations++
  recent.clear()
}

/**
 * Runs `work`, which ends sessions and commits (a logout's UPDATE, a password change's or reset's
 * transaction), with this process's checks forgotten before it starts AND after it commits: a read
 * that checked a row in between (on PostgreSQL another pooled connection still sees it open until
 * the commit) may answer, but is never remembered, so every read that starts after the ending
 * call answered is refused.
 */
export async function endingSessions<T>(work: () => Promise<T>): Promise<T> {
  forgetChecks()
  try {
    return await work()
  } finally {
    forgetChecks()
  }
}

/** Ends one session (logout), committed when this returns. */
export async function endSession(database: Database, sessionId: string, at: Date): Promise<void> {
  await endingSessions(() =>
    database.db.execute(
      sql`UPDATE sessions SET ended_at = ${at} WHERE id = ${sessionId} AND ended_at IS NULL`,
    ),
  )
}

/**
 * Ends every session of a member but `keep` (a password change keeps the one that made it), in
 * the caller's transaction: run that transaction inside `endingSessions`.
 */
export async function endOtherSessions(
  runner: Runner,
  memberId: number,
  at: Date,
  keep = '',
): Promise<void> {
  forgetChecks()
  await runner.execute(
    sql`UPDATE sessions SET ended_at = ${at}
        WHERE member_id = ${memberId} AND id <> ${keep} AND ended_at IS NULL`,
  )
  // Rows of sessions long over are of no use: keep the table small.
  await runner.execute(
    sql`DELETE FROM sessions WHERE member_id = ${memberId}
        AND expires_at < ${new Date(at.getTime() - 86_400_000)}`,
  )
}

/** The bearer token of a request, or 401. */
function bearer(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  if (!match?.[1]) throw new HttpError(401, serverMessages.unauthorized)
  return match[1]
}

/** The session member of an authenticated request (the auth hook has run). */
export function sessionOf(request: FastifyRequest): SessionMember {
  if (!request.member) throw new HttpError(401, serverMessages.unauthorized)
  return request.member
}

/**
 * The session checks that arrive together, in one read: each session row (open, not expired,
 * its member's), the member's money lock, the stored request of the call's key and the second
 * factor the step-up asks about, and for a check that names a recipient (`to_user`) the
 * member's transaction-password hash and e-mail and the recipient's id, by user id in any case
 * as the form's lookup finds it; no row for a session that is not valid.
 *
 * The parties are a lateral subquery that OFFSET 0 keeps from being merged into the join:
 * `v.to_user IS NOT NULL` then refers to nothing of the subquery's own rows, so it is a one-time
 * filter that skips both lookups for the checks that name no recipient (every other write's).
 * Merged, it was a join filter applied after them, and every check paid both (EXPLAIN ANALYZE;
 * test/sessions.test.ts checks the plan).
 * @internal (exported for its test)
 */
export function sessionStatement(asks: SessionAsk[]): SQL {
  return sql`SELECT v.i, g.locked_until AS money_locked_until, k.call AS key_call,
          k.fingerprint AS key_fingerprint, k.answer AS key_answer,
          k.member_id IS NOT NULL AS key_found, ${factorColumns(sql`s`)},
          p.tpass_hash, p.email, p.to_id
        FROM sessions s
        JOIN ${arrayRows(
          asks.map((a, i) => ({
            i,
            session_id: a.sessionId,
            member_id: a.memberId,
            at: a.at,
            key: a.key,
            to_user: a.toUser,
          })),
          'v',
          [
            ['i', 'int'],
            ['session_id', 'text'],
            ['member_id', 'bigint'],
            ['at', 'timestamptz'],
            ['key', 'text'],
            ['to_user', 'text'],
          ],
        )}
          ON s.id = v.session_id AND s.member_id = v.member_id
        LEFT JOIN auth_guards g ON g.subject = 'tpass:' || v.member_id AND g.locked_until > v.at
        LEFT JOIN idempotency_keys k ON k.member_id = s.member_id AND k.key = v.key
        LEFT JOIN LATERAL (
          SELECT m.tpass_hash, m.email,
            (SELECT x.id FROM members x WHERE upper(x.user_id) = upper(v.to_user)
              ORDER BY x.id LIMIT 1) AS to_id
          FROM members m WHERE m.id = s.member_id AND v.to_user IS NOT NULL
          OFFSET 0
        ) p ON true
        WHERE s.ended_at IS NULL AND s.expires_at > v.at`
}

/** One session check of `sessionRows`. */
export interface SessionAsk {
  sessionId: string
  memberId: number
  at: Date
  key: string | null
  /** The user id of the transfer's recipient; null: the check reads no parties. */
  toUser: string | null
}

/** What a session check reads beside the session row itself. */
interface SessionRow extends FactorRow {
  money_locked_until: Date | string | null
  key_call: string | null
  key_fingerprint: string | null
  key_answer: string | null
  key_found: boolean
  /** The parties (null when the check named no recipient). Never logged: see SessionMember. */
  tpass_hash: string | null
  email: string | null
  to_id: number | null
}
