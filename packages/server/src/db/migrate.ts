// Runs migrations/*.sql once each, in file-name order,
// recording each in the `migrations` table with a checksum of its text: a migration edited after
// it was applied stops the start (the database would no longer be what the files say).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { query, type Database } from './client'

const here = dirname(fileURLToPath(import.meta.url))
const folder = join(here, 'migrations')

/** Every migration file, sorted by its name (0001_…, 0100_…). */
export function migrationFiles(): string[] {
  const files = readdirSync(folder)
    .filter((n) => n.endsWith('.sql'))
    .map((n) => join(folder, n))
  return files.sort((a, b) => basename(a).localeCompare(basename(b)))
}

/** An applied migration whose file changed since: the start stops with this one line. */
export class MigrationChanged extends Error {}

/** sha256 of a migration's text (line endings as LF, so a Windows checkout is the same file). */
export function migrationChecksum(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex')
}

/**
 * Applies the migrations not yet recorded; checks the applied ones against their files. Returns
 * the names applied now.
 */
export async function migrate(database: Database): Promise<string[]> {
  // Under the migrations' lock: two instances starting at once must not both create the table.
  await database.exec(
    `BEGIN;
     SELECT pg_advisory_xact_lock(7411);
     CREATE TABLE IF NOT EXISTS migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
     ALTER TABLE migrations ADD COLUMN IF NOT EXISTS checksum text;
     COMMIT;`,
  )
  const applied: string[] = []
  for (const file of migrationFiles()) {
    const name = basename(file)
    if (!/^[\w.-]+$/.test(name)) throw new Error(`Bad migration file name: ${name}`)
    const text = readFileSync(file, 'utf8')
    const checksum = migrationChecksum(text)
    if (await checkApplied(database, name, checksum)) continue
    // One script per file in the simple protocol, so a file may hold many statements. The lock
    // makes two instances starting at once on one PostgreSQL take turns.
    const script = `BEGIN;\nSELECT pg_advisory_xact_lock(7411);\n${text}\n;INSERT INTO migrations (name, checksum) VALUES ('${name}', '${checksum}');\nCOMMIT;`
    try {
      await database.exec(script)
    } catch (error) {
      // Another instance applied it while we waited for the lock: that is fine.
      if (await checkApplied(database, name, checksum)) continue
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error })
    }
    applied.push(name)
  }
  return applied
}

/**
 * Whether `name` is applied; throws MigrationChanged when its recorded checksum differs. A row
 * from before checksums were kept gets the file's (trusted on this first start).
 */
async function checkApplied(database: Database, name: string, checksum: string): Promise<boolean> {
  const [row] = await query<{ checksum: string | null }>(
    database.db,
    sql`SELECT checksum FROM migrations WHERE name = ${name}`,
  )
  if (!row) return false
  if (row.checksum === null) {
    await database.db.execute(
      sql`UPDATE migrations SET checksum = ${checksum} WHERE name = ${name} AND checksum IS NULL`,
    )
    return true
  }
  if (row.checksum !== checksum) {
    throw new MigrationChanged(
      `Migration ${name} was edited after it was applied (its checksum differs): restore the file and put the change in a new migration.`,
    )
  }
  return true
}
