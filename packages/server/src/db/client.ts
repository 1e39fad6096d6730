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
import pg from 'pg'
import { lockDown, makePrivateDir } from '../private-files'

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
  const db = drizzlePglite({ client }) as unknown as Db
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

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 60_000,
  })
  // Waiting for a pooled connection under a burst can be long; an outage fails fast anyway
  // (connection refused). A dropped connection must not crash the process: the pool replaces it on the next call.
  pool.on('error', () => undefined)
  const db = drizzlePg({ client: pool }) as unknown as Db
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
