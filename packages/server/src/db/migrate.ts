// Runs migrations/*.sql (and the team's src/team/migrations/*.sql) once each, in file-name order,
// recording each in the `migrations` table.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { query, type Database } from './client'

const here = dirname(fileURLToPath(import.meta.url))
const folders = [join(here, 'migrations'), join(here, '..', 'team', 'migrations')]

/** Every migration file, sorted by its name (0001_…, 0100_…). */
export function migrationFiles(): string[] {
  const files = folders
    .filter((f) => existsSync(f))
    .flatMap((f) =>
      readdirSync(f)
        .filter((n) => n.endsWith('.sql'))
        .map((n) => join(f, n)),
    )
  return files.sort((a, b) => basename(a).localeCompare(basename(b)))
}

/** Applies the migrations not yet recorded. Returns the names applied now. */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  const applied: string[] = []
  for (const file of migrationFiles()) {
    const name = basename(file)
    if (!/^[\w.-]+$/.test(name)) throw new Error(`Bad migration file name: ${name}`)
    if (await isApplied(database, name)) continue
    // One script per file in the simple protocol, so a file may hold many statements. The lock
    // makes two instances starting at once on one PostgreSQL take turns.
    const script = `BEGIN;\nSELECT pg_advisory_xact_lock(7411);\n${readFileSync(file, 'utf8')}\n;INSERT INTO migrations (name) VALUES ('${name}');\nCOMMIT;`
    try {
      await database.exec(script)
    } catch (error) {
      // Another instance applied it while we waited for the lock: that is fine.
      if (await isApplied(database, name)) continue
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error })
    }
    applied.push(name)
  }
  return applied
}

async function isApplied(database: Database, name: string): Promise<boolean> {
  const rows = await query(database.db, sql`SELECT 1 FROM migrations WHERE name = ${name}`)
  return rows.length > 0
}
