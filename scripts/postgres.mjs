// Finds PostgreSQL's server binaries (initdb, pg_ctl), for tests that start a throwaway cluster.
import { existsSync, readdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

/** @returns {string | undefined} a folder holding initdb and pg_ctl */
export function findPgBin() {
  const candidates = []
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN)
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  if (fromConfig.status === 0) candidates.push(fromConfig.stdout.trim())
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a))
    for (const v of versions) candidates.push(join(debian, v, 'bin'))
  }
  candidates.push('/usr/local/bin', '/usr/bin', '/opt/homebrew/bin')
  return candidates.find(
    (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  )
}
