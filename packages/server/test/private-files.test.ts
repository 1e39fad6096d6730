// DATA_DIR is private whatever the umask: the start-up's own steps (settings, the embedded
// database with its migrations, a mail to the outbox) leave no file or folder readable or
// writable by the group or others, and an older version's open DATA_DIR is closed at start.
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { readEnv } from '../src/env'
import { createMailer } from '../src/mail/mailer'
import { openStorage } from '../src/storage'
import { testDbKind } from './helpers/db'
import { START_WAIT } from './helpers/progress'

/** Every path under `dir` (itself included) whose mode has a group or other bit. */
function openToOthers(dir: string): string[] {
  const found: string[] = []
  const walk = (path: string) => {
    const stat = statSync(path)
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`)
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name))
  }
  walk(dir)
  return found
}

const saved = process.umask()
afterEach(() => {
  process.umask(saved)
})

// DATA_DIR's database is PGlite whichever database the suite runs on (no DATABASE_URL here), so
// the PostgreSQL run would repeat the same two starts (each runs initdb in WebAssembly, some 4 s
// of CPU): they run once, on the PGlite run.
describe.skipIf(testDbKind === 'postgres')('private DATA_DIR', () => {
  // A first start runs initdb in WebAssembly and every migration: some 4 s of CPU, half a minute
  // for a CI step at an eighth of a core, against Vitest's 60 s for the project; five minutes is
  // the safety net (START_WAIT's cap for a real start).
  it(
    'under umask 0, start-up makes DATA_DIR 0700, its files 0600 and its folders 0700',
    { timeout: START_WAIT.capMs },
    async () => {
      process.umask(0)
      const dataDir = join(mkdtempSync(join(tmpdir(), 'trellis-files-')), 'data')
      const env = readEnv({ DATA_DIR: dataDir })
      const { database } = await openStorage(env)
      try {
        const mailer = createMailer({
          smtpUrl: undefined,
          from: 'T <t@x>',
          outboxDir: join(dataDir, 'outbox'),
          log: () => undefined,
        })
        await mailer.send({ to: 'ada@example.com', subject: 'Code', text: 'Your code is 123456.' })
        // The session and code keys are kept in the database (src/secrets.ts), not here.
        expect(readdirSync(dataDir).sort()).toEqual(['ops-token', 'outbox', 'pglite', 'server.pid'])
        expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(5)
        expect(openToOthers(dataDir)).toEqual([])
      } finally {
        await database.close()
      }
    },
  )

  it("closes an older version's open DATA_DIR: 777 folders, 666 database files, 644 mail", async () => {
    process.umask(0)
    const dataDir = join(mkdtempSync(join(tmpdir(), 'trellis-old-')), 'data')
    readEnv({ DATA_DIR: dataDir })
    // An older version's database: the suite's migrated PGlite folder, which is what a start makes
    // (test above), without running initdb again; a start where there is no such template.
    const template = inject('trellisDbTemplate')
    if (template?.kind === 'pglite')
      cpSync(template.dir, join(dataDir, 'pglite'), { recursive: true })
    else await (await openStorage(readEnv({ DATA_DIR: dataDir }))).database.close()
    // What an older version left: everything open to every local account.
    mkdirSync(join(dataDir, 'outbox'), { mode: 0o777 })
    writeFileSync(join(dataDir, 'outbox', 'old-mail.txt'), 'Your code is 654321.', { mode: 0o644 })
    const open = (path: string) => {
      const stat = statSync(path)
      chmodSync(path, stat.isDirectory() ? 0o777 : 0o666)
      if (stat.isDirectory()) for (const name of readdirSync(path)) open(join(path, name))
    }
    open(dataDir)
    expect(openToOthers(dataDir).length).toBeGreaterThan(10)

    const again = await openStorage(readEnv({ DATA_DIR: dataDir }))
    try {
      expect(openToOthers(dataDir)).toEqual([])
    } finally {
      await again.database.close()
    }
  })
})
