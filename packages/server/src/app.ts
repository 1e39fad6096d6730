// Builds the Fastify app: every contract call under /api, the operator API, the team plugin,
// one error shape, and (optionally) the built web app with its single-page fallback.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import rateLimit from '@fastify/rate-limit'
import { API_BASE, fallbacks, serverMessages } from '@trellis/contract'
import type { Chain } from './chain/client'
import type { Database } from './db/client'
import { DomainError } from './domain/errors'
import type { TrustProxy } from './env'
import { databaseRateStore } from './guard/rate-store'
import { createSessions } from './http/auth'
import type { HttpDeps } from './http/deps'
import { HttpError, httpErrorOf } from './http/errors'
import { isDatabaseDown } from './db/outage'
import { logFailure, loggerOptions, OneLinePerRequest, type LoggingOption } from './http/logging'
import { registerProbes } from './http/probes'
import { createReadQueue, READ_QUEUE_DEFAULTS, type ReadQueueOptions } from './http/read-queue'
import { clientErrorHandler, frameworkErrors } from './http/transport-errors'
import { isFilePath } from './http/app-pages'
import { appStaticOptions, registerSecurityHeaders, sendAppShell } from './http/security-headers'
import type { Mailer } from './mail/mailer'
import type { PayoutRules } from './payouts/config'
import { opsRoutes } from './ops/ops.routes'
import { earningsRoutes } from './routes/earnings.routes'
import { inboxRoutes } from './routes/inbox.routes'
import { factorRoutes } from './routes/factors.routes'
import { memberRoutes } from './routes/members.routes'
import { walletRoutes } from './routes/wallet.routes'
import { teamRoutes } from './routes/team.routes'

/** What buildApp needs; tests pass an in-memory mailer and a movable clock. */
export interface AppOptions {
  database: Database
  mailer: Mailer
  jwtSecret: string
  /** Keys mailed codes' and idempotency requests' HMACs; not the JWT's key. */
  codeSecret: string
  opsToken: string
  idPrefix?: string
  staticDir?: string | undefined
  now?: () => Date
  logger?: LoggingOption
  /**
   * Which proxies to trust for the client address (Fastify's `trustProxy`: a hop count, addresses
   * or CIDRs). Off by default: the address is the socket's, and X-Forwarded-For is ignored.
   */
  trustProxy?: TrustProxy
  /** Per-address limits (on unless a test turns them off to sign up many members from one address). */
  addressLimits?: boolean
  /** The read queue's bounds (default READ_QUEUE_DEFAULTS for the database's kind). */
  readQueue?: Partial<ReadQueueOptions>
  /** Passkeys' relying party (default localhost, http://localhost:3000). */
  webauthn?: { rpId: string; origins: string[] }
  /** The chain deposits are watched on (src/chain); unset: deposits are approved by hand. */
  chain?: Chain
  /** Withdrawals (src/payouts): approval amounts and limits, the hot wallet's address, alerts. */
  payouts?: {
    rules?: PayoutRules
    hotWallet?: string | undefined
    alertEmail?: string | undefined
    treasury?: string | undefined
  }
}

/** A database "data exception" (SQLSTATE class 22), on the error or its cause. */
function isDataException(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/** The app and the dependencies it was built with. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance & { deps: HttpDeps }> {
  const now = options.now ?? (() => new Date())
  const sessions = createSessions(options.jwtSecret, options.database, now)
  const deps: HttpDeps = {
    database: options.database,
    mailer: options.mailer,
    sessions,
    idPrefix: options.idPrefix ?? 'BCH',
    opsToken: options.opsToken,
    codeKey: options.codeSecret,
    reads: createReadQueue(
      { ...READ_QUEUE_DEFAULTS[options.database.kind], ...options.readQueue },
      now,
    ),
    webauthn: options.webauthn ?? { rpId: 'localhost', origins: ['http://localhost:3000'] },
    now,
    ...(options.chain ? { chain: options.chain } : {}),
    ...(options.payouts?.rules ? { payoutRules: options.payouts.rules } : {}),
    ...(options.payouts?.hotWallet ? { hotWallet: options.payouts.hotWallet } : {}),
    ...(options.payouts?.alertEmail ? { alertEmail: options.payouts.alertEmail } : {}),
    ...(options.payouts?.treasury ? { treasury: options.payouts.treasury } : {}),
  }
  const app: FastifyInstance = Fastify({
    logger: loggerOptions(options.logger),
    // One line per request, when it is answered, not Fastify's two.
    logController: new OneLinePerRequest(),
    bodyLimit: 64 * 1024,
    trustProxy: options.trustProxy ?? false,
    // Refusals before any route (a bad URL, a long parameter, the parser's own) in our shape.
    frameworkErrors,
    clientErrorHandler,
  })
  // Lines from work after an answer (a notice mail that failed) go to the same log.
  deps.log = (line) => app.log.warn(line)
  await registerSecurityHeaders(app)
  app.setErrorHandler((caught, request, reply) => {
    // A domain refusal outside `route` (the ops routes) gets its status from the one table.
    const error = caught instanceof DomainError ? httpErrorOf(caught) : caught
    if (error instanceof HttpError) {
      if (error.retryAt) {
        const seconds = Math.ceil((error.retryAt.getTime() - now().getTime()) / 1000)
        void reply.header('retry-after', String(Math.max(1, seconds)))
      }
      return reply.code(error.statusCode).send(error.toAnswer())
    }
    if (isDatabaseDown(error)) {
      return reply.code(503).send(new HttpError(503, serverMessages.databaseUnavailable).toAnswer())
    }
    const status = (error as { statusCode?: number }).statusCode
    // Fastify's own 4xx (bad JSON, wrong content type, body too large), or a value the database
    // refused as data (SQLSTATE class 22, e.g. an impossible date): the input, not us. Checks run
    // before SQL; this is the net under them.
    if ((typeof status === 'number' && status >= 400 && status < 500) || isDataException(error)) {
      return reply.code(400).send(new HttpError(400, serverMessages.malformedBody).toAnswer())
    }
    logFailure(request, error)
    return reply.code(500).send(new HttpError(500, fallbacks.login).toAnswer())
  })

  // Per-address limits on the guessable and floodable calls (src/guard/limits.ts), kept in the
  // database; each route names its own limit (src/http/route.ts).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateStore(options.database, now),
    allowList: () => options.addressLimits === false,
    errorResponseBuilder: () => new HttpError(429, serverMessages.tooManyRequests),
  })
  registerProbes(app, options.database, options.chain)
  memberRoutes(app, deps)
  factorRoutes(app, deps)
  walletRoutes(app, deps)
  earningsRoutes(app, deps)
  inboxRoutes(app, deps)
  opsRoutes(app, deps)
  teamRoutes(app, deps)

  const staticDir = options.staticDir
  const serveApp = Boolean(staticDir && existsSync(join(staticDir, 'index.html')))
  if (serveApp) await app.register(fastifyStatic, appStaticOptions(staticDir as string))
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_BASE || request.url.startsWith(`${API_BASE}/`)
    const isRead = request.method === 'GET' || request.method === 'HEAD'
    if (!isApi && serveApp && isRead && !isFilePath(request.url)) {
      return sendAppShell(reply, staticDir as string, request.url)
    }
    return reply.code(404).send(new HttpError(404, serverMessages.notFound).toAnswer())
  })
  return Object.assign(app, { deps })
}
