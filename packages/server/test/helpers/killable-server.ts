// A real server process, its code as `npm start` runs it (compiled once per run:
// server-bundle.ts), its log in a file and in a process group of its own, so a test can kill -9
// it (and everything it started) at an exact point: what the crash tests (earnings-crash,
// chain-processes) share.
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { num, query, type Runner } from '../../src/db/client'
import { ROOT_ID } from './app'
import { START_WAIT } from './progress'
import { serverCommand } from './server-bundle'

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * Starts `src/main.ts` on `databaseUrl` with its own DATA_DIR, logging to `logFile`. `appName`
 * names its PostgreSQL sessions (node-postgres passes PGAPPNAME), so the test can find and end
 * them; `extra` adds or overrides settings.
 */
export async function startKillableServer(options: {
  databaseUrl: string
  dataDir: string
  logFile: string
  appName: string
  extra?: NodeJS.ProcessEnv
}): Promise<ChildProcess> {
  const { cmd, args } = await serverCommand()
  const fd = openSync(options.logFile, 'a')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    OPS_TOKEN: 'o'.repeat(40),
    JWT_SECRET: 'j'.repeat(40),
    CODE_SECRET: 'c'.repeat(40),
    ROOT_USER_ID: ROOT_ID,
    ROOT_PASSWORD: 'Root#Pass2026',
    LOG_FORMAT: 'json',
    PGAPPNAME: options.appName,
    ...options.extra,
  }
  delete env.SMTP_URL
  delete env.STATIC_DIR
  const child = spawn(cmd, args, {
    cwd: serverDir,
    env,
    stdio: ['ignore', fd, fd],
    detached: true,
  })
  closeSync(fd)
  return child
}

/** Kills each process group still running (a test's afterAll: nothing outlives the file). */
export function killAll(children: ChildProcess[]): void {
  for (const c of children) {
    try {
      if (c.pid && c.exitCode === null && c.signalCode === null) process.kill(-c.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

/**
 * Polls `check` every 50 ms until it holds. The deadline is a safety net only: a real start (tsx,
 * migrations) takes a few seconds here and may take ten times that on a loaded 2-core machine; it
 * is the cap of every other real start of the suite (START_WAIT).
 */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  ms = START_WAIT.capMs,
) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Resolves when `child` has exited (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done()
    else child.once('exit', () => done())
  })

/**
 * What PostgreSQL does once it notices a killed server's dropped connections, done now: its
 * sessions (named by `appName`) end and their open transactions roll back.
 */
export async function endSessionsOf(runner: Runner, appName: string): Promise<void> {
  await runner.execute(
    sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${appName}`,
  )
}

/** Waits until no session of `appName` is left. */
export async function untilSessionsGone(runner: Runner, appName: string): Promise<void> {
  await until('the killed server to let go of its sessions', async () => {
    const r = await query<{ n: unknown }>(
      runner,
      sql`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = ${appName}`,
    )
    return num(r[0]?.n) === 0
  })
}

/** Waits until the server logging to `logFile` listens; its port. */
export async function untilListening(what: string, logFile: string): Promise<number> {
  let port = 0
  await until(what, () => {
    port = Number(
      /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(readFileSync(logFile, 'utf8'))?.[1] ?? 0,
    )
    return port > 0
  })
  return port
}
