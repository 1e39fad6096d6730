// The session key and the code key, when the environment does not set them, are generated once
// and kept in the database, so every process on it (each with its own DATA_DIR) uses the same
// ones; a key an older version kept in DATA_DIR is what the database is seeded with.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { ConfigError, readEnv } from '../src/env'
import { sharedSecrets } from '../src/secrets'
import { testDatabase, type TestDatabase } from './helpers/db'

let db: TestDatabase
const root = mkdtempSync(join(tmpdir(), 'trellis-secrets-'))
const dirA = join(root, 'a')
const dirB = join(root, 'b')

beforeAll(async () => {
  db = await testDatabase()
})
afterAll(async () => {
  await db.close()
  rmSync(root, { recursive: true, force: true })
})

const forget = () => db.database.db.execute(sql`DELETE FROM server_secrets`)

describe('keys shared through the database', () => {
  it('two processes with their own DATA_DIR get the same generated keys, at once or not', async () => {
    await forget()
    const [a, b] = await Promise.all([
      sharedSecrets(db.database, readEnv({ DATA_DIR: dirA })),
      sharedSecrets(db.database, readEnv({ DATA_DIR: dirB })),
    ])
    expect(b).toEqual(a)
    expect(a.jwtSecret).toMatch(/^[\w-]{43}$/)
    expect(a.codeSecret).toMatch(/^[\w-]{43}$/)
    expect(a.codeSecret).not.toBe(a.jwtSecret)
    // A restart reads them back.
    expect(await sharedSecrets(db.database, readEnv({ DATA_DIR: dirA }))).toEqual(a)
  })

  it('a key set in the environment wins over the kept one', async () => {
    const env = readEnv({ DATA_DIR: dirA, JWT_SECRET: 'j'.repeat(40) })
    const kept = await sharedSecrets(db.database, readEnv({ DATA_DIR: dirB }))
    expect(await sharedSecrets(db.database, env)).toEqual({
      jwtSecret: 'j'.repeat(40),
      codeSecret: kept.codeSecret,
    })
  })

  it("an older version's key files seed the database, so an upgrade keeps sessions and codes", async () => {
    await forget()
    const old = join(root, 'old')
    const env = readEnv({ DATA_DIR: old })
    writeFileSync(join(old, 'jwt-secret'), `${'J'.repeat(43)}\n`)
    writeFileSync(join(old, 'code-secret'), `${'C'.repeat(43)}\n`)
    expect(await sharedSecrets(db.database, env)).toEqual({
      jwtSecret: 'J'.repeat(43),
      codeSecret: 'C'.repeat(43),
    })
    // Another process without those files gets the same.
    expect(await sharedSecrets(db.database, readEnv({ DATA_DIR: dirB }))).toEqual({
      jwtSecret: 'J'.repeat(43),
      codeSecret: 'C'.repeat(43),
    })
  })

  it('a CODE_SECRET equal to the kept session key stops the start, naming no key', async () => {
    const kept = await sharedSecrets(db.database, readEnv({ DATA_DIR: dirB }))
    const env = readEnv({ DATA_DIR: dirA, CODE_SECRET: kept.jwtSecret })
    const refused = await sharedSecrets(db.database, env).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ConfigError)
    expect((refused as Error).message).toBe(
      'CODE_SECRET must differ from JWT_SECRET (each key has one use).',
    )
  })
})
