// A fresh, migrated database per test file.
//
//   const t = await testDatabase()   // PGlite, or PostgreSQL with TRELLIS_TEST_DB=postgres
//   t.database                       // the server's Database (pass it to buildApp)
//   await t.stopServer?.()           // PostgreSQL only: stop the cluster (fault tests) ...
//   await t.startServer?.()          // ... and start it again on the same port
//   await t.close()                  // in afterAll: closes and removes everything
//
// Each file gets its own copy of the run's migrated template (global-setup.ts, db-template.ts):
// PGlite an in-memory database loaded from the template's image (the next file gets it back as
// opened: the same tables and rows; see `putBack`), PostgreSQL a database of its own
// (CREATE DATABASE … TEMPLATE) on the run's one cluster, dropped when the file closes it. A file
// that stops and starts the server (`ownServer`: the outage tests) gets a throwaway cluster of its
// own, started on a copy of the template cluster's folder. A cluster per file cost ~1.5 s of CPU
// (a 40 MB copy, a start and a stop) on each of the 60-odd files; a database ~0.1 s. Without the
// global setup (another config) it falls back to creating and migrating a database from scratch.
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, query, type Database } from '../../src/db/client'
import { migrate } from '../../src/db/migrate'
import { TEST_PG_SETTINGS, testDbKind } from './db-template'
import { startCluster } from './pg-cluster'

export { testDbKind }
export type TestDbKind = typeof testDbKind

export interface TestDatabase {
  kind: TestDbKind
  database: Database
  /** PostgreSQL only. */
  url?: string
  stopServer?: () => Promise<void>
  startServer?: () => Promise<void>
  close: () => Promise<void>
}

/** The image read once per run: the files share this module (the server project's isolate: false). */
let image: { path: string; blob: Blob } | undefined
function imageOf(path: string): Blob {
  if (image?.path !== path) image = { path, blob: new Blob([readFileSync(path)]) }
  return image.blob
}

/** `url` with another database name. */
function onDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** One statement on the shared cluster's maintenance database (never the template's). */
async function onCluster(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: onDatabase(url, 'template1') })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

let made = 0

/**
 * PGlite: what a freshly opened database holds, to put it back when a file is done with it. An
 * open is a PostgreSQL start inside WebAssembly, on each of the 50-odd files: the embedded step
 * took 235 s of CPU opening one per file and 124 s handing one on (cg, one sitting, the slower
 * 2-core machine).
 */
interface Pristine {
  /** A hash of every object of the database's own schemas (tables, columns, defaults, constraints,
   * triggers, functions, rules, types, schemas) and of its settings: see `shapeOf`. */
  shape: string
  tables: string[]
  /** The rows the migrations wrote, per table, as JSON. */
  rows: { table: string; json: string }[]
  sequences: { name: string; value: string; called: boolean }[]
}

interface Kept {
  database: Database
  pristine: Pristine
}

/** A database a file closed, put back as it was opened, for the next file (files run one at a time). */
let spare: Kept | undefined

/** The schemas of the database's own objects. */
const OWN_SCHEMAS = `SELECT oid, nspname FROM pg_namespace
  WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg_toast%'`

/** See Pristine.shape. Any DDL a file ran (or a temporary table it made) changes it. */
async function shapeOf(database: Database): Promise<string> {
  const [row] = await query<{ shape: string }>(
    database.db,
    sql.raw(`WITH ns AS (${OWN_SCHEMAS})
    SELECT md5(string_agg(x, E'\n' ORDER BY x)) AS shape FROM (
      SELECT 'n ' || nspname AS x FROM ns
      UNION ALL SELECT concat_ws(' ', 'c', c.oid, c.relname, c.relkind, c.relnamespace, c.relrowsecurity)
        FROM pg_class c JOIN ns ON ns.oid = c.relnamespace
      UNION ALL SELECT concat_ws(' ', 'a', a.attrelid, a.attnum, a.attname, a.atttypid, a.attnotnull,
          a.attisdropped, a.attidentity, a.attgenerated, pg_get_expr(d.adbin, d.adrelid))
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN ns ON ns.oid = c.relnamespace
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum WHERE a.attnum > 0
      UNION ALL SELECT concat_ws(' ', 'k', co.oid, co.conname, pg_get_constraintdef(co.oid))
        FROM pg_constraint co JOIN ns ON ns.oid = co.connamespace
      UNION ALL SELECT concat_ws(' ', 't', tg.oid, tg.tgname, tg.tgenabled)
        FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid JOIN ns ON ns.oid = c.relnamespace
      UNION ALL SELECT concat_ws(' ', 'p', p.oid, md5(pg_get_functiondef(p.oid)))
        FROM pg_proc p JOIN ns ON ns.oid = p.pronamespace WHERE p.prokind IN ('f', 'p')
      UNION ALL SELECT concat_ws(' ', 'r', r.oid, md5(pg_get_ruledef(r.oid)))
        FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class JOIN ns ON ns.oid = c.relnamespace
      UNION ALL SELECT concat_ws(' ', 'y', t.oid, t.typname) FROM pg_type t JOIN ns ON ns.oid = t.typnamespace
      UNION ALL SELECT concat_ws(' ', 'g', setdatabase, setrole, array_to_string(setconfig, ','))
        FROM pg_db_role_setting
    ) parts`),
  )
  return row?.shape ?? ''
}

