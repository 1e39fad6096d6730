// The real server, started as `npm start` starts it (tsx src/main.ts in packages/server) with its
// settings in the environment, its log in a file; stopped with SIGTERM (a clean PGlite close),
// killed with its process group if it does not stop.
import { spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../test/helpers/pg-cluster'
import { START_WAIT } from '../../test/helpers/progress'
// scripts/ is the repository's tooling, not a package.
// eslint-disable-next-line import-x/no-relative-packages
import { processTreeCpu, untilProgress } from '../../../../scripts/progress.mjs'
import { atExit } from './cleanup'
import { httpClient } from './http-client'

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** How `npm start` starts the server (run in packages/server). */
export const TSX_START = {
  cmd: join(serverDir, 'node_modules', '.bin', 'tsx'),
  args: ['src/main.ts'],
}

export interface ServerSettings {
  dataDir: string
  databaseUrl: string | undefined
  smtpPort: number
  opsToken: string
  /** Unset: the server's own (kept in the database, shared by every process on it). */
  jwtSecret?: string
  codeSecret?: string
  rootUserId: string
  rootPassword: string
  /**
   * What to run instead of `tsx src/main.ts` (the server suite's one bundle of the same code:
   * test/helpers/server-bundle.ts).
   */
  command?: { cmd: string; args: string[] }
}

/** A started server: its port, whether it died (and how), the tail of its log, `stop()`. */
export interface RunningServer {
  port: number
  death(): string | undefined
  logTail(lines?: number): string
  stop(): Promise<void>
}

/**
 * Starts the server and resolves once it answers HTTP. It waits as long as the start gets on
 * (its log grows or its processes use CPU) and fails after `wait.idleMs` without either, or after
 * `wait.capMs` in all (START_WAIT: a start costs ~3 s of CPU, minutes on a loaded machine).
 */
export async function startServer(
  s: ServerSettings,
  wait: { idleMs: number; capMs: number } = START_WAIT,
): Promise<RunningServer> {
  const port = await freePort()
  const logFile = join(s.dataDir, 'server.log')
  const fd = openSync(logFile, 'a')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: s.dataDir,
    SMTP_URL: `smtp://127.0.0.1:${s.smtpPort}`,
    OPS_TOKEN: s.opsToken,
    ROOT_USER_ID: s.rootUserId,
    ROOT_PASSWORD: s.rootPassword,
    // Honoured once the security work lands: each member's login comes from its own address.
    TRUST_PROXY: '1',
  }
  delete env.STATIC_DIR
  for (const [name, value] of [
    ['JWT_SECRET', s.jwtSecret],
    ['CODE_SECRET', s.codeSecret],
  ] as const) {
    if (value === undefined) delete env[name]
    else env[name] = value
  }
  if (s.databaseUrl) env.DATABASE_URL = s.databaseUrl
  else delete env.DATABASE_URL
  const { cmd, args } = s.command ?? TSX_START
  const child = spawn(cmd, args, {
    cwd: serverDir,
    env,
    stdio: ['ignore', fd, fd],
    detached: true,
  })
  closeSync(fd)
  let died: string | undefined
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      died = `server exited (${signal ?? `code ${code}`})`
      done()
    }),
  )
  const logTail = (lines = 20) =>
    readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')

  const stop = atExit(async () => {
    if (died) return
    child.kill('SIGTERM') // tsx (if any) passes it on; the server closes its database and exits
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }, 15_000)
    await exited
    clearTimeout(timer)
  })
  let stopped = false
  const server: RunningServer = {
    port,
    death: () => (stopped ? undefined : died),
    logTail,
    stop: async () => {
      stopped = true
      await stop()
    },
  }

  // A probe may take seconds on a starved machine; a refused connection answers at once.
  const client = httpClient(port, 1, 10_000)
  try {
    await untilProgress({
      what: 'the server start',
      done: async () => (await client.get('/api/ready-probe')).status > 0,
      progress: () => `${statSync(logFile).size}:${processTreeCpu(child.pid) ?? ''}`,
      failed: () => (died ? `${died} before listening` : undefined),
      detail: () => logTail(),
      pollMs: 200,
      ...wait,
    })
    return server
  } catch (error) {
    await server.stop()
    throw error
  } finally {
    client.close()
  }
}
