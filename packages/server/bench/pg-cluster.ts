// A throwaway PostgreSQL cluster for the benchmark: initdb + pg_ctl in a temp folder on a free
// port (as the `postgres` user when run as root), the same approach as the test helper, tuned
// for a bulk load. Durability is off (fsync, synchronous_commit): figures measure the queries,
// not the disk's flush latency.
import { spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findPgBin } from '../../../scripts/postgres.mjs'

/** A running cluster: its URL and how to remove it. */
export interface Cluster {
  url: string
  stop: () => void
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

const SETTINGS = [
  'listen_addresses=127.0.0.1',
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'shared_buffers=2GB',
  'work_mem=256MB',
  'maintenance_work_mem=1GB',
  'max_wal_size=16GB',
  'checkpoint_timeout=30min',
  'max_connections=20',
]

/** Starts a fresh cluster; `stop()` shuts it down and deletes its folder. */
export async function startCluster(): Promise<Cluster> {
  const bin = findPgBin()
  if (!bin) throw new Error('PostgreSQL binaries not found: set PG_BIN to the folder of initdb.')
  const dir = mkdtempSync(join(tmpdir(), 'trellis-bench-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()
    chownSync(dir, Number(uid), Number(gid))
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
  const options = [`-p ${port}`, `-k ${dir}`, ...SETTINGS.map((s) => `-c ${s}`)].join(' ')
  run('pg_ctl', '-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start')
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', '-D', data, '-m', 'immediate', '-w', 'stop')
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
