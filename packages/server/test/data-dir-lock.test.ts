// One server per embedded database: a second start on the same DATA_DIR is refused before it opens
// anything, with the pid of the server that holds it; a lock left by a process that is gone is
// taken over (src/data-dir-lock.ts).
import { spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { lockDataDir } from '../src/data-dir-lock'
import { ConfigError, readEnv } from '../src/env'
import { openStorage } from '../src/storage'
import { testDbKind } from './helpers/db'
import { START_WAIT } from './helpers/progress'

const dirs: string[] = []
function dataDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'trellis-lock-')), 'data')
  mkdirSync(dir, { mode: 0o700 })
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(join(dir, '..'), { recursive: true, force: true })
})

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  })
  return Number(child.stdout)
}

// DATA_DIR's database is PGlite whichever database the suite runs on: once, on the PGlite run.
describe.skipIf(testDbKind === 'postgres')('one server per DATA_DIR', () => {
  it(
    "a second start on a running server's DATA_DIR is refused with its pid, and opens nothing",
    { timeout: START_WAIT.capMs },
    async () => {
      const dir = dataDir()
      // The suite's migrated PGlite folder, as a start leaves it (no initdb in WebAssembly again).
      const template = inject('trellisDbTemplate')
      if (template?.kind === 'pglite')
        cpSync(template.dir, join(dir, 'pglite'), { recursive: true })
      const env = readEnv({ DATA_DIR: dir })
      const { database } = await openStorage(env)
      try {
        expect(readFileSync(join(dir, 'server.pid'), 'utf8').trim()).toBe(String(process.pid))
        expect(statSync(join(dir, 'server.pid')).mode & 0o777).toBe(0o600)
        const second = await openStorage(env).catch((error: unknown) => error)
        expect(second).toBeInstanceOf(ConfigError)
        expect((second as Error).message).toBe(
          `Another Trellis server is running on ${dir} (pid ${process.pid}): stop it first, ` +
            'or start this one with another DATA_DIR.',
        )
        // The running server's database still answers.
        await expect(database.exec('select 1')).resolves.toBeUndefined()
      } finally {
        await database.close()
      }
      // Closing lets it go: the next start may take it.
      expect(existsSync(join(dir, 'server.pid'))).toBe(false)
      lockDataDir(dir)()
    },
  )
})

describe('the DATA_DIR lock', () => {
  it('names another living process that holds it, and is taken once that process ends', async () => {
    const dir = dataDir()
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120_000)'])
    writeFileSync(join(dir, 'server.pid'), `${holder.pid}\n`)
    expect(() => lockDataDir(dir)).toThrow(`(pid ${holder.pid})`)
    const ended = new Promise((resolve) => holder.once('exit', resolve))
    holder.kill('SIGKILL')
    await ended
    const release = lockDataDir(dir)
    expect(readFileSync(join(dir, 'server.pid'), 'utf8').trim()).toBe(String(process.pid))
    release()
    expect(existsSync(join(dir, 'server.pid'))).toBe(false)
  })

  it('takes over a lock left by a process that ended without letting go (kill -9)', () => {
    const dir = dataDir()
    writeFileSync(join(dir, 'server.pid'), `${endedPid()}\n`)
    const release = lockDataDir(dir)
    expect(readFileSync(join(dir, 'server.pid'), 'utf8').trim()).toBe(String(process.pid))
    // Letting go twice, or after another took it over, removes nobody else's lock.
    writeFileSync(join(dir, 'server.pid'), `${process.pid + 1}\n`)
    release()
    expect(existsSync(join(dir, 'server.pid'))).toBe(true)
  })
})
