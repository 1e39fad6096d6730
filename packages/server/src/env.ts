// All configuration, read and validated once. A bad setting stops the start with one line.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The server's settings after validation. */
export interface Env {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  jwtSecret: string
  opsToken: string
  rootUserId: string
  /** Undefined means: generate one on the first start and print it once. */
  rootPassword: string | undefined
  idPrefix: string
  staticDir: string | undefined
}

/** A setting that cannot be used; main prints its message as the one line. */
export class ConfigError extends Error {}

type Source = Record<string, string | undefined>

/** Reads and validates the environment; creates DATA_DIR and the generated secrets. */
export function readEnv(source: Source = process.env): Env {
  const get = (name: string) => {
    const v = source[name]?.trim()
    return v === '' ? undefined : v
  }
  const port = Number(get('PORT') ?? '3000')
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${get('PORT')}".`)
  }
  const dataDir = resolve(get('DATA_DIR') ?? './.data')
  try {
    mkdirSync(dataDir, { recursive: true })
  } catch (error) {
    throw new ConfigError(`DATA_DIR "${dataDir}" cannot be created: ${(error as Error).message}`)
  }
  const databaseUrl = get('DATABASE_URL')
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://.')
  }
  const smtpUrl = get('SMTP_URL')
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://.')
  }
  const rootUserId = get('ROOT_USER_ID') ?? 'BCH0000001'
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(rootUserId)) {
    throw new ConfigError('ROOT_USER_ID may hold only letters, digits, _ and - (at most 32).')
  }
  const idPrefix = get('ID_PREFIX') ?? 'BCH'
  if (!/^[A-Za-z]{1,10}$/.test(idPrefix)) {
    throw new ConfigError('ID_PREFIX must be 1 to 10 letters.')
  }
  const rootPassword = get('ROOT_PASSWORD')
  if (rootPassword !== undefined && rootPassword.length < 8) {
    throw new ConfigError('ROOT_PASSWORD must be at least 8 characters.')
  }
  const staticDir = get('STATIC_DIR')
  if (staticDir && !existsSync(staticDir)) {
    throw new ConfigError(`STATIC_DIR "${staticDir}" does not exist (build the app first).`)
  }
  const jwtSecret = get('JWT_SECRET') ?? keptSecret(dataDir, 'jwt-secret')
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters.')
  return {
    port,
    host: get('HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    smtpUrl,
    mailFrom: get('MAIL_FROM') ?? 'Trellis <no-reply@trellis.local>',
    jwtSecret,
    opsToken: get('OPS_TOKEN') ?? keptSecret(dataDir, 'ops-token'),
    rootUserId,
    rootPassword,
    idPrefix,
    staticDir: staticDir ? resolve(staticDir) : undefined,
  }
}

/** A secret generated once and kept in DATA_DIR, so restarts keep sessions and the ops token. */
export function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
