// Migrated database templates for the server suite. A fresh embedded database costs 6–10 s to
// create (PGlite runs initdb in WASM) and a PostgreSQL cluster ~1.3 s (initdb); copying a folder
// that already holds a migrated database costs a fraction of that. global-setup.ts makes the
// template once per run; db.ts gives each test file its own copy, so no file sees another's data.
//
// The PGlite template is kept between runs in node_modules/.cache/trellis-test-db, named by a
// hash of the migration files (names and contents), the migration runner and PGlite's version:
// an edited or added migration gives a new name, hence a new template, and older ones are pruned.
// Beside the folder lies its image (a tar from PGlite's dumpDataDir): each test file's database is
// an in-memory PGlite loaded from it. Measured on the 2-core machine: 0.5 s of CPU an open against
// 0.9–1.3 s for copying the 40 MB, 1,065-file folder and opening the copy on disk.
import { createHash } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../../src/db/client'
import { migrate, migrationFiles } from '../../src/db/migrate'
import { FAST_SETTINGS, startCluster } from './pg-cluster'

/** What global-setup.ts hands to the test files (through Vitest's provide/inject). */
export interface DbTemplate {
  kind: 'pglite' | 'postgres'
  /** PGlite: the template's data folder. PostgreSQL: the data folder of a stopped cluster. */
  dir: string
  /** PGlite: the template's image (a tar of `dir`), what each test file's database starts from. */
  image?: string
  /** A folder removed when the run ends; per-file PGlite copies live in it. */
  runDir: string
  /**
   * PostgreSQL: the run's shared cluster (a started copy of the template), whose `postgres`
   * database is the template of each file's database.
   */
  sharedUrl?: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    trellisDbTemplate: DbTemplate | undefined
  }
}

const here = dirname(fileURLToPath(import.meta.url))
const cacheDir = join(here, '..', '..', '..', '..', 'node_modules', '.cache', 'trellis-test-db')

/** Which database the suite runs on (TRELLIS_TEST_DB=postgres for PostgreSQL). */
export const testDbKind: 'pglite' | 'postgres' =
  process.env.TRELLIS_TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/** Settings of every test cluster (the template's and each file's). */
export const TEST_PG_SETTINGS = [...FAST_SETTINGS, 'max_connections=50']

/** PGlite's installed version: its data folder format may change with it. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (dir !== dirname(dir)) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? '?'
    }
    dir = dirname(dir)
  }
  return '?'
}

/** A hash of everything that shapes a freshly migrated database. */
export function templateHash(): string {
  const hash = createHash('sha256')
  hash.update(`pglite ${pgliteVersion()}\n`)
  hash.update(readFileSync(join(here, '..', '..', 'src', 'db', 'migrate.ts')))
  for (const file of migrationFiles()) {
    hash.update(`\n-- ${basename(file)}\n`)
    hash.update(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * The migrated PGlite data folder for today's migrations and its image, made (and old ones
 * pruned) if missing.
 */
export async function pgliteTemplate(): Promise<{ dir: string; image: string }> {
  const hash = templateHash()
  const dir = join(cacheDir, `pglite-${hash}`)
  const image = join(cacheDir, `image-${hash}.tar`)
  if (existsSync(dir) && existsSync(image)) return { dir, image }
  mkdirSync(cacheDir, { recursive: true })
  // Built beside and renamed into place, so a run stopped halfway never leaves a half template.
  const building = mkdtempSync(join(cacheDir, 'building-'))
  try {
    if (!existsSync(dir)) {
      const database = await openDatabase({ pgliteDir: join(building, 'data') })
      await migrate(database)
      await database.close()
      renameSync(join(building, 'data'), dir)
    }
    // The image of a copy: opening a folder writes to it, and the template stays as it was made.
    cpSync(dir, join(building, 'copy'), { recursive: true })
    const client = await PGlite.create({ dataDir: join(building, 'copy') })
    const tar = await client.dumpDataDir('none')
    await client.close()
    writeFileSync(join(building, 'image.tar'), Buffer.from(await tar.arrayBuffer()))
    renameSync(join(building, 'image.tar'), image)
  } finally {
    rmSync(building, { recursive: true, force: true })
  }
  for (const old of readdirSync(cacheDir))
    if (![dir, image].includes(join(cacheDir, old)) && /^(pglite|image)-/.test(old))
      rmSync(join(cacheDir, old), { recursive: true, force: true })
  return { dir, image }
}

/** A stopped, migrated PostgreSQL cluster for this run: its data folder and how to remove it. */
export async function postgresTemplate(): Promise<{ dir: string; remove: () => void }> {
  const cluster = await startCluster(TEST_PG_SETTINGS)
  try {
    const database = await openDatabase({ url: cluster.url })
    await migrate(database)
    await database.close()
    cluster.ctl('stop', '-m', 'fast')
  } catch (error) {
    cluster.remove()
    throw error
  }
  return {
    dir: join(cluster.dir, 'data'),
    remove: () => rmSync(cluster.dir, { recursive: true, force: true }),
  }
}
