// The start-up's files and folders in one place, so a test can run exactly what `npm start` runs:
// open the database the settings name, apply migrations, and leave DATA_DIR private.
import { join } from 'node:path'
import { openDatabase, type Database } from './db/client'
import { migrate } from './db/migrate'
import type { Env } from './env'
import { lockDownDataDir } from './private-files'

/** Opens and migrates the database, then makes everything the server keeps in DATA_DIR private. */
export async function openStorage(env: Env): Promise<{ database: Database; applied: string[] }> {
  const database = await openDatabase(
    env.databaseUrl ? { url: env.databaseUrl } : { pgliteDir: join(env.dataDir, 'pglite') },
  )
  const applied = await migrate(database)
  // After migrations: they made new table files, and DATA_DIR may hold an older version's 666 files.
  lockDownDataDir(env.dataDir)
  return { database, applied }
}
