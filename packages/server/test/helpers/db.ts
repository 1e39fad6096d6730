// A fresh, migrated database per test file.
//
//   const t = await testDatabase()   // PGlite in memory, or PostgreSQL with TRELLIS_TEST_DB=postgres
//   t.database                       // the server's Database (pass it to buildApp)
//   await t.stopServer?.()           // PostgreSQL only: stop the cluster (fault tests) ...
//   await t.startServer?.()          // ... and start it again on the same port
//   await t.close()                  // in afterAll: closes and removes everything
//
// The PostgreSQL cluster is throwaway: initdb + pg_ctl in a temp folder on a free port (run as the
// `postgres` user when the tests run as root), one per file.
import { openDatabase, type Database } from '../../src/db/client'
import { migrate } from '../../src/db/migrate'
import { FAST_SETTINGS, startCluster } from './pg-cluster'

export type TestDbKind = 'pglite' | 'postgres'

export interface TestDatabase {
  kind: TestDbKind
  database: Database
  /** PostgreSQL only. */
  url?: string
  stopServer?: () => Promise<void>
  startServer?: () => Promise<void>
  close: () => Promise<void>
}

/** Which database the suite runs on (TRELLIS_TEST_DB=postgres for PostgreSQL). */
export const testDbKind: TestDbKind =
  process.env.TRELLIS_TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/** Opens a fresh migrated database of the suite's kind. */
export async function testDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    const database = await openDatabase({ pgliteDir: undefined })
    await migrate(database)
    return { kind: 'pglite', database, close: () => database.close() }
  }
  const cluster = await startCluster([...FAST_SETTINGS, 'max_connections=50'])
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