/** A value as an SQL string literal (standard_conforming_strings is on). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

/** What a freshly opened database holds: its shape, its rows and its sequences' places. */
async function pristineState(database: Database): Promise<Pristine> {
  const tables = (
    await query<{ name: string }>(
      database.db,
      sql.raw(`WITH ns AS (${OWN_SCHEMAS})
      SELECT quote_ident(ns.nspname) || '.' || quote_ident(c.relname) AS name
        FROM pg_class c JOIN ns ON ns.oid = c.relnamespace WHERE c.relkind IN ('r', 'p')
        ORDER BY 1`),
    )
  ).map((row) => row.name)
  const rows: Pristine['rows'] = []
  for (const table of tables) {
    const [row] = await query<{ json: string | null }>(
      database.db,
      sql.raw(`SELECT json_agg(t)::text AS json FROM ${table} t`),
    )
    if (row?.json) rows.push({ table, json: row.json })
  }
  const sequences: Pristine['sequences'] = []
  const names = await query<{ name: string }>(
    database.db,
    sql.raw(`WITH ns AS (${OWN_SCHEMAS})
    SELECT quote_ident(ns.nspname) || '.' || quote_ident(c.relname) AS name
      FROM pg_class c JOIN ns ON ns.oid = c.relnamespace WHERE c.relkind = 'S'`),
  )
  for (const { name } of names) {
    const [row] = await query<{ value: string; called: boolean }>(
      database.db,
      sql.raw(`SELECT last_value::text AS value, is_called AS called FROM ${name}`),
    )
    if (row) sequences.push({ name, value: row.value, called: row.called })
  }
  return { shape: await shapeOf(database), tables, rows, sequences }
}

/**
 * Puts `kept` back as it was opened and keeps it as the spare; true when it did. A database whose
 * shape a file changed (DDL, a temporary table), or that the file closed itself, is not reused.
 */
async function putBack(kept: Kept): Promise<boolean> {
  const { database, pristine } = kept
  try {
    // A transaction a failed test left open ends here (a warning when there is none).
    await database.exec('ROLLBACK')
    if ((await shapeOf(database)) !== pristine.shape) return false
    // Triggers off while the rows go back: the audit log refuses TRUNCATE, and the foreign keys
    // (triggers too) need no order among the tables.
    await database.exec(
      [
        'SET session_replication_role = replica',
        `TRUNCATE ${pristine.tables.join(', ')} RESTART IDENTITY CASCADE`,
        ...pristine.rows.map(
          ({ table, json }) =>
            `INSERT INTO ${table} OVERRIDING SYSTEM VALUE ` +
            `SELECT * FROM json_populate_recordset(NULL::${table}, ${literal(json)}::json)`,
        ),
        ...pristine.sequences.map(
          ({ name, value, called }) =>
            `SELECT setval(${literal(name)}, ${value}, ${called ? 'true' : 'false'})`,
        ),
        // What a session may have set or held: settings, advisory locks, LISTENs.
        'RESET ALL',
        'SELECT pg_advisory_unlock_all()',
        'UNLISTEN *',
      ].join(';\n'),
    )
    return true
  } catch {
    return false
  }
}

/** A file's PGlite database; closing it puts it back for the next file, or closes it. */
function pgliteFile(kept: Kept): TestDatabase {
  let closed = false
  return {
    kind: 'pglite',
    database: kept.database,
    close: async () => {
      if (closed) return
      closed = true
      if (!spare && (await putBack(kept))) spare = kept
      else await kept.database.close().catch(() => undefined)
    },
  }
}

/**
 * Opens a fresh migrated database of the suite's kind. `ownServer`: on PostgreSQL, a cluster the
 * file may stop and start (stopServer, startServer); on the shared one those throw.
 */
export async function testDatabase(options: { ownServer?: boolean } = {}): Promise<TestDatabase> {
  const template = inject('trellisDbTemplate')
  if (testDbKind === 'pglite') {
    const kept = spare
    spare = undefined
    if (kept) return pgliteFile(kept)
    // In memory, from the template's image; without one, a new in-memory database.
    const database = await openDatabase(
      template?.image ? { pgliteImage: imageOf(template.image) } : { pgliteDir: undefined },
    )
    // Applies nothing on a current template; keeps the database right if it is not.
    await migrate(database)
    return pgliteFile({ database, pristine: await pristineState(database) })
  }
  const shared = template?.sharedUrl
  if (shared && !options.ownServer) {
    // The template is the shared cluster's `postgres` database, which nothing else connects to.
    const name = `file_${process.pid}_${++made}`
    await onCluster(shared, `CREATE DATABASE ${name} TEMPLATE postgres`)
    const url = onDatabase(shared, name)
    const database = await openDatabase({ url })
    await migrate(database)
    const refuse = async () => {
      throw new Error(
        'stopping the server needs a cluster of its own: testDatabase({ ownServer: true })',
      )
    }
    return {
      kind: 'postgres',
      database,
      url,
      stopServer: refuse,
      startServer: refuse,
      close: async () => {
        await database.close().catch(() => undefined)
        // FORCE ends what the file left connected (a killed server's sessions).
        await onCluster(shared, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      },
    }
  }
  const cluster = await startCluster(TEST_PG_SETTINGS, template?.dir)
  const database = await openDatabase({ url: cluster.url })
  await migrate(database)
  return {
    kind: 'postgres',
    database,
    url: cluster.url,
    stopServer: async () => cluster.ctl('stop', '-m', 'fast'),
    startServer: async () => cluster.ctl('start'),
    close: async () => {
      await database.close().catch(() => undefined)
      cluster.remove()
    },
  }
}
