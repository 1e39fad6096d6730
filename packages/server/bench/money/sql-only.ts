// Physical references 1 and 2. 1: the transfer as the server writes it (domain/idempotency.ts `moveStatement`:
// the key's gate and claim, both wallets locked in order and checked, the ledger transaction with
// its entries, the member's view and the stored answer, in ONE statement outside any transaction),
// driven straight at the database with the raw driver at the same concurrency: no HTTP, no session
// read, no transaction-password check, no JSON of the answer. On PGlite one connection (PGlite runs
// its queries one at a time). 2, batched: the server's group commit (domain/group-commit.ts
// `runBatch`: the keys' locks, one locking read, the decisions, one write) with as many transfers
// per batch as are in flight, one batch at a time on one connection as the server runs them; each
// transfer's time is its batch's.
import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { transferFeeCents } from '@trellis/contract'
import { runBatch, type Move } from '../../src/domain/group-commit'
import { moveStatement } from '../../src/domain/idempotency'
import { toUserMove } from '../../src/domain/transfers'
import { refFigures, type RefFigures } from './stats'

type Run = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

/** A raw connection that runs one statement at a time, each on its own (autocommit). */
interface Raw {
  run: Run
  /** Runs `fn` on one connection of its own (a transaction's statements). */
  alone<T>(fn: (run: Run) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Opens the database named by `target` with `connections` connections (PGlite: always one). */
export async function openRaw(
  target: { url: string } | { pgliteDir: string },
  connections: number,
): Promise<Raw> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: connections, pipeline: true })
    return {
      run: (text, params) => pool.query(text, params),
      async alone(fn) {
        const client = await pool.connect()
        try {
          return await fn((text, params) => client.query(text, params))
        } finally {
          client.release()
        }
      },
      close: () => pool.end(),
    }
  }
  const client = await PGlite.create({ dataDir: target.pgliteDir })
  const run: Run = async (text, params) => ({
    rows: (await client.query(text, params)).rows as Record<string, unknown>[],
  })
  // One connection: the reference that wants one runs alone anyway.
  return { run, alone: (fn) => fn(run), close: () => client.close() }
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

/** What both references are run with: the load, its window, the pairs and the amount. */
interface RefOptions {
  inflight: number
  warmupS: number
  seconds: number
  pair: () => [number, number]
  cents: number
}

/** A reference's measured window: warm-up first; times and errors count only after it. */
function measuring(o: RefOptions) {
  const measureFrom = performance.now() + o.warmupS * 1000
  const out = { times: [] as number[], errors: 0 }
  return {
    end: measureFrom + o.seconds * 1000,
    measured: (startedAt: number) => startedAt >= measureFrom,
    figures: () => refFigures(out.times, o.seconds, out.errors),
    out,
  }
}

/** Runs `inflight` workers of transfers between `pairs()` for warm-up + `seconds`. */
export async function sqlOnly(raw: Raw, o: RefOptions): Promise<RefFigures> {
  const m = measuring(o)
  const worker = async () => {
    for (let now = performance.now(); now < m.end; now = performance.now()) {
      const [from, to] = o.pair()
      try {
        await transfer(raw.run, from, to, o.cents)
        if (m.measured(now)) m.out.times.push(performance.now() - now)
      } catch {
        if (m.measured(now)) m.out.errors++
      }
    }
  }
  await Promise.all(Array.from({ length: o.inflight }, worker))
  return m.figures()
}

/** Runs batches of `inflight` transfers, one after another, for warm-up + `seconds`. */
export async function sqlOnlyBatched(raw: Raw, o: RefOptions): Promise<RefFigures> {
  const m = measuring(o)
  await raw.alone(async (run) => {
    const exec = async <T>(statement: Parameters<typeof dialect.sqlToQuery>[0]) => {
      const { sql: text, params } = dialect.sqlToQuery(statement)
      return (await run(text, params)).rows as T[]
    }
    for (let now = performance.now(); now < m.end; now = performance.now()) {
      const moves: Move[] = Array.from({ length: o.inflight }, () => {
        const [from, to] = o.pair()
        return toUserMove(
          from,
          { key: randomUUID(), fingerprint: 'bench' },
          { toId: to, toUserId: 'BENCH', cents: o.cents, wallet: 'wallet' },
        )
      })
      let failed = moves.length
      try {
        // As the server: BEGIN and COMMIT sent behind the statements, not waited for on their own
        // (the pool's connections pipeline, as the server's do; PGlite runs them in turn).
        const begun = run('BEGIN')
        begun.catch(() => undefined)
        const { outcomes, written } = await runBatch(exec, moves)
        const committed = run('COMMIT')
        await Promise.all([begun, written, committed])
        failed = outcomes.filter((x) => !x.ok).length
      } catch {
        await run('ROLLBACK').catch(() => undefined)
      }
      if (!m.measured(now)) continue
      const took = performance.now() - now
      for (let i = failed; i < moves.length; i++) m.out.times.push(took)
      m.out.errors += failed
    }
  })
  return m.figures()
}
