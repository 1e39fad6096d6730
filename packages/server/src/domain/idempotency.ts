// Money calls run once per Idempotency-Key, as Stripe and the IETF draft describe: the key is
// claimed with a fingerprint of its request (call, member, canonical body) in the same transaction
// as the movement. The same request again gets the stored answer and moves nothing; the same key
// with another request is refused (422) and never answered with someone else's success.
import { createHmac } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import { canonicalBody, isSameRequest, serverMessages, type Member } from '@trellis/contract'
import { query, type Tx } from '../db/client'
import { DomainError, invalid } from './errors'
import type { Deps } from './context'
import { jsonOf, postedId, type Posting, type Shortfall } from './ledger'
import { postingStatement } from './posting'
import { memberViewSelect, toMember, type MemberViewRow } from './member-view'

/** An Idempotency-Key's stored request: its call, fingerprint and answer (null until it moved). */
export interface StoredKey {
  call: string
  fingerprint: string | null
  answer: string | null
}

/** An Idempotency-Key and the fingerprint of the request that carries it. */
export interface MoneyKey {
  key: string
  fingerprint: string
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/
/** Deadlock and serialization failures: safe to run the whole transaction again. */
export const RETRYABLE = new Set(['40P01', '40001'])

/**
 * Thrown inside a money transaction that found it needs a lock it could only take out of the lock
 * order (docs/server.md, "Lock order"): the transaction is undone and run again, which reads what
 * it needs afresh and takes every lock in order.
 */
export class RunAgain extends Error {}

/** The advisory locks of idempotency keys: (this number, hash of member and key). */
export const keyLockSpace = 7413

/**
 * The first lock of every keyed money call: a transaction-scoped advisory lock on (member, key),
 * so two calls with one key (even of different calls) queue here, holding nothing else, instead
 * of meeting later in another order. A boolean expression (always true) to put in a statement.
 */
export function keyLock(memberId: number, key: string): SQL {
  return sql`(pg_advisory_xact_lock(${keyLockSpace}::int, hashtext(${`${memberId}:${key}`}::text)) IS NOT NULL)`
}

/** The Idempotency-Key header when it is well-formed (a malformed one is refused by `moneyKey`). */
export function wellFormedKey(raw: unknown): string | undefined {
  return typeof raw === 'string' && KEY_PATTERN.test(raw) ? raw : undefined
}

/**
 * The key of a money call with its request's fingerprint, or undefined without a key. Keyed HMAC,
 * not a bare hash: the body may hold a transaction password, which must not be guessable from it.
 */
export function moneyKey(
  deps: Deps,
  raw: unknown,
  call: string,
  memberId: number,
  body: unknown,
): MoneyKey | undefined {
  if (raw === undefined) return undefined
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) {
    throw invalid(serverMessages.malformedBody)
  }
  const fingerprint = createHmac('sha256', deps.codeKey)
    .update(`idempotency\n${call}\n${memberId}\n${canonicalBody(body)}`)
    .digest('base64url')
  return { key: raw, fingerprint }
}

/**
 * Runs `work` in one transaction, once per (member, key). Without a key it simply runs. A failure
 * (thrown) stores nothing, so the member may try again with the same key.
 */
export async function runMoney<T>(
  deps: Deps,
  memberId: number,
  key: MoneyKey | undefined,
  call: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return runAgainOnConflict(() =>
    deps.database.transaction(async (tx) => {
      if (key === undefined) return work(tx)
      // The key first (lock order): its lock, then its row.
      const claimed = await query(tx, sql`${keyClaim(memberId, key, call)} RETURNING key`)
      if (claimed.length === 0) return (await storedAnswer(tx, memberId, key, call)) as T
      const answer = await work(tx)
      await tx.execute(
        sql`UPDATE idempotency_keys SET status_code = 200, answer = ${JSON.stringify(answer)}
            WHERE member_id = ${memberId} AND key = ${key.key}`,
      )
      return answer
    }),
  )
}

/**
 * Runs a money transaction, and runs it again (at most five times in all) when the database broke
 * a deadlock or a serialization conflict, or the work asked to (`RunAgain`).
 */
export async function runAgainOnConflict<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction()
    } catch (error) {
      const again = RETRYABLE.has(errorCode(error)) || error instanceof RunAgain
      if (attempt < 5 && again) continue
      throw error
    }
  }
}

/**
 * The claim of a key (lock order step 1): its advisory lock, then its row, inserted unless it is
 * there (then the statement inserts nothing). The caller adds its RETURNING.
 */
export function keyClaim(memberId: number, key: MoneyKey, call: string): SQL {
  return sql`INSERT INTO idempotency_keys (member_id, key, call, fingerprint)
    SELECT ${memberId}, ${key.key}, ${call}, ${key.fingerprint}
    WHERE ${keyLock(memberId, key.key)}
    ON CONFLICT DO NOTHING`
}

/**
 * The stored answer of an earlier call with this key, if any (read before the transaction, with
 * the session, so a repeat answers as the first call did even when the rules would now refuse it:
 * the money moved). Throws 422 when the key was used for another request.
 */
export function earlierAnswer(
  stored: StoredKey | null | undefined,
  key: MoneyKey | undefined,
  call: string,
): unknown {
  if (key === undefined || !stored) return undefined
  return judge(stored, key, call)
}

