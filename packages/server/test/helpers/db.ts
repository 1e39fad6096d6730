// A fresh, migrated database per test file.
//
//   const t = await testDatabase()   // PGlite, or PostgreSQL with TRELLIS_TEST_DB=postgres
//   t.database                       // the server's Database (pass it to buildApp)
//   await t.stopServer?.()           // PostgreSQL only: stop the cluster (fault tests) ...
//   await t.startServer?.()          // ... and start it again on the same port
//   await t.close()                  // in afterAll: closes and removes everything
//
// Each file gets its own copy of the run's migrated template (global-setup.ts, db-template.ts):
// PGlite an in-memory database loaded from the template's image, PostgreSQL a database of its own
// (CREATE DATABASE … TEMPLATE) on the run's one cluster, dropped when the file closes it. A file
// that stops and starts the server (`ownServer`: the outage tests) gets a throwaway cluster of its
// own, started on a copy of the template cluster's folder. A cluster per file cost ~1.5 s of CPU
// (a 40 MB copy, a start and a stop) on each of the 60-odd files; a database ~0.1 s. Without the
// global setup (another config) it falls back to creating and migrating a database from scratch.
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../../src/db/client'
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
 * Opens a fresh migrated database of the suite's kind. `ownServer`: on PostgreSQL, a cluster the
 * file may stop and start (stopServer, startServer); on the shared one those throw.
 */
export async function testDatabase(options: { ownServer?: boolean } = {}): Promise<TestDatabase> {
  const template = inject('trellisDbTemplate')
  if (testDbKind === 'pglite') {
    // In memory, from the template's image; without one, a new in-memory database.
    const database = await openDatabase(
      template?.image ? { pgliteImage: imageOf(template.image) } : { pgliteDir: undefined },
    )
    // Applies nothing on a current template; keeps the database right if it is not.
    await migrate(database)
    return { kind: 'pglite', database, close: () => database.close() }
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
