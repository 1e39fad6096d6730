// Opens the database: PGlite (embedded, one connection) or PostgreSQL (a pg Pool), behind one
// drizzle type so every query is written once. Drizzle is the driver adapter and the `sql` tag
// (parameters bound, never spliced): the queries are SQL written by hand and the migrations
// (db/migrations) are the only statement of the schema — no TypeScript mirror
// of the tables to drift from them (docs/server.md, "The database layer").
import { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { createHash } from 'node:crypto'
import pg from 'pg'
import { lockDown, makePrivateDir } from '../private-files'
import { preparingPglite } from './pglite-prepared'

/** PostgreSQL's type ids of the number types that drivers hand over as text or bigint. */
const INT8 = 20
const NUMERIC = 1700

/**
 * A bigint (ids, cents, counts) as a JS number: every amount is whole cents far below 2^53
 * ($90 trillion), so a value beyond that is a fault, not a rounding.
 */
function int8(text: string): number {
  const n = Number(text)
  if (!Number.isSafeInteger(n)) throw new RangeError('bigint beyond 2^53')
  return n
}

/** Both drivers return bigint and numeric (sums of cents) as numbers, so rows are typed `number`. */
const numberParsers = { [INT8]: int8, [NUMERIC]: (text: string) => Number(text) }
// drizzle's node-postgres session asks pg's own parsers for every type it does not keep as text,
// so pg's are set (this process's pg, which only this module opens).
pg.types.setTypeParser(INT8, int8)
pg.types.setTypeParser(NUMERIC, numberParsers[NUMERIC])

/** No table mirrors: queries are `sql` templates (see the top of this file). */
type NoSchema = Record<string, never>
/** A drizzle database usable with both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>
/** A drizzle transaction usable with both drivers. */
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>
/** Anything a query can run on. */
export type Runner = Db | Tx

/** An open database with the few operations the server needs beyond drizzle. */
export interface Database {
  kind: 'pglite' | 'postgres'
  db: Db
  /** Runs `fn` in one transaction; on PGlite transactions run one at a time. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  /**
   * Runs `fn` unless another run holding `lock` is under way, in this process or (PostgreSQL) in
   * any process on the same database: a session advisory lock on a connection of its own, freed
   * when `fn` ends or the connection drops. `{ ran: false }` when it was held.
   */
  exclusively<T>(
    lock: number,
    fn: () => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }>
  /** Runs a multi-statement SQL script (migrations). */
  exec(script: string): Promise<void>
  close(): Promise<void>
}

/**
 * Where to connect: a PostgreSQL URL, a PGlite folder (undefined = in memory), or an in-memory
 * PGlite started from an image of a data folder (a tar from PGlite's `dumpDataDir`: the server
 * tests start each file's database from one migrated image instead of copying a folder).
 */
export type DatabaseTarget =
  { url: string } | { pgliteDir: string | undefined } | { pgliteImage: Blob }

/** Opens the database named by `target`. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url)
  if ('pgliteImage' in target) return openPglite(undefined, target.pgliteImage)
  return openPglite(target.pgliteDir)
}

async function openPglite(dir: string | undefined, image?: Blob): Promise<Database> {
  // PGlite writes its files 0666 minus the umask: a private folder, and private modes after it wrote.
  if (dir) makePrivateDir(dir)
  const client = await PGlite.create({
    ...(image ? { loadDataDir: image } : dir ? { dataDir: dir } : {}),
    parsers: numberParsers,
  })
  if (dir) lockDown(dir)
  const hot = new HotStatements()
  const db = drizzlePglite({
    client: preparingPglite(client, hot) as unknown as PGlite,
  }) as unknown as Db
  hotStatementsOf.set(db, hot)
  // PGlite is a single connection: queue transactions so they never interleave.
  let queue: Promise<unknown> = Promise.resolve()
  // One process owns a PGlite folder: a lock is a name held in this process.
  const held = new Set<number>()
  return {
    kind: 'pglite',
    db,
    async exclusively(lock, fn) {
      if (held.has(lock)) return { ran: false }
      held.add(lock)
      try {
        return { ran: true, value: await fn() }
      } finally {
        held.delete(lock)
      }
    },
    transaction<T>(fn: (tx: Tx) => Promise<T>) {
      const run = queue.then(() => db.transaction(fn))
      queue = run.catch(() => undefined)
      return run
    },
    async exec(script) {
      try {
        await client.exec(script)
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined)
        throw error
      }
    },
    async close() {
      await queue
      await client.close()
    },
  }
}

/**
 * A statement text run this many times in this process is prepared on each pooled connection
 * that meets it again (a named statement; PGlite's one connection: `preparingPglite`): the
 * database then parses it once per connection and, for most, plans it once, where a large CTE's
 * planning took about half of its time (docs/performance.md).
 */
export const PREPARE_AFTER = 20
/** At most this many texts are prepared, so a connection holds a bounded set of plans. */
export const MAX_PREPARED = 64
/** Texts counted at most; past it the counts start over (texts whose shape varies are many). */
const MAX_COUNTED = 5_000

/** The name a hot statement text is prepared under, counting the texts until they are hot. */
export class HotStatements {
  private readonly counts = new Map<string, number>()
  private readonly names = new Map<string, string>()

  constructor(
    private readonly after = PREPARE_AFTER,
    private readonly max = MAX_PREPARED,
  ) {}

  /** The text's statement name once it is hot; undefined before, or once the quota is spent. */
  nameOf(text: string): string | undefined {
    const named = this.names.get(text)
    if (named !== undefined || this.names.size >= this.max) return named
    const count = (this.counts.get(text) ?? 0) + 1
    if (count < this.after) {
      if (this.counts.size >= MAX_COUNTED) this.counts.clear()
      this.counts.set(text, count)
      return undefined
    }
    this.counts.delete(text)
    const name = `t_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`
    this.names.set(text, name)
    return name
  }

  /** How many texts are prepared (tests). */
  get prepared(): number {
    return this.names.size
  }
}

/** pg's query config as drizzle hands it over (a text and its values, never a name of ours). */
interface QueryConfig {
  text?: unknown
  name?: unknown
}

/** What a pipelined BEGIN answers at once (drizzle reads nothing of it). */
const BEGUN = Object.freeze({ command: 'BEGIN', rows: [], rowCount: null, fields: [] })

/**
 * A pooled connection that names the hot statements (`HotStatements`) so they run prepared, and,
 * on a pipelining connection (`pipeline: true`), sends a transaction's BEGIN without waiting for
 * its answer: the transaction's first statement follows it on the wire, one round trip instead of
 * two (drizzle's transaction awaits its BEGIN). That statement answers only once BEGIN has, and
 * fails with BEGIN's error if BEGIN failed, so nothing goes on as if a transaction were open.
 * @internal (exported for its test)
 */
export function preparingClient(hot: HotStatements): typeof pg.Client {
  return class extends pg.Client {
    /** The answer of a BEGIN sent and not yet waited for. */
    private begun: Promise<unknown> | undefined

    // pg's overloads of `query` cannot be restated one by one: the arguments go through as given,
    // the config with a name added when its text is hot.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const [config, values] = args as [unknown, unknown]
      const { text, name } =
        typeof config === 'object' && config !== null
          ? (config as QueryConfig)
          : ({} as QueryConfig)
      const callback = args.some((a) => typeof a === 'function')
      if (this.pipeline && !callback && text === 'begin' && this.begun === undefined) {
        const begun = (super.query as (...a: unknown[]) => Promise<unknown>)(...args)
        begun.catch(() => undefined)
        this.begun = begun
        return Promise.resolve(BEGUN)
      }
      if (Array.isArray(values) && values.length > 0) {
        const named = typeof text === 'string' && name === undefined ? hot.nameOf(text) : undefined
        if (named !== undefined) args[0] = { ...(config as object), name: named }
      }
      const result = (super.query as (...a: unknown[]) => unknown)(...args)
      const begun = this.begun
      if (begun === undefined || callback) return result
      this.begun = undefined
      const answered = result as Promise<unknown>
      answered.catch(() => undefined)
      return begun.then(() => answered)
    }
  }
}

