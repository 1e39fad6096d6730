// Migrations keep a checksum of their text: an applied migration whose file was edited since stops
// the start with one line, instead of a database that silently differs from its files.
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../src/db/client'
import { migrate, migrationChecksum, migrationFiles, MigrationChanged } from '../src/db/migrate'
import { testDatabase, type TestDatabase } from './helpers/db'

let t: TestDatabase
beforeAll(async () => {
  t = await testDatabase()
})
afterAll(async () => {
  await t.close()
})

const rows = () =>
  query<{ name: string; checksum: string | null }>(
    t.database.db,
    sql`SELECT name, checksum FROM migrations ORDER BY name`,
  )

describe('migration checksums', () => {
  it('records each applied migration with the sha256 of its file', async () => {
    await migrate(t.database)
    const files = migrationFiles()
    expect(await rows()).toEqual(
      files
        .map((f) => ({ name: basename(f), checksum: migrationChecksum(readFileSync(f, 'utf8')) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    )
    // Line endings do not count: a checkout with CRLF is the same migration.
    expect(migrationChecksum('a;\r\nb;\r\n')).toBe(migrationChecksum('a;\nb;\n'))
  })

  it('an edited applied migration stops the start with one line naming it', async () => {
    const [first] = await rows()
    const name = first?.name as string
    // As if the file changed after it was applied: the recorded sum no longer matches the file.
    await t.database.db.execute(
      sql`UPDATE migrations SET checksum = ${'0'.repeat(64)} WHERE name = ${name}`,
    )
    const error = await migrate(t.database).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MigrationChanged)
    expect((error as Error).message).toBe(
      `Migration ${name} was edited after it was applied (its checksum differs): restore the file and put the change in a new migration.`,
    )
    // Put back, the start goes on.
    await t.database.db.execute(
      sql`UPDATE migrations SET checksum = ${first?.checksum ?? ''} WHERE name = ${name}`,
    )
    expect(await migrate(t.database)).toEqual([])
  })

  it('a database from before checksums gets them on its first start, then is checked', async () => {
    const before = await rows()
    await t.database.db.execute(sql`UPDATE migrations SET checksum = NULL`)
    expect(await migrate(t.database)).toEqual([])
    expect(await rows()).toEqual(before)
  })
})
