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
import { spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findPgBin } from '../../../../scripts/postgres.mjs'
import { openDatabase, type Database } from '../../src/db/client'
import { migrate } from '../../src/db/migrate'

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
  const cluster = await startCluster()
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
      cluster.ctl('stop', '-m', 'immediate')
      rmSync(cluster.dir, { recursive: true, force: true })
    },
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function startCluster() {
  const bin = findPgBin()
  if (!bin)
    throw new Error('PostgreSQL binaries not found: set PG_BIN to the folder of initdb and pg_ctl.')
  const dir = mkdtempSync(join(tmpdir(), 'trellis-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    chownSync(dir, Number(pw.stdout.trim()), Number(gid.stdout.trim()))
  }
  const run = (cmd: string, ...args: string[]) => {
    const full = join(bin, cmd)
    const r = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`)
  }
  const port = await freePort()
  const data = join(dir, 'data')
  run('initdb', '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8')
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=50`
  const ctl = (action: string, ...extra: string[]) =>
    run('pg_ctl', '-D', data, '-l', join(dir, 'log'), '-o', options, '-w', action, ...extra)
  ctl('start')
  return { dir, url: `postgres://postgres@127.0.0.1:${port}/postgres`, ctl }
}
