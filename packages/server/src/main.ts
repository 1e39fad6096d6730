// Starts the server: settings, database, migrations, root member, background jobs, listen.
import { join } from 'node:path'
import { buildApp } from './app'
import { ensureRoot } from './domain/members'
import { MigrationChanged } from './db/migrate'
import { ConfigError, readEnv, type Env } from './env'
import { startAccrual } from './jobs/accrual-schedule'
import { mailEventsLater } from './mail/event-mails'
import { openChain, shownUrl } from './chain/start'
import { depositKeyProblem } from './domain/chain-deposits'
import { startChainWatcher } from './chain/watcher'
import { fundDevHotWallet } from './payouts/dev-wallet'
import { loadHotWallet, PayoutKeyError, type HotWallet } from './payouts/key'
import { startPayer, type PayoutHooks } from './payouts/payer'
import { createMailer } from './mail/mailer'
import { readableLog } from './http/readable-log'
import { describeErrorLine } from './safe-error'
import { startBanner } from './start-banner'
import { openStorage } from './storage'

// First thing (imports do not touch the disk): whatever umask we were started with, every file and
// folder we or PGlite create is private to this account (DATA_DIR holds balances and codes).
process.umask(0o077)

async function start(env: Env): Promise<void> {
  const { database, applied, secrets } = await openStorage(env)
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`)
  // Readable lines in a terminal; JSON lines for machines (not a terminal, or LOG_FORMAT=json).
  const readable = env.logFormat ? env.logFormat === 'pretty' : Boolean(process.stdout.isTTY)
  const outboxDir = join(env.dataDir, 'outbox')
  // The chain USDT deposits are watched on: CHAIN_RPC_URLS, or the local development chain.
  const opened = await openChain(env.chain, env.dataDir)
  const keyProblem = await depositKeyProblem(database.db, opened.chain.addressOf)
  if (keyProblem) {
    await opened.stop()
    throw new ConfigError(keyProblem)
  }
  // The hot wallet that pays withdrawals (PAYOUT_KEY, DATA_DIR/payout-key, or the local chain's
  // dev account); none: operators pay by hand and record hashes the chain confirms.
  let hot: HotWallet | undefined
  try {
    hot = loadHotWallet(env.payoutKey, env.dataDir, opened.chain.config.local)
    if (hot) await fundDevHotWallet(opened.chain, hot.address)
  } catch (error) {
    await opened.stop()
    if (error instanceof PayoutKeyError) throw new ConfigError(error.message)
    throw error
  }
  const app = await buildApp({
    payouts: {
      rules: env.payouts.rules,
      hotWallet: hot?.address,
      alertEmail: env.payouts.alertEmail,
      treasury: env.payouts.treasury,
    },
    chain: opened.chain,
    database,
    mailer: createMailer({
      smtpUrl: env.smtpUrl,
      from: env.mailFrom,
      outboxDir,
    }),
    jwtSecret: secrets.jwtSecret,
    codeSecret: secrets.codeSecret,
    opsToken: env.opsToken,
    idPrefix: env.idPrefix,
    webauthn: env.webauthn,
    staticDir: env.staticDir,
    logger: readable ? { stream: readableLog(process.stdout) } : true,
    trustProxy: env.trustProxy,
  })
  // Background work must never end the process: a stray rejection is logged (safely) and the
  // server keeps answering; the jobs themselves catch, log and retry.
  process.on('unhandledRejection', (reason) => {
    app.log.error(`Unhandled background failure: ${describeErrorLine(reason)}`)
  })
  const root = await ensureRoot(app.deps, env.rootUserId, env.rootPassword)
  if (root.created && !root.password) {
    console.log(`Root member ${env.rootUserId} created with ROOT_PASSWORD.`)
  }
  // The daily return: the run at start is awaited (it catches up missed days before calls come)
  // but never fails the start; a database hiccup is logged and retried by the job.
  const accrual = startAccrual(app.deps, app.log)
  await accrual.firstRun
  // The inbox's mails a stop left due (src/mail/event-mails.ts).
  mailEventsLater(app.deps)
  // Not awaited: an unreachable RPC must not hold the start (the watcher logs it and backs off).
  const watcher = startChainWatcher(app.deps, opened.chain, app.log)
  const payer = hot
    ? startPayer(
        app.deps,
        { chain: opened.chain, wallet: hot, fees: env.payouts.fees, hooks: crashHooks() },
        app.log,
      )
    : undefined
  let stopping = false
  const stop = async () => {
    // A second signal (Ctrl-C reaches the whole process group, and a parent may pass it on too)
    // must not cut the first one's orderly stop short.
    if (stopping) return
    stopping = true
    await accrual.stop()
    await watcher.stop()
    await payer?.stop()
    await opened.stop()
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  try {
    await app.listen({ port: env.port, host: env.host })
  } catch (error) {
    // A generated password is shown once: not lost with a start that fails here (port taken).
    if (root.password) console.log(`Root member ${env.rootUserId} password: ${root.password}`)
    await opened.stop()
    throw error
  }
  // Last, so the request log does not scroll it away; the next start finds the root and shows no password.
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : env.port
  if (hot) console.log(`Payouts: paid from the hot wallet ${hot.address}.`)
  else
    console.log('Payouts: no hot wallet (PAYOUT_KEY); operators pay by hand and record the hash.')
  console.log(
    startBanner({
      url: `http://${env.host}:${port}`,
      database: env.databaseUrl ? 'PostgreSQL' : `PGlite in ${join(env.dataDir, 'pglite')}`,
      staticDir: env.staticDir,
      rootUserId: env.rootUserId,
      rootPassword: root.password,
      smtpUrl: env.smtpUrl,
      outboxDir,
      chain: {
        url: opened.dev ? opened.dev.url : shownUrl(opened.chain.config.rpcUrls[0] ?? ''),
        local: opened.chain.config.local,
        chainId: opened.chain.config.chainId,
        token: opened.chain.config.token,
        confirmations: opened.chain.config.confirmations,
      },
    }),
  )
}

/**
 * Tests only (test/payouts-processes.test.ts): TRELLIS_TEST_PAYOUT_CRASH=after-sign or
 * after-broadcast kills this process (SIGKILL, as a power cut) at that point of the first payout.
 */
function crashHooks(): PayoutHooks {
  const at = process.env.TRELLIS_TEST_PAYOUT_CRASH
  const die = () => {
    process.kill(process.pid, 'SIGKILL')
  }
  if (at === 'after-sign') return { afterSign: die }
  if (at === 'after-broadcast') return { afterBroadcast: die }
  return {}
}

try {
  await start(readEnv())
} catch (error) {
  // One clear line, no stack, for a setting that cannot work; never a failed query's parameters.
  const message =
    error instanceof ConfigError || error instanceof MigrationChanged
      ? error.message
      : `Start failed: ${describeErrorLine(error)}`
  console.error(message)
  process.exit(1)
}
