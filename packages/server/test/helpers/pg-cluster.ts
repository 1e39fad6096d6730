// A throwaway PostgreSQL cluster: initdb + pg_ctl in a temp folder on a free port, run as the
// `postgres` user when we are root (initdb refuses root). Shared by the test helper and the bench.
import { spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// scripts/ is the repository's tooling, not a package: npm test and this helper find initdb alike.
// eslint-disable-next-line import-x/no-relative-packages
import { findPgBin } from '../../../../scripts/postgres.mjs'

/** Durability off: tests and benchmarks measure queries, not the disk's flush latency. */
export const FAST_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
]

/** A running cluster: its URL, `ctl` for pg_ctl actions (stop/start in fault tests), and `remove`. */
export interface Cluster {
  dir: string
  url: string
  ctl: (action: string, ...extra: string[]) => void
  /** Stops the cluster at once and deletes its folder. */
  remove: () => void
}

/** A free TCP port on the loopback (also used by the money bench for its servers). */
export async function freePort(): Promise<number> {
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

/**
 * Starts a fresh cluster with the given `-c` settings. With `template` (the data folder of a
 * stopped cluster) it starts on a copy of that folder instead of running initdb.
 */
export async function startCluster(
  settings: readonly string[] = FAST_SETTINGS,
  template?: string,
): Promise<Cluster> {
  const bin = findPgBin()
  if (!bin)
    throw new Error('PostgreSQL binaries not found: set PG_BIN to the folder of initdb and pg_ctl.')
  const dir = mkdtempSync(join(tmpdir(), 'trellis-pg-'))
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
  if (template) copyDataDir(template, data, asRoot)
  else run('initdb', '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8')
  const options = [`-p ${port}`, `-k ${dir}`, ...settings.map((s) => `-c ${s}`)].join(' ')
  // pg_ctl waits (-w) until the server is up or down, or has exited; its own limit is 60 s, a
  // fixed deadline that a start beside busy steps on a loaded 2-core machine can pass. A start
  // costs about a second of CPU: five minutes is the safety net, and a failed start ends at once.
  const ctl = (action: string, ...extra: string[]) =>
    run(
      'pg_ctl',
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-o',
      options,
      '-w',
      '-t',
      '300',
      action,
      ...extra,
    )
  ctl('start')
  return {
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    ctl,
    remove: () => {
      try {
        ctl('stop', '-m', 'immediate')
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/** `cp -a` keeps the owner (postgres) and the 0700 mode PostgreSQL insists on. */
function copyDataDir(from: string, to: string, asRoot: boolean) {
  const args = ['-a', from, to]
  const r = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', 'cp', ...args], { encoding: 'utf8' })
    : spawnSync('cp', args, { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`copying the template cluster failed: ${r.stderr}`)
}
