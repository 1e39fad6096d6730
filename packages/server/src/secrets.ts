// The session key (JWT_SECRET) and the code key (CODE_SECRET) must be the same in every process
// on one database: a session signed by one process is checked by another, an OTP mailed by one is
// spent on another, an idempotency key's fingerprint is compared by another. Set in the
// environment, they are used as given; unset, each is generated once and kept in the database
// (`server_secrets`: the first process to start inserts it, every process reads the row back), so
// processes sharing one PostgreSQL share it without any setting. A key an older version kept in
// DATA_DIR (jwt-secret, code-secret) is what the database is seeded with, so upgrading keeps
// sessions, codes and idempotency answers. Never logged, never answered.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { query, type Database } from './db/client'
import { ConfigError, MIN_SECRET_LENGTH, type Env } from './env'

/** The keys the app is built with. */
export interface SharedSecrets {
  jwtSecret: string
  codeSecret: string
}

/** The environment's keys, or the database's (created on the first start). */
export async function sharedSecrets(database: Database, env: Env): Promise<SharedSecrets> {
  const jwtSecret = env.jwtSecret ?? (await keptInDatabase(database, env.dataDir, 'jwt-secret'))
  const codeSecret = env.codeSecret ?? (await keptInDatabase(database, env.dataDir, 'code-secret'))
  for (const [name, value] of [
    ['JWT_SECRET', jwtSecret],
    ['CODE_SECRET', codeSecret],
  ] as const) {
    if (value.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(`${name} must be at least ${MIN_SECRET_LENGTH} characters.`)
    }
  }
  if (codeSecret === jwtSecret) {
    throw new ConfigError('CODE_SECRET must differ from JWT_SECRET (each key has one use).')
  }
  return { jwtSecret, codeSecret }
}

/** The key `name` of `server_secrets`, inserted first (from DATA_DIR's old file, else random). */
export async function keptInDatabase(
  database: Database,
  dataDir: string,
  name: string,
): Promise<string> {
  const file = join(dataDir, name)
  const seed = existsSync(file)
    ? readFileSync(file, 'utf8').trim()
    : randomBytes(32).toString('base64url')
  // Two processes starting at once: one insert wins, both read the winner's key.
  await database.db.execute(
    sql`INSERT INTO server_secrets (name, value) VALUES (${name}, ${seed}) ON CONFLICT DO NOTHING`,
  )
  const [row] = await query<{ value: string }>(
    database.db,
    sql`SELECT value FROM server_secrets WHERE name = ${name}`,
  )
  if (!row) throw new Error(`server_secrets has no ${name}`)
  return row.value
}