/**
 * The answer of the key's earlier call, read after its claim found the key taken (in a statement
 * of its own, so it sees the row the claim waited for): the stored answer, or 422 for another
 * request. A key whose call is still unanswered cannot be here (its claim holds the lock).
 */
export async function storedAnswer(
  runner: Tx,
  memberId: number,
  key: MoneyKey,
  call: string,
): Promise<unknown> {
  const [row] = await query<StoredKey>(
    runner,
    sql`SELECT call, fingerprint, answer FROM idempotency_keys
        WHERE member_id = ${memberId} AND key = ${key.key}`,
  )
  const stored = row ? judge(row, key, call) : undefined
  if (stored === undefined) throw invalid(serverMessages.malformedBody)
  return stored
}

/** The stored answer when `key` carries the same request; 422 when it carried another. */
export function judge(row: StoredKey, key: MoneyKey, call: string): unknown {
  if (!isSameRequest(row, call, key.fingerprint))
    throw new DomainError('key-reused', serverMessages.idempotencyKeyReused)
  if (row.answer === null) return undefined
  const answer = JSON.parse(row.answer) as Record<string, unknown>
  // `moveOnce` keeps the member's row; the answer shows it as the contract's Member.
  if (answer && typeof answer === 'object' && 'memberRow' in answer) {
    const { memberRow, ...rest } = answer
    return { ...rest, data: toMember(memberRow as MemberViewRow) }
  }
  return answer
}

/** A money call's answer: its message and the member after the move. */
export interface MoveAnswer {
  status: true
  message: string
  data: Member
}

/**
 * A money call that is one posting and reads nothing under its locks first (the transfers): the
 * same posting statement as `post` (domain/posting.ts), run on its own outside any transaction
 * (atomic on its own), with the key's gate before it and, after it, the member's view and the
 * answer stored under the key, all or nothing. A key already stored gets its answer (or 422); a
 * race of the same key is settled by the key's primary key (the loser's statement fails as a
 * whole, and on retry finds the winner's answer). Every other money call runs `post` inside
 * `runMoney`'s transaction. A posting with earnings credits cannot use it: the member's view,
 * read in the same statement, would not see the totals move.
 */
export async function moveOnce(
  deps: Deps,
  memberId: number,
  key: MoneyKey | undefined,
  call: string,
  posting: Posting,
  o: { message: string; shortfall: Shortfall },
): Promise<MoveAnswer> {
  const statement = moveStatement(memberId, key, call, posting, o.message)
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await query<MoveRow>(deps.database.db, statement)
      return moveAnswer(row, key, call, o)
    } catch (error) {
      const code = errorCode(error)
      const retry = RETRYABLE.has(code) || (key !== undefined && code === UNIQUE_VIOLATION)
      if (attempt < 5 && retry) continue
      throw error
    }
  }
}

/** A row of `moveStatement`. */
export interface MoveRow {
  id: number | null
  read: unknown
  stored?: unknown
}

/** What `moveStatement`'s row answers: the key's earlier answer (or 422), the move, or its refusal. */
export function moveAnswer(
  row: MoveRow | undefined,
  key: MoneyKey | undefined,
  call: string,
  o: { message: string; shortfall: Shortfall },
): MoveAnswer {
  const earlier = jsonOf(row?.stored) as StoredKey | undefined
  if (key && earlier) {
    const again = judge(earlier, key, call)
    if (again === undefined) throw invalid(serverMessages.malformedBody)
    return again as MoveAnswer
  }
  postedId(row?.id, o.shortfall)
  return {
    status: true,
    message: o.message,
    data: toMember(jsonOf(row?.read) as MemberViewRow),
  }
}

/**
 * `moveOnce`'s statement (also driven raw by the benchmark's SQL-only reference): the posting with
 * the member's view read after it and, with a key, the key's gate, claim and stored answer.
 */
export function moveStatement(
  memberId: number,
  key: MoneyKey | undefined,
  call: string,
  posting: Posting,
  message: string,
): SQL {
  if (posting.legs.some((l) => l.source)) throw new Error('moveOnce cannot move earnings totals')
  const answer = sql`json_build_object('status', true, 'message', ${message}::text,
    'memberRow', (SELECT row_to_json(r) FROM r LIMIT 1))::text`
  const stored = sql`idempotency_keys WHERE member_id = ${memberId} AND key = ${key?.key ?? ''}`
  return postingStatement(posting, {
    read: (moved) => memberViewSelect(memberId, moved),
    ...(key && {
      // The key's lock first (lock order), then the check that it is not used yet.
      gate: sql`${keyLock(memberId, key.key)} AND NOT EXISTS (SELECT 1 FROM ${stored})`,
      tail: sql`, k AS (INSERT INTO idempotency_keys (member_id, key, call, fingerprint, status_code, answer)
                 SELECT ${memberId}, ${key.key}, ${call}, ${key.fingerprint}, 200, ${answer} FROM t
                 RETURNING 1)`,
      columns: sql`, (SELECT row_to_json(x) FROM (SELECT call, fingerprint, answer FROM ${stored}) x) AS stored`,
    }),
  }).statement
}

export const UNIQUE_VIOLATION = '23505'

/** A database error's SQLSTATE ('' for none: a dropped connection, a fault of ours). */
export function errorCode(error: unknown): string {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code
  return typeof code === 'string' ? code : ''
}
