#!/usr/bin/env node
// `pnpm bench app [--no-build] [--static] [--dist <dir>]`: builds the app, then for the login and dashboard
// routes and the heaviest member screens (fund transfer, tree view, withdrawal, team level) prints
// the gzipped JavaScript each loads and a Lighthouse mobile run (performance, LCP, TBT, CLS), and whether each budget of
// bench/budgets.mjs holds. The app is served by the real server (embedded database, temporary data folder)
// with a root member logged in for /dashboard; with --static, or when the server cannot start,
// by a static server with a made-up session (the dashboard's API calls then fail: noted).
// --dist serves another build (e.g. an older commit's, for a before/after in one sitting; implies
// --no-build).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { appDist, repoRoot, startTrellisServer } from '../tests/e2e/support/trellis-server.mjs'
import { serveStatic } from '../tests/visual/static-server.mjs'
import { budgets } from './budgets.mjs'
import { runLighthouse } from './lighthouse-run.mjs'
import { measureRouteJs } from './route-js.mjs'

const SESSION_KEY = 'trellis.session' // @trellis/api-client SESSION_KEY
const ROOT_USER_ID = 'BCH0000001'
const ROOT_PASSWORD = 'Bench#Root2026'

const args = process.argv.slice(2)
const log = (line) => process.stdout.write(`${line}\n`)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const distArg = args.indexOf('--dist')
const dist = distArg >= 0 ? resolve(args[distArg + 1] ?? '') : appDist

if (!args.includes('--no-build') && distArg < 0) {
  log('building the app (pnpm --filter @trellis/app build)…')
  const built = spawnSync('pnpm', ['--filter', '@trellis/app', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}
if (!existsSync(join(dist, 'index.html'))) {
  log(`${join(dist, 'index.html')} is missing: build the app first`)
  process.exit(1)
}

/** A member for the static mode: every field of the contract's Member, all empty. */
function madeUpMember() {
  return {
    userId: ROOT_USER_ID,
    sponcerId: null,
    firstName: 'Bench',
    lastName: 'Member',
    email: 'bench@example.test',
    phone: '+10000000000',
    wallet: 0,
    packageWallet: 0,
    bonusWallet: 0,
    totalInvestment: 0,
    totalWithdraw: 0,
    totalWithdrawal: 0,
    totalReturn: 0,
    profit: 0,
    activeDate: null,
    usdtAddress: null,
    hasTransactionPassword: false,
    poolCount: 0,
    poolWallet: 0,
    pot3Count: 0,
    pot3Wallet: 0,
    pot3Expire: null,
    pot4Count: 0,
    pot4Wallet: 0,
    pot4Expire: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  }
}

/** Serves the app: the real server when it starts, else static files. */
async function serveApp(workDir) {
  const serverMain = join(repoRoot, 'packages', 'server', 'src', 'main.ts')
  if (!args.includes('--static') && existsSync(serverMain)) {
    try {
      const server = await startTrellisServer({
        dataDir: join(workDir, 'data'),
        logFile: join(workDir, 'server.log'),
        env: { STATIC_DIR: dist, ROOT_USER_ID, ROOT_PASSWORD },
      })
      const response = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: ROOT_USER_ID, password: ROOT_PASSWORD }),
      })
      const answer = await response.json()
      if (!answer.token || !answer.user) throw new Error(`login failed: ${JSON.stringify(answer)}`)
      return {
        mode: 'real server, embedded database, root member logged in',
        url: server.url,
        session: { user: answer.user, token: answer.token, startedAt: Date.now() },
        close: server.stop,
      }
    } catch (error) {
      log(`the real server did not serve the bench (${String(error).split('\n')[0]}); static mode`)
    }
  }
  const server = await serveStatic(dist, { spaFallback: true })
  return {
    mode: 'static files, made-up session: the dashboard API calls fail (404)',
    url: server.url,
    session: { user: madeUpMember(), token: 'bench', startedAt: Date.now() },
    close: server.close,
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'trellis-bench-'))
const app = await serveApp(workDir)
let failed = false
try {
  log(`serving: ${app.mode}; the build in ${dist}`)
  const routes = [
    { name: 'login', path: '/login', session: undefined },
    { name: 'dashboard', path: '/dashboard', session: app.session },
    { name: 'fund transfer', path: '/wallet/fundTransfer', session: app.session },
    { name: 'tree view', path: '/team/treeView', session: app.session },
    // Issue 30 asks for these two as well: the withdrawal (the OTP form) and the level view.
    { name: 'withdrawal', path: '/wallet/withdrawal', session: app.session },
    { name: 'team level', path: '/team/level', session: app.session },
  ]
  const rows = []
  for (const route of routes) {
    const url = `${app.url}${route.path}`
    const withSession = route.session ? { sessionKey: SESSION_KEY, session: route.session } : {}
    const js = await measureRouteJs(url, withSession)
    if (new URL(js.finalUrl).pathname !== route.path) {
      log(`  note: ${route.path} ended on ${new URL(js.finalUrl).pathname}`)
    }
    log(
      `\n${route.name} (${route.path}): ${js.files.length} JS files, ${kb(js.gzip)} gzipped (${kb(js.raw)} raw)`,
    )
    for (const file of js.files) log(`  ${kb(file.gzip).padStart(9)}  ${file.path}`)
    const lh = await runLighthouse(url, withSession)
    rows.push({ route, js, lh })
  }
  log('\nroute                  JS gzip    perf   LCP       TBT      CLS')
  for (const { route, js, lh } of rows) {
    log(
      `${route.path.padEnd(21)} ${kb(js.gzip).padStart(9)}  ${String(lh.score).padStart(4)}  ` +
        `${(lh.lcpMs / 1000).toFixed(2).padStart(6)} s  ${Math.round(lh.tbtMs).toString().padStart(5)} ms  ${lh.cls.toFixed(3)}`,
    )
  }
  const row = (name) => rows.find((r) => r.route.name === name)
  const verdict = (ok) => (ok ? 'holds' : 'MISSED')
  const login = row('login')
  if (login) {
    const { loginJsGzipKb, login: goal } = budgets
    log(
      `\nbudget: /login JS ≤ ${loginJsGzipKb} KB gzipped: ${verdict(login.js.gzip / 1024 <= loginJsGzipKb)} (${kb(login.js.gzip)})`,
    )
    log(
      `budget: /login performance ≥ ${goal.performance}: ${verdict(login.lh.score >= goal.performance)} (${login.lh.score})`,
    )
    log(
      `budget: /login LCP ≤ ${(goal.lcpMs / 1000).toFixed(1)} s: ${verdict(login.lh.lcpMs <= goal.lcpMs)} (${(login.lh.lcpMs / 1000).toFixed(2)} s)`,
    )
  }
  const dashboard = row('dashboard')
  if (dashboard) {
    const goal = budgets.dashboard
    log(
      `budget: /dashboard performance ≥ ${goal.performance}: ${verdict(dashboard.lh.score >= goal.performance)} (${dashboard.lh.score})`,
    )
    log(
      `budget: /dashboard TBT ≤ ${goal.tbtMs} ms: ${verdict(dashboard.lh.tbtMs <= goal.tbtMs)} (${Math.round(dashboard.lh.tbtMs)} ms)`,
    )
  }
  log('(Lighthouse: mobile preset, simulated throttling; JS gzip level 9 of the bytes served.)')
} catch (error) {
  failed = true
  log(`bench failed: ${error instanceof Error ? error.stack : String(error)}`)
} finally {
  await app.close()
  rmSync(workDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
