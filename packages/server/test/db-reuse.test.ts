// The embedded suite opens PGlite once and hands the next file the database the last one closed,
// put back as it was opened (test/helpers/db.ts): what a file wrote, set or held must not reach
// the next one, and a file that changed the schema gets a fresh database instead.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { query, type Database } from '../src/db/client'
import { testDatabase, testDbKind } from './helpers/db'

/** Every row of every table of the public schema, and every sequence's place, as one text. */
async function contents(database: Database): Promise<string> {
  const tables = await query<{ name: string }>(
    database.db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  )
  const parts: string[] = []
  for (const { name } of tables) {
    const [row] = await query<{ rows: string | null }>(
      database.db,
      sql.raw(`SELECT string_agg(t::text, '|' ORDER BY t::text) AS rows FROM public."${name}" t`),
    )
    parts.push(`${name}: ${row?.rows ?? ''}`)
  }
  const sequences = await query<{ name: string; at: string | null }>(
    database.db,
    sql`SELECT sequencename AS name, last_value::text AS at FROM pg_sequences ORDER BY 1`,
  )
  for (const { name, at } of sequences) parts.push(`${name} at ${at ?? 'start'}`)
  return parts.join('\n')
}

async function one<T>(database: Database, statement: string): Promise<T> {
  const [row] = await query<T>(database.db, sql.raw(statement))
  return row as T
}

describe.skipIf(testDbKind !== 'pglite')('a PGlite database handed to the next file', () => {
  it('comes back as it was opened: rows, sequences, settings, locks and transactions', async () => {
    const first = await testDatabase()
    const opened = await contents(first.database)
    const timeZone = await one<{ TimeZone: string }>(first.database, 'SHOW TimeZone')
    await first.database.exec(`
      INSERT INTO audit_log (at, actor, action, object_type) VALUES (now(), 'test', 'wrote', 'row');
      SET TIME ZONE 'Asia/Kolkata';
      SELECT pg_advisory_lock(42);
    `)
    // A test that failed inside a transaction leaves it open.
    await first.database.exec(`BEGIN; INSERT INTO audit_log (at, actor, action, object_type)
      VALUES (now(), 'test', 'half', 'row')`)
    expect(await contents(first.database)).not.toEqual(opened)
    await first.close()

    const next = await testDatabase()
    try {
      // The same PGlite: not opened again (that is the point), ...
      expect(next.database).toBe(first.database)
      // ... yet nothing of the first file's is left.
      expect(await contents(next.database)).toEqual(opened)
      expect(await one(next.database, 'SHOW TimeZone')).toEqual(timeZone)
      expect(
        await one<{ n: number }>(
          next.database,
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'`,
        ),
      ).toEqual({ n: 0 })
      // The audit log's append-only trigger (off while the rows went back) is on again.
      await next.database.exec(`INSERT INTO audit_log (at, actor, action, object_type)
        VALUES (now(), 'test', 'kept', 'row')`)
      await expect(next.database.exec('DELETE FROM audit_log')).rejects.toThrow(/append-only/)
    } finally {
      await next.close()
    }
  })

  it('is a fresh one after a file changed the schema', async () => {
    const first = await testDatabase()
    await first.database.exec('CREATE TABLE scratch (x int)')
    await first.close()
    const next = await testDatabase()
    try {
      expect(next.database).not.toBe(first.database)
      expect(
        await one<{ n: number }>(
          next.database,
          `SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'scratch'`,
        ),
      ).toEqual({ n: 0 })
    } finally {
      await next.close()
    }
  })
})
