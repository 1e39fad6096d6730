// The start-up's files and folders in one place, so a test can run exactly what `npm start` runs:
// open the database the settings name, apply migrations, leave DATA_DIR private, settle the keys.
import { join } from 'node:path'
import { openDatabase, type Database } from './db/client'
import { migrate } from './db/migrate'
import type { Env } from './env'
import { lockDownDataDir } from './private-files'
import { sharedSecrets, type SharedSecrets } from './secrets'

/**
 * Opens and migrates the database, makes everything the server keeps in DATA_DIR private, and
 * settles the keys (the environment's, or the ones every process on this database shares).
 */
export async function openStorage(
  env: Env,
): Promise<{ database: Database; applied: string[]; secrets: SharedSecrets }> {
  const database = await openDatabase(
    env.databaseUrl ? { url: env.databaseUrl } : { pgliteDir: join(env.dataDir, 'pglite') },
  )
  const applied = await migrate(database)
  // After migrations: they made new table files, and DATA_DIR may hold an older version's 666 files.
  lockDownDataDir(env.dataDir)
  try {
    return { database, applied, secrets: await sharedSecrets(database, env) }
  } catch (error) {
    await database.close()
    throw error
  }
}
