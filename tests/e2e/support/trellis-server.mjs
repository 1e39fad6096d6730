// Starts the real Trellis server (packages/server/src/main.ts through tsx) on a free port with
// its own data folder, for the end-to-end tests and the app bench. The server runs in its own
// process group so stopping it also stops anything it started.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { processTreeCpu, untilProgress } from '../../../scripts/progress.mjs'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
export const appDist = join(repoRoot, 'packages', 'app', 'dist')

/** @returns {Promise<number>} a port that was free a moment ago on 127.0.0.1 */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => done(port))
    })
  })
}

/**
 * Builds the app when packages/app/dist is missing or predates the CSP nonce (the test command
 * builds it before): an old build's styles are refused by the server's CSP.
 */
export function ensureAppBuilt() {
  const index = join(appDist, 'index.html')
  // A current build has the CSP nonce placeholder and the prerendered public pages.
  const current =
    existsSync(index) &&
    readFileSync(index, 'utf8').includes('property="csp-nonce"') &&
    existsSync(join(appDist, 'prerendered', 'login.html'))
  if (current) return
  process.stdout.write('[e2e] packages/app/dist is missing or old: building the app\n')
  const built = spawnSync('pnpm', ['--filter', '@trellis/app', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  })
  if (built.status !== 0) throw new Error('the app build failed')
}

async function answers(url) {
  try {
    // Long enough for a starved process's first answer; a refused connection returns at once.
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    return response.status > 0
  } catch {
    return false
  }
}

/**
 * @param {{ dataDir: string, env?: Record<string, string>, logFile: string, idleMs?: number, capMs?: number }} options
 *   env: extra variables (SMTP_URL, ROOT_PASSWORD, OPS_TOKEN, STATIC_DIR...); PORT, HOST and
 *   DATA_DIR are set here; idleMs and capMs: the start's idle deadline and cap (scripts/progress.mjs)
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startTrellisServer(options) {
  const port = await freePort()
  const log = createWriteStream(options.logFile)
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx')
  const child = spawn(tsx, [join(repoRoot, 'packages', 'server', 'src', 'main.ts')], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...options.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
    },
  })
  let bytes = 0
  const logBytes = () => bytes
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => (bytes += chunk.length))
    stream.pipe(log)
  }
  let exited = null
  child.on('exit', (code, signal) => (exited = { code, signal }))

  const url = `http://127.0.0.1:${port}`
  const output = () =>
    existsSync(options.logFile) ? readFileSync(options.logFile, 'utf8').slice(-4_000) : ''
  // A start in a fresh DATA_DIR runs initdb in WebAssembly and every migration: 6–10 s of CPU,
  // a minute or more beside the other steps of `npm test` on a loaded 2-core machine. So no fixed
  // deadline: the wait goes on while the server prints or computes (an idle minute fails it),
  // and ten minutes cap it.
  try {
    await untilProgress({
      what: 'the Trellis server start',
      done: () => answers(url),
      progress: () => `${logBytes()}:${processTreeCpu(child.pid) ?? ''}`,
      failed: () => (exited ? `the server exited (${JSON.stringify(exited)})` : undefined),
      detail: () => `its output:\n${output()}`,
      idleMs: options.idleMs ?? 60_000,
      capMs: options.capMs ?? 10 * 60_000,
      pollMs: 250,
    })
  } catch (error) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
    throw error
  }

  const stop = async () => {
    if (exited) return
    const gone = new Promise((done) => child.once('exit', done))
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }, 5_000)
    await gone
    clearTimeout(timer)
    log.end()
  }
  return { url, port, stop }
}
