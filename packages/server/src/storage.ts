// The start-up's files and folders in one place, so a test can run exactly what `npm start` runs:
// open the database the settings name, apply migrations, leave DATA_DIR private, settle the keys.
import { join } from 'node:path'
import { openDatabase, type Database } from './db/client'
import { migrate } from './db/migrate'
import { lockDataDir } from './data-dir-lock'
import { ConfigError, type Env } from './env'
import { lockDownDataDir } from './private-files'
import { describeErrorLine } from './safe-error'
import { sharedSecrets, type SharedSecrets } from './secrets'

/**
 * Opens and migrates the database, makes everything the server keeps in DATA_DIR private, and
 * settles the keys (the environment's, or the ones every process on this database shares).
 */
export async function openStorage(
  env: Env,
): Promise<{ database: Database; applied: string[]; secrets: SharedSecrets }> {
  if (env.databaseUrl) return settle(await openDatabase({ url: env.databaseUrl }), env)
  // The embedded database: one process at a time (data-dir-lock.ts), taken before anything opens.
  const release = lockDataDir(env.dataDir)
  const pgliteDir = join(env.dataDir, 'pglite')
  let opened: Database
  try {
    opened = await openDatabase({ pgliteDir })
  } catch (error) {
    release()
    // PGlite says only 'Aborted()' of files it cannot read.
    throw new ConfigError(
      `The embedded database in ${pgliteDir} could not be opened (${describeErrorLine(error)}). ` +
        'If another program changed or copied it while a server ran, restore it from a backup ' +
        'or start with another DATA_DIR.',
    )
  }
  const database = { ...opened, close: () => opened.close().finally(release) }
  return settle(database, env)
}

/** Migrations, DATA_DIR's modes and the shared keys, on an opened database. */
async function settle(
  database: Database,
  env: Env,
): Promise<{ database: Database; applied: string[]; secrets: SharedSecrets }> {
  try {
    const applied = await migrate(database)
    // After migrations: they made new table files, and DATA_DIR may hold an older version's 666 files.
    lockDownDataDir(env.dataDir)
    return { database, applied, secrets: await sharedSecrets(database, env) }
  } catch (error) {
    await database.close()
    throw error
  }
}