/** The hot statements of each pool opened in this process (tests read the count). */
export const hotStatementsOf = new WeakMap<Db, HotStatements>()

async function openPostgres(url: string): Promise<Database> {
  const hot = new HotStatements()
  const pool = new pg.Pool({
    Client: preparingClient(hot),
    // Queries sent while others are answered, which only a transaction's BEGIN uses (above).
    pipeline: true,
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 60_000,
  })
  // Waiting for a pooled connection under a burst can be long; an outage fails fast anyway
  // (connection refused). A dropped connection must not crash the process: the pool replaces it on the next call.
  pool.on('error', () => undefined)
  const db = drizzlePg({ client: pool }) as unknown as Db
  hotStatementsOf.set(db, hot)
  return {
    kind: 'postgres',
    db,
    transaction: (fn) => db.transaction(fn),
    async exclusively(lock, fn) {
      // Not from the pool: holding the lock must not take a connection from the calls.
      const connection = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
      connection.on('error', () => undefined)
      await connection.connect()
      try {
        const { rows } = await connection.query<{ got: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS got',
          [lock],
        )
        if (!rows[0]?.got) return { ran: false }
        // Ending the connection below frees the lock, also when fn throws.
        return { ran: true, value: await fn() }
      } finally {
        await connection.end().catch(() => undefined)
      }
    },
    async exec(script) {
      // One connection for the whole script, so BEGIN … COMMIT stay together.
      const connection = await pool.connect()
      try {
        await connection.query(script)
      } catch (error) {
        // Leave no half-open transaction on a pooled connection.
        await connection.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        connection.release()
      }
    },
    close: () => pool.end(),
  }
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function query<T>(runner: Runner, statement: SQL): Promise<T[]> {
  const result = (await runner.execute(statement)) as unknown as { rows: T[] }
  return result.rows
}

/**
 * A value of an untyped row as a number (null → 0). The server's own rows are typed (bigint and
 * numeric arrive as numbers, see `numberParsers`); tests and the bench use this on their ad-hoc
 * reads.
 */
export function num(value: unknown): number {
  if (value === null || value === undefined) return 0
  return Number(value)
}
