// Money calls run once per Idempotency-Key: the key is claimed first in the same transaction
// as the movement, so a repeat (even a concurrent one) gets the stored answer and moves nothing.
import { sql } from 'drizzle-orm'
import { serverMessages } from '@trellis/contract'
import { query, type Tx } from '../db/client'
import { badRequest } from '../http/errors'
import type { Deps } from './context'

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/
/** Deadlock and serialization failures: safe to run the whole transaction again. */
const RETRYABLE = new Set(['40P01', '40001'])

/**
 * Runs `work` in one transaction, once per (member, key). Without a key it simply runs. A failure
 * (thrown) stores nothing, so the member may try again with the same key.
 */
export async function runMoney<T>(
  deps: Deps,
  memberId: number,
  key: string | undefined,
  call: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (key !== undefined && !KEY_PATTERN.test(key)) throw badRequest(serverMessages.malformedBody)
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.database.transaction(async (tx) => {
        if (key === undefined) return work(tx)
        const claimed = await query(
          tx,
          sql`INSERT INTO idempotency_keys (member_id, key, call) VALUES (${memberId}, ${key}, ${call})
              ON CONFLICT DO NOTHING RETURNING key`,
        )
        if (claimed.length === 0) return storedAnswer<T>(tx, memberId, key, call)
        const answer = await work(tx)
        await tx.execute(
          sql`UPDATE idempotency_keys SET status_code = 200, answer = ${JSON.stringify(answer)}
              WHERE member_id = ${memberId} AND key = ${key}`,
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
 * The stored answer of an earlier call with this key, if any. Checked before validation, so a
 * repeat answers as the first call did even when the rules would now refuse it (the money moved).
 */
export async function earlierAnswer(
  deps: Deps,
  memberId: number,
  key: string | undefined,
  call: string,
): Promise<unknown> {
  if (key === undefined || !KEY_PATTERN.test(key)) return undefined
  const [row] = await query<{ call: string; answer: string | null }>(
    deps.database.db,
    sql`SELECT call, answer FROM idempotency_keys WHERE member_id = ${memberId} AND key = ${key}`,
  )
  if (!row || row.answer === null || row.call !== call) return undefined
  return JSON.parse(row.answer) as unknown
}

async function storedAnswer<T>(tx: Tx, memberId: number, key: string, call: string): Promise<T> {
  const [row] = await query<{ call: string; answer: string | null }>(
    tx,
    sql`SELECT call, answer FROM idempotency_keys WHERE member_id = ${memberId} AND key = ${key}`,
  )
  // The same key reused for a different call is a client bug, not a repeat.
  if (!row || row.call !== call || row.answer === null)
    throw badRequest(serverMessages.malformedBody)
  return JSON.parse(row.answer) as T
}
