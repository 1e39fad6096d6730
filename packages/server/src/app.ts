// Builds the Fastify app: every contract call under /api, the operator API, the team plugin,
// one error shape, and (optionally) the built web app with its single-page fallback.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { API_BASE, fallbacks, serverMessages } from '@trellis/contract'
import type { Database } from './db/client'
import type { Deps } from './domain/context'
import { createSessions } from './http/auth'
import { ApiError } from './http/errors'
import { isDatabaseDown } from './http/faults'
import type { Mailer } from './mail/mailer'
import { opsRoutes } from './ops/ops.routes'
import { earningsRoutes } from './routes/earnings.routes'
import { memberRoutes } from './routes/members.routes'
import { walletRoutes } from './routes/wallet.routes'
import { registerTeam } from './team-plugin'

/** What buildApp needs; tests pass an in-memory mailer and a movable clock. */
export interface AppOptions {
  database: Database
  mailer: Mailer
  jwtSecret: string
  opsToken: string
  idPrefix?: string
  staticDir?: string | undefined
  now?: () => Date
  logger?: boolean
}

/** The app and the dependencies it was built with. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance & { deps: Deps }> {
  const now = options.now ?? (() => new Date())
  const sessions = createSessions(options.jwtSecret, now)
  const deps: Deps = {
    database: options.database,
    mailer: options.mailer,
    sessions,
    idPrefix: options.idPrefix ?? 'BCH',
    opsToken: options.opsToken,
    codeKey: options.jwtSecret,
    now,
  }
  const app: FastifyInstance = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 })
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toAnswer())
    if (isDatabaseDown(error)) {
      return reply.code(503).send(new ApiError(503, serverMessages.databaseUnavailable).toAnswer())
    }
    const status = (error as { statusCode?: number }).statusCode
    // Fastify's own 4xx (bad JSON, wrong content type, body too large): the input, not us.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(400).send(new ApiError(400, serverMessages.malformedBody).toAnswer())
    }
    request.log.error(error)
    return reply.code(500).send(new ApiError(500, fallbacks.login).toAnswer())
  })

  memberRoutes(app, deps)
  walletRoutes(app, deps)
  earningsRoutes(app, deps)
  opsRoutes(app, deps)
  await registerTeam(app, deps)

  const staticDir = options.staticDir
  const serveApp = Boolean(staticDir && existsSync(join(staticDir, 'index.html')))
  if (serveApp) await app.register(fastifyStatic, { root: staticDir as string, wildcard: false })
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_BASE || request.url.startsWith(`${API_BASE}/`)
    if (!isApi && serveApp && request.method === 'GET') return reply.sendFile('index.html')
    return reply.code(404).send(new ApiError(404, serverMessages.notFound).toAnswer())
  })
  return Object.assign(app, { deps })
}
