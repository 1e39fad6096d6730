// A fresh, migrated database per test file.
//
//   const t = await testDatabase()   // PGlite, or PostgreSQL with TRELLIS_TEST_DB=postgres
//   t.database                       // the server's Database (pass it to buildApp)
//   await t.stopServer?.()           // PostgreSQL only: stop the cluster (fault tests) ...
//   await t.startServer?.()          // ... and start it again on the same port
//   await t.close()                  // in afterAll: closes and removes everything
//
// Each file gets its own copy of the run's migrated template (global-setup.ts, db-template.ts):
// PGlite an in-memory database loaded from the template's image, PostgreSQL its own throwaway
// cluster started on a copy of the template cluster's folder (so fault tests can stop and start
// it). Without the global setup (another config) it falls back to creating and migrating a
// database from scratch.
import { readFileSync } from 'node:fs'
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

/** Opens a fresh migrated database of the suite's kind. */
export async function testDatabase(): Promise<TestDatabase> {
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
