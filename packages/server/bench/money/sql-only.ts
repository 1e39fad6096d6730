// Physical reference 1: the transfer as the server writes it (domain/idempotency.ts `moveStatement`:
// the key's gate and claim, both wallets locked in order and checked, the ledger transaction with
// its entries, the member's view and the stored answer, in ONE statement outside any transaction),
// driven straight at the database with the raw driver at the same concurrency: no HTTP, no session
// read, no transaction-password check, no JSON of the answer. On PGlite one connection (PGlite runs
// its queries one at a time).
import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { transferFeeCents } from '@trellis/contract'
import { moveStatement } from '../../src/domain/idempotency'
import { refFigures, type RefFigures } from './stats'

type Run = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

/** A raw connection that runs one statement at a time, each on its own (autocommit). */
interface Raw {
  run: Run
  close(): Promise<void>
}

/** Opens the database named by `target` with `connections` connections (PGlite: always one). */
export async function openRaw(
  target: { url: string } | { pgliteDir: string },
  connections: number,
): Promise<Raw> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: connections })
    return { run: (text, params) => pool.query(text, params), close: () => pool.end() }
  }
  const client = await PGlite.create({ dataDir: target.pgliteDir })
  return {
    run: async (text, params) => ({
      rows: (await client.query(text, params)).rows as Record<string, unknown>[],
    }),
    close: () => client.close(),
  }
}

const dialect = new PgDialect()

/**
 * One transfer of `cents` from member `from` to member `to` (ids), 2% fee, as the server does it:
 * the server's own statement (`moveStatement`: key gate and claim, wallets locked in order and
 * checked, entries, the member's view, the stored answer), run on its own as the server runs it.
 */
async function transfer(run: Run, from: number, to: number, cents: number): Promise<void> {
  const fee = transferFeeCents(cents)
  const statement = moveStatement(
    from,
    { key: randomUUID(), fingerprint: 'bench' },
    'transferToUser',
    {
      kind: 'transfer',
      memberId: from,
      memo: 'Bench SQL transfer',
      legs: [
        { account: { memberId: from, wallet: 'wallet' }, cents: -cents },
        { account: { memberId: to, wallet: 'wallet' }, cents: cents - fee },
        { account: { system: 'fees' }, cents: fee },
      ],
    },
    'Transfer successful.',
  )
  const { sql: text, params } = dialect.sqlToQuery(statement)
  const r = await run(text, params)
  if (r.rows[0]?.id === null || r.rows[0]?.id === undefined) throw new Error('insufficient balance')
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
        await transfer(raw.run, from, to, o.cents)
        if (now >= measureFrom) times.push(performance.now() - now)
      } catch {
        if (now >= measureFrom) errors++
      }
    }
  }
  await Promise.all(Array.from({ length: o.inflight }, worker))
  return refFigures(times, o.seconds, errors)
}
