// One server per embedded database. PGlite keeps no lock between processes: a second `npm start`
// on the same DATA_DIR opened the files a running server held, ran its start-up on them and reset
// the running server's local chain (seen once to leave a database PGlite could no longer open).
// The start takes DATA_DIR/server.pid first, before it opens anything, and lets it go when it
// closes; a lock whose process is gone (kill -9, a power cut) is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError } from './env'

const LOCK_FILE = 'server.pid'

const codeOf = (error: unknown) => (error as { code?: string }).code

/** Whether a process with this id runs (EPERM: it does, under another account). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return codeOf(error) === 'EPERM'
  }
}

/** The process id a lock file names, or undefined when it is gone or unreadable. */
function holderOf(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return undefined
    throw error
  }
}

/**
 * Takes DATA_DIR's lock for this process, or throws a ConfigError that names the process holding
 * it. Returns what lets it go (also done when the process exits).
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE)
  // Twice at most: a stale lock is removed, then taken; a second start racing for it loses here.
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number
    try {
      fd = openSync(path, 'wx', 0o600)
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error
      const holder = holderOf(path)
      if (holder !== undefined && (holder === process.pid || running(holder))) {
        throw new ConfigError(
          `Another Trellis server is running on ${dataDir} (pid ${holder}): stop it first, ` +
            'or start this one with another DATA_DIR.',
        )
      }
      try {
        unlinkSync(path)
      } catch (gone) {
        if (codeOf(gone) !== 'ENOENT') throw gone
      }
      continue
    }
    writeSync(fd, `${process.pid}\n`)
    closeSync(fd)
    let held = true
    const release = () => {
      if (!held) return
      held = false
      process.removeListener('exit', release)
      // Only our own lock: never one a later server took over.
      if (holderOf(path) === process.pid) unlinkSync(path)
    }
    process.on('exit', release)
    return release
  }
  throw new ConfigError(`Another Trellis server is starting on ${dataDir}: try again in a moment.`)
}
