// DATA_DIR holds the embedded database, the kept secrets and the mail outbox (live codes): only
// the server's own account may read or write any of it, whatever the umask it was started with
// and whatever an older version left behind (DATA_DIR 755, PGlite files 666, outbox 644).
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Folders: owner only. */
export const PRIVATE_DIR_MODE = 0o700
/** Files: owner read/write only. */
export const PRIVATE_FILE_MODE = 0o600

/** What the server keeps in DATA_DIR; anything else an operator put there is left alone. */
const OWNED = ['pglite', 'outbox', 'jwt-secret', 'code-secret', 'ops-token', 'server.pid']

/** Creates `dir` (and missing parents) as 0700, and tightens it to 0700 if it already existed. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  chmodSync(dir, PRIVATE_DIR_MODE)
}

const gone = (error: unknown) => (error as { code?: string }).code === 'ENOENT'

/**
 * Folders 0700 and files 0600 under `path`. Symbolic links are neither followed nor changed; a
 * file that vanishes while we walk (PGlite rotates some) is skipped.
 */
export function lockDown(path: string): void {
  let stat
  try {
    stat = lstatSync(path)
  } catch (error) {
    if (gone(error)) return
    throw error
  }
  if (stat.isSymbolicLink()) return
  try {
    chmodSync(path, stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE)
  } catch (error) {
    if (!gone(error)) throw error
  }
  if (!stat.isDirectory()) return
  let names: string[] = []
  try {
    names = readdirSync(path)
  } catch (error) {
    if (!gone(error)) throw error
  }
  for (const name of names) lockDown(join(path, name))
}

/** DATA_DIR 0700 and everything the server keeps in it 0600 (folders 0700). */
export function lockDownDataDir(dataDir: string): void {
  makePrivateDir(dataDir)
  for (const name of OWNED) {
    const path = join(dataDir, name)
    if (existsSync(path)) lockDown(path)
  }
}
