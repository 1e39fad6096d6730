// Money calls run once per Idempotency-Key, as Stripe and the IETF draft describe: the key is
// claimed with a fingerprint of its request (call, member, canonical body) in the same transaction
// as the movement. The same request again gets the stored answer and moves nothing; the same key
// with another request is refused (422) and never answered with someone else's success.
import { createHmac } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { serverMessages } from '@trellis/contract'
import { query, type Tx } from '../db/client'
import { ApiError, badRequest } from '../http/errors'
import type { Deps } from './context'

/** An Idempotency-Key and the fingerprint of the request that carries it. */
export interface MoneyKey {
  key: string
  fingerprint: string
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/
/** Deadlock and serialization failures: safe to run the whole transaction again. */
const RETRYABLE = new Set(['40P01', '40001'])

/** JSON with sorted keys: one text for one body, whatever the order its fields came in. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null)
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
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
    throw badRequest(serverMessages.malformedBody)
  }
  const fingerprint = createHmac('sha256', deps.codeKey)
    .update(`idempotency\n${call}\n${memberId}\n${canonical(body)}`)
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
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.database.transaction(async (tx) => {
        if (key === undefined) return work(tx)
        const claimed = await query(
          tx,
          sql`INSERT INTO idempotency_keys (member_id, key, call, fingerprint)
              VALUES (${memberId}, ${key.key}, ${call}, ${key.fingerprint})
              ON CONFLICT DO NOTHING RETURNING key`,
        )
        if (claimed.length === 0) {
          const stored = await storedAnswer(tx, memberId, key, call)
          if (stored === undefined) throw badRequest(serverMessages.malformedBody)
          return stored as T
        }
        const answer = await work(tx)
        await tx.execute(
          sql`UPDATE idempotency_keys SET status_code = 200, answer = ${JSON.stringify(answer)}
              WHERE member_id = ${memberId} AND key = ${key.key}`,
        )
        return answer
      })
    } catch (error) {
      const code =
        (error as { code?: unknown; cause?: { code?: unknown } }).code ??
        (error as { cause?: { code?: unknown } }).cause?.code
      if (attempt < 5 && typeof code === 'string' && RETRYABLE.has(code)) continue
      throw error
    }
  }
}

/**
 * The stored answer of an earlier call with this key, if any (read before the transaction, so a
 * repeat answers as the first call did even when the rules would now refuse it: the money moved).
 * Throws 422 when the key was used for another request.
 */
export async function earlierAnswer(
  deps: Deps,
  memberId: number,
  key: MoneyKey | undefined,
  call: string,
): Promise<unknown> {
  if (key === undefined) return undefined
  return storedAnswer(deps.database.db, memberId, key, call)
}

async function storedAnswer(
  runner: Deps['database']['db'] | Tx,
  memberId: number,
  key: MoneyKey,
  call: string,
): Promise<unknown> {
  const [row] = await query<{ call: string; fingerprint: string | null; answer: string | null }>(
    runner,
    sql`SELECT call, fingerprint, answer FROM idempotency_keys
        WHERE member_id = ${memberId} AND key = ${key.key}`,
  )
  if (!row) return undefined
  // Keys stored before fingerprints existed are matched by their call alone.
  const same = row.call === call && (row.fingerprint ?? key.fingerprint) === key.fingerprint
  if (!same) throw new ApiError(422, serverMessages.idempotencyKeyReused)
  return row.answer === null ? undefined : (JSON.parse(row.answer) as unknown)
}
