// All configuration, read and validated once. A bad setting stops the start with one line.
import { isIP } from 'node:net'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files'
import { ChainConfigError, readChainSettings, type ChainSettings } from './chain/config'
import { PayoutConfigError, readPayoutSettings, type PayoutSettings } from './payouts/config'

/** The server's settings after validation. */
export interface Env {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  /** JWT_SECRET; undefined: the key kept in the database (src/secrets.ts), shared by every process. */
  jwtSecret: string | undefined
  /**
   * CODE_SECRET: keys the HMACs of mailed codes and of idempotency-key requests (never the JWT's
   * key); undefined: the key kept in the database, as `jwtSecret`.
   */
  codeSecret: string | undefined
  opsToken: string
  rootUserId: string
  /** Undefined means: generate one on the first start and print it once. */
  rootPassword: string | undefined
  idPrefix: string
  staticDir: string | undefined
  /** Which proxies to trust for the client address (TRUST_PROXY); false: none. */
  trustProxy: TrustProxy
  /** LOG_FORMAT: JSON lines, or one readable line per request; unset: readable in a terminal. */
  logFormat: 'json' | 'pretty' | undefined
  /**
   * Passkeys: WEBAUTHN_RP_ID, the host the app is served on (default localhost), and
   * WEBAUTHN_ORIGINS, the app's origins, comma-separated (default http://localhost:PORT).
   */
  webauthn: { rpId: string; origins: string[] }
  /** CHAIN_*: where USDT deposits are watched (src/chain/config.ts); no RPC URL: the local chain. */
  chain: ChainSettings
  /** PAYOUT_*: approval amounts, limits, fees, alerts (src/payouts/config.ts). */
  payouts: PayoutSettings
  /** PAYOUT_KEY, the hot wallet's key (checked by src/payouts/key.ts); never printed. */
  payoutKey: string | undefined
}

/** Fastify's trustProxy: true (every hop), a hop count, or proxy addresses and CIDRs. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean)

/** A setting that cannot be used; main prints its message as the one line. */
export class ConfigError extends Error {}

type Source = Record<string, string | undefined>

/** Shortest accepted JWT_SECRET, CODE_SECRET and OPS_TOKEN: 32 characters (the generated ones have 43). */
export const MIN_SECRET_LENGTH = 32

/**
 * Reads and validates the environment; creates DATA_DIR (private, 0700) and the generated
 * OPS_TOKEN. JWT_SECRET and CODE_SECRET, when unset, come from the database (src/secrets.ts).
 */
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
    // 0700 even when it already exists: an older version created it 755.
    makePrivateDir(dataDir)
  } catch (error) {
    throw new ConfigError(
      `DATA_DIR "${dataDir}" cannot be created or made private (0700): ${(error as Error).message}`,
    )
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
  const jwtSecret = get('JWT_SECRET')
  if (jwtSecret !== undefined && jwtSecret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`)
  }
  // Its own key: a leaked session key must not also let one check guessed mail codes offline.
  const codeSecret = get('CODE_SECRET')
  if (codeSecret !== undefined && codeSecret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`CODE_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`)
  }
  if (codeSecret !== undefined && codeSecret === jwtSecret) {
    throw new ConfigError('CODE_SECRET must differ from JWT_SECRET (each key has one use).')
  }
  // A short operator token can be guessed: it guards approving deposits and paying withdrawals.
  const opsToken = get('OPS_TOKEN') ?? keptSecret(dataDir, 'ops-token')
  if (opsToken.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `OPS_TOKEN must be at least ${MIN_SECRET_LENGTH} characters (unset it to use a generated one).`,
    )
  }
  const logFormat = get('LOG_FORMAT')
  if (logFormat !== undefined && logFormat !== 'json' && logFormat !== 'pretty') {
    throw new ConfigError('LOG_FORMAT must be "json" or "pretty" (unset: pretty in a terminal).')
  }
  let chain: ChainSettings
  try {
    chain = readChainSettings(get)
  } catch (error) {
    if (error instanceof ChainConfigError) throw new ConfigError(error.message)
    throw error
  }
  let payouts: PayoutSettings
  try {
    payouts = readPayoutSettings(get)
  } catch (error) {
    if (error instanceof PayoutConfigError) throw new ConfigError(error.message)
    throw error
  }
  return {
    port,
    host: get('HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    smtpUrl,
    mailFrom: get('MAIL_FROM') ?? 'Trellis <no-reply@trellis.local>',
    jwtSecret,
    codeSecret,
    opsToken,
    rootUserId,
    rootPassword,
    idPrefix,
    staticDir: staticDir ? resolve(staticDir) : undefined,
    trustProxy: trustProxyOf(get('TRUST_PROXY')),
    logFormat,
    webauthn: webauthnOf(get('WEBAUTHN_RP_ID'), get('WEBAUTHN_ORIGINS'), port),
    chain,
    payouts,
    payoutKey: get('PAYOUT_KEY'),
  }
}

/** The passkeys' relying party: a host name (no IP address, no port) and the app's origins. */
function webauthnOf(rpId: string | undefined, origins: string | undefined, port: number) {
  const id = rpId ?? 'localhost'
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(id) || isIP(id)) {
    throw new ConfigError(
      'WEBAUTHN_RP_ID must be the host name the app is served on, e.g. app.example.com.',
    )
  }
  const list = (origins ?? `http://localhost:${port}`).split(',').map((o) => o.trim())
  for (const o of list) {
    let host = ''
    try {
      const u = new URL(o)
      host = u.origin === o ? u.hostname : ''
    } catch {
      host = ''
    }
    if (host !== id && !host.endsWith(`.${id}`)) {
      throw new ConfigError(
        `WEBAUTHN_ORIGINS must be origins (scheme://host[:port]) on ${id}, separated by commas.`,
      )
    }
  }
  return { rpId: id, origins: list }
}

/** A secret generated once and kept in DATA_DIR, so restarts keep the ops token (`pnpm ops` reads it). */
export function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name)
  if (existsSync(file)) {
    chmodSync(file, PRIVATE_FILE_MODE)
    return readFileSync(file, 'utf8').trim()
  }
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' })
  return secret
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy (the socket's address is the client's and
 * X-Forwarded-For is ignored); a whole number trusts that many hops; otherwise a comma-separated
 * list of proxy addresses or CIDRs ("true" trusts every hop: only behind a proxy that sets the
 * header itself).
 */
function trustProxyOf(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  if (/^\d{1,2}$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  const list = value.split(',').map((v) => v.trim())
  const address = /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/
  if (list.length === 0 || list.some((v) => !address.test(v) || !isIP(v.split('/')[0] ?? ''))) {
    throw new ConfigError(
      'TRUST_PROXY must be "true", a hop count, or proxy addresses/CIDRs separated by commas.',
    )
  }
  return list
}
