// Starts the server: settings, database, migrations, root member, listen.
import { join } from 'node:path'
import { buildApp } from './app'
import { openDatabase } from './db/client'
import { migrate } from './db/migrate'
import { accrueMissed } from './domain/accrual'
import { ensureRoot } from './domain/members'
import { ConfigError, readEnv, type Env } from './env'
import { createMailer } from './mail/mailer'

async function start(env: Env): Promise<void> {
  const database = await openDatabase(
    env.databaseUrl ? { url: env.databaseUrl } : { pgliteDir: join(env.dataDir, 'pglite') },
  )
  const applied = await migrate(database)
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`)
  const app = await buildApp({
    database,
    mailer: createMailer({
      smtpUrl: env.smtpUrl,
      from: env.mailFrom,
      outboxDir: join(env.dataDir, 'outbox'),
    }),
    jwtSecret: env.jwtSecret,
    opsToken: env.opsToken,
    idPrefix: env.idPrefix,
    staticDir: env.staticDir,
    logger: true,
  })
  const root = await ensureRoot(app.deps, env.rootUserId, env.rootPassword)
  if (root.password) {
    // Printed once: the next start finds the root member and says nothing.
    console.log(`Root member ${env.rootUserId} created. Password (shown once): ${root.password}`)
  } else if (root.created) {
    console.log(`Root member ${env.rootUserId} created with ROOT_PASSWORD.`)
  }
  // The daily return: at start (catching up every missed day) and every hour after; each day pays once.
  const accrue = () => accrueMissed(app.deps, (line) => app.log.info(line))
  await accrue()
  const timer = setInterval(() => void accrue(), 3_600_000)
  timer.unref()
  const stop = async () => {
    clearInterval(timer)
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  await app.listen({ port: env.port, host: env.host })
  const where = env.databaseUrl ? 'PostgreSQL' : `PGlite in ${join(env.dataDir, 'pglite')}`
  console.log(
    `Trellis on http://${env.host}:${env.port} (database: ${where}${env.staticDir ? `, app from ${env.staticDir}` : ''})`,
  )
}

try {
  await start(readEnv())
} catch (error) {
  // One clear line, no stack, for a setting that cannot work.
  const message =
    error instanceof ConfigError ? error.message : `Start failed: ${(error as Error).message}`
  console.error(message)
  process.exit(1)
}
