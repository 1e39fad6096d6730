// Physical reference 1: the transfer's writes as the server issues them (domain/transfers.ts +
// ledger.ts + idempotency.ts: claim the key, lock both members' wallet rows in one statement, the
// conditional balance UPDATE per member leg, the ledger transaction with its entries in one
// statement (the fees account is not locked), store the answer), driven straight at the database with the raw driver at the same concurrency, no HTTP,
// no argon2, no answer reads. On PGlite one connection, transactions queued as the server does.
import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { transferFeeCents } from '@trellis/contract'
import { refFigures, type RefFigures } from './stats'

type Q = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

/** A raw connection that runs `fn` in one transaction. */
interface Raw {
  transaction<T>(fn: (q: Q) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Opens the database named by `target` with `connections` connections (PGlite: always one). */
export async function openRaw(
  target: { url: string } | { pgliteDir: string },
  connections: number,
): Promise<Raw> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: connections })
    return {
      async transaction(fn) {
        const c = await pool.connect()
        try {
          await c.query('BEGIN')
          const out = await fn((text, params) => c.query(text, params))
          await c.query('COMMIT')
          return out
        } catch (error) {
          await c.query('ROLLBACK').catch(() => undefined)
          throw error
        } finally {
          c.release()
        }
      },
      close: () => pool.end(),
    }
  }
  const client = await PGlite.create({ dataDir: target.pgliteDir })
  let queue: Promise<unknown> = Promise.resolve()
  return {
    transaction(fn) {
      const run = queue.then(() =>
        client.transaction((tx) => fn((text, params) => tx.query(text, params))),
      )
      queue = run.catch(() => undefined)
      return run
    },
    close: async () => {
      await queue
      await client.close()
    },
  }
}

const LOCK = `SELECT member_id, name, balance_cents FROM accounts WHERE member_id IN ($1, $2)
  ORDER BY member_id, name FOR UPDATE`
const MOVE_MEMBER = `UPDATE accounts SET balance_cents = balance_cents + $1
  WHERE member_id = $2 AND name = 'wallet' AND balance_cents + $1 >= 0 RETURNING id`
/** The transaction and its three entries in one statement; `fees` is named, not locked. */
const POST = `WITH t AS (INSERT INTO ledger_transactions (kind, member_id, idempotency_key, memo)
    VALUES ('transfer', $1, NULL, 'Bench SQL transfer') RETURNING id)
  INSERT INTO ledger_entries (transaction_id, account_id, amount_cents)
  SELECT t.id, v.account_id, v.cents FROM t, (VALUES ($2::bigint, $3::bigint), ($4::bigint, $5::bigint),
    ((SELECT id FROM accounts WHERE member_id IS NULL AND name = 'fees'), $6::bigint)) AS v(account_id, cents)`

/** One transfer of `cents` from member `from` to member `to` (ids), 2% fee, as the server does. */
async function transfer(q: Q, from: number, to: number, cents: number): Promise<void> {
  const key = randomUUID()
  await q(
    `INSERT INTO idempotency_keys (member_id, key, call) VALUES ($1, $2, 'transferToUser')
     ON CONFLICT DO NOTHING RETURNING key`,
    [from, key],
  )
  await q(LOCK, [from, to])
  const fee = transferFeeCents(cents)
  const legs: [number, number][] = [
    [from, -cents],
    [to, cents - fee],
  ]
  legs.sort((a, b) => a[0] - b[0])
  const moved: unknown[] = []
  for (const [member, amount] of legs) {
    const r = await q(MOVE_MEMBER, [amount, member])
    if (!r.rows[0]) throw new Error('insufficient balance')
    moved.push(r.rows[0].id, amount)
  }
  await q(POST, [from, ...moved, fee])
  await q(
    `UPDATE idempotency_keys SET status_code = 200, answer = $3 WHERE member_id = $1 AND key = $2`,
    [from, key, '{"status":true}'],
  )
}

/** Runs `inflight` workers of transfers between `pairs()` for warm-up + `seconds`. */
export async function sqlOnly(
  raw: Raw,
  o: {
    inflight: number
    warmupS: number
    seconds: number
    pair: () => [number, number]
    cents: number
  },
): Promise<RefFigures> {
  const times: number[] = []
  let errors = 0
  const measureFrom = performance.now() + o.warmupS * 1000
  const end = measureFrom + o.seconds * 1000
  const worker = async () => {
    for (let now = performance.now(); now < end; now = performance.now()) {
      const [from, to] = o.pair()
      try {
        await raw.transaction((q) => transfer(q, from, to, o.cents))
        if (now >= measureFrom) times.push(performance.now() - now)
      } catch {
        if (now >= measureFrom) errors++
      }
    }
  }
  await Promise.all(Array.from({ length: o.inflight }, worker))
  return refFigures(times, o.seconds, errors)
}
