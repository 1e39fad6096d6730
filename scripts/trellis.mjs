#!/usr/bin/env node
// The newcomer's entry point: `npm start` and `npm test` work on a machine with only Node.
// It brings pnpm (into .tools/ when it is not on the PATH), installs dependencies when they are
// missing or stale, finds or installs a Chromium and PostgreSQL for the tests, then runs the step.
import { spawnSync, spawn } from 'node:child_process'
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
} from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PNPM_VERSION = '10.34.9'
const isCI = process.env.CI === 'true' || process.env.CI === '1'
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

function log(line) {
  process.stdout.write(`\x1b[1m[trellis]\x1b[0m ${line}\n`)
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

function works(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'ignore', cwd: root })
  return !result.error && result.status === 0
}

function capture(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : ''
}

/** pnpm on the PATH at the right major version, or a private copy in .tools/. */
function ensurePnpm() {
  const onPath = capture('pnpm', ['--version'])
  if (onPath.startsWith('10.')) return 'pnpm'
  const local = join(root, '.tools', 'node_modules', '.bin', 'pnpm')
  if (!existsSync(local)) {
    log(`installing pnpm ${PNPM_VERSION} into .tools/`)
    mkdirSync(join(root, '.tools'), { recursive: true })
    const status = run('npm', [
      'install',
      '--prefix',
      '.tools',
      '--no-save',
      '--no-audit',
      '--no-fund',
      `pnpm@${PNPM_VERSION}`,
    ])
    if (status !== 0) throw new Error('could not install pnpm with npm')
  }
  return local
}

function ensureDependencies(pnpm) {
  const marker = join(root, 'node_modules', '.modules.yaml')
  const lock = join(root, 'pnpm-lock.yaml')
  const stale = !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs
  if (!stale) return
  log('installing dependencies')
  const status = run(pnpm, ['install', '--frozen-lockfile'])
  if (status !== 0) throw new Error('pnpm install failed')
}

function aptInstall(packages) {
  if (!isRoot || !works('apt-get', ['--version'])) return false
  log(`installing ${packages.join(', ')} with apt-get`)
  run('apt-get', ['update', '-qq'])
  return (
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }) === 0
  )
}

async function ensureChromium(pnpm) {
  const { findChromium, findChromiumShell } = await import('./chromium.mjs')
  let path = findChromium()
  // The tests' browsers run in the headless shell (the visual baselines are its pictures); the
  // full Chromium stays for Lighthouse and as the fallback. Debian packages both.
  const missing = [
    ...(path ? [] : ['chromium', 'fonts-dejavu-core']),
    ...(findChromiumShell() || process.env.CHROMIUM_SHELL_PATH === 'none'
      ? []
      : ['chromium-headless-shell']),
  ]
  if (missing.length > 0 && aptInstall(missing)) path = findChromium()
  if (!path) {
    log('no system Chromium: asking Playwright to download one')
    run(pnpm, ['exec', 'playwright', 'install', 'chromium'])
    path = findChromium()
  }
  if (!path)
    throw new Error('no Chromium found; set CHROMIUM_PATH to a Chromium or Chrome executable')
  process.env.CHROMIUM_PATH = path
  const shell = findChromiumShell()
  log(`Chromium: ${path}${shell ? `; the tests' browsers: ${shell}` : ''}`)
}

/** PostgreSQL's initdb and pg_ctl, for the server suite's second run. */
async function ensurePostgres() {
  const { findPgBin } = await import('./postgres.mjs')
  let bin = findPgBin()
  if (!bin && aptInstall(['postgresql'])) bin = findPgBin()
  if (bin) {
    process.env.PG_BIN = bin
    log(`PostgreSQL: ${bin}`)
    return true
  }
  if (isCI) throw new Error('PostgreSQL is required in CI (initdb and pg_ctl not found)')
  log('PostgreSQL not found: the server suite runs on the embedded database only')
  return false
}

/**
 * Each step is one command; all run, and the summary says which failed. `needs` names what the
 * step needs installed, ensured only when a chosen step needs it; `after` names the chosen steps
 * it must wait for (it still runs when they fail, and reports its own result). An `onlyByName`
 * step runs only when named (`npm test -- story tests`): it checks again what another step checks.
 *
 * Up to three steps run side by side on a machine of two cores or more (TRELLIS_TEST_JOBS=1 runs
 * one at a time): a step alone leaves a core idle much of the time (one Vitest worker, a database
 * server waiting on the client, a page waiting for a frame), and three at once keep both cores of
 * a small CI machine busy. Four crowded each other: each process waited longer for a core, and
 * whatever polls while it waits (a watcher, a page waiting for a frame, a test waiting on
 * progress) polled more, for the same checks (docs/architecture.md, "What npm test takes", has
 * the figures). The list's order is the order steps start in, longest first, so the long ones do
 * not end up alone at the end.
 */
const testSteps = [
  { name: 'storybook build', args: ['build-storybook'] },
  // Short, and the end-to-end step waits for it: built at the start, and the end-to-end step
  // listed before the unit tests, the end-to-end step follows the Docs step in the browser's
  // queue at once. Built later, it waited for a free place, then ran alone on two cores for its
  // last 93 s (a clean clone's run: 610 s in all).
  { name: 'app build', args: ['build'] },
  // Every story of that build, rendered as a member sees it: its play function and the a11y
  // check in both themes (the story tests' checks), then its pictures against the baselines;
  // the story files whose inputs changed since they were found equal, and the canaries
  // (tests/visual/affected.mjs; `pnpm test:visual --all` for every story).
  {
    name: 'visual regression',
    args: ['test:visual'],
    needs: 'chromium',
    after: ['storybook build'],
  },
  {
    name: 'server tests (embedded database)',
    args: ['exec', 'vitest', 'run', '--project', 'server'],
  },
  {
    name: 'server tests (PostgreSQL)',
    args: ['exec', 'vitest', 'run', '--project', 'server'],
    env: { TRELLIS_TEST_DB: 'postgres' },
    needs: 'postgres',
  },
  // Every Docs page of that build shows each story in its named state (tests/docs): the pages
  // whose story files changed since they were found right, and the canaries' pages.
  {
    name: 'docs pages (Chromium)',
    args: ['test:docs'],
    needs: 'chromium',
    after: ['storybook build'],
  },
  {
    name: 'end-to-end (Chromium, real server)',
    args: ['test:e2e'],
    needs: 'chromium',
    after: ['app build'],
  },
  { name: 'unit tests', args: ['exec', 'vitest', 'run', '--project', 'unit'] },
  // The visual check itself: it catches a token moved by two RGB units, and an accept rewrites
  // all of a story's pictures (tests/visual/checks, on scratch copies); run again when the
  // harness, WalletCard's stories or the browser changed since they last passed.
  {
    name: 'visual check self-tests',
    args: ['test:visual:checks'],
    needs: 'chromium',
    after: ['storybook build'],
    // Four short visual runs one after the other, each mostly starting a browser and waiting
    // (46 s of CPU in 170 s): it may start beside the two heavy browser steps.
    light: true,
  },
  { name: 'typecheck', args: ['typecheck'] },
  { name: 'lint', args: ['lint'] },
  // The same stories through Vitest (Storybook's test addon): the play functions and a11y checks
  // that the visual step already runs for every story, so CI does not render them twice.
  {
    name: 'story tests (Vitest, Chromium)',
    args: ['exec', 'vitest', 'run', '--project', 'storybook'],
    needs: 'chromium',
    onlyByName: true,
  },
]

/** How many steps may run at once: TRELLIS_TEST_JOBS, else 3 (1 on a one-core machine). */
function testJobs() {
  const wanted = Number(process.env.TRELLIS_TEST_JOBS)
  if (Number.isInteger(wanted) && wanted >= 1) return wanted
  return availableParallelism() < 2 ? 1 : 3
}

/**
 * Where a step's CPU time can be counted whole: a cgroup v1 `cpuacct` hierarchy this user may
 * write (root on the CI machine). Every process the step starts stays in its group, however it
 * was started: Chromium's renderers and a detached PostgreSQL server count too.
 */
const cpuacctRoot = '/sys/fs/cgroup/cpuacct'
const canCountGroups = (() => {
  if (process.platform !== 'linux' || process.env.TRELLIS_CPU_GROUPS === '0') return false
  try {
    accessSync(cpuacctRoot, constants.W_OK)
    return existsSync(join(cpuacctRoot, 'cpuacct.usage'))
  } catch {
    return false
  }
})()

/**
 * The child's CPU time in seconds, and how it was counted: `group` (every process of the step,
 * from its cgroup) or `waited` (the shell's `times`: user + system of the child and what it
 * waited for, which leaves out Chromium's renderers and a detached database server). undefined
 * where there is no POSIX shell.
 */
function withCpuTime(cmd, args, dir) {
  if (process.platform === 'win32' || !existsSync('/bin/sh'))
    return { cmd, args, cpu: () => undefined }
  const file = join(dir, `times-${Math.random().toString(36).slice(2)}`)
  const group = canCountGroups ? join(cpuacctRoot, `trellis-${basename(file)}`) : ''
  // Joins the group when there is one (a failure only loses the figure), runs the step, then
  // writes both figures. The group's counter is read before the group is removed.
  const script = [
    'g="$TRELLIS_CPU_GROUP"',
    '[ -n "$g" ] && mkdir "$g" 2>/dev/null && echo $$ > "$g/cgroup.procs" 2>/dev/null || g=""',
    '"$0" "$@"; status=$?',
    'times > "$TRELLIS_TIMES_FILE"',
    '[ -n "$g" ] && cat "$g/cpuacct.usage" > "$TRELLIS_TIMES_FILE.group" 2>/dev/null',
    'exit $status',
  ].join('\n')
  return {
    cmd: '/bin/sh',
    args: ['-c', script, cmd, ...args],
    env: { TRELLIS_TIMES_FILE: file, TRELLIS_CPU_GROUP: group },
    cpu: () => {
      if (group) {
        try {
          const nanoseconds = Number(readFileSync(`${file}.group`, 'utf8').trim())
          // The group empties when the step's last process ends; one still running (a server
          // left behind) keeps it, and the next run starts its own.
          try {
            rmdirSync(group)
          } catch {
            // not empty yet
          }
          if (Number.isFinite(nanoseconds) && nanoseconds > 0)
            return { seconds: nanoseconds / 1e9, counted: 'group' }
        } catch {
          // no figure from the group: the shell's below
        }
      }
      try {
        // Two lines, "user system" of the shell, then of its children: the last two figures.
        const figures = [...readFileSync(file, 'utf8').matchAll(/(\d+)m([\d.]+)s/g)].map(
          (m) => Number(m[1]) * 60 + Number(m[2]),
        )
        return figures.length >= 4
          ? { seconds: figures[2] + figures[3], counted: 'waited' }
          : undefined
      } catch {
        return undefined
      }
    },
  }
}

/** The last `count` lines of a step's output that say something (not a row of progress dots). */
function lastLines(text, count) {
  const lines = text
    .trimEnd()
    .split('\n')
    .filter((line) => !/^[.F]+$/.test(line.trim()) && line.trim() !== '')
  return lines.slice(-count).join('\n')
}

/**
 * Runs one step. Alone it writes straight to the terminal; beside another its output (stdout and
 * stderr in the order they came) is kept and printed in one piece when it ends, so two steps'
 * lines never mix.
 */
function runStep(pnpm, step, buffered, dir) {
  const { cmd, args, env, cpu } = withCpuTime(pnpm, step.args, dir)
  const started = Date.now()
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...step.env, ...env },
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  const output = []
  if (buffered) {
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
  }
  return new Promise((done) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (code) =>
      done({
        name: step.name,
        ok: code === 0,
        startedAt: started,
        seconds: (Date.now() - started) / 1000,
        cpu: cpu(),
        output: Buffer.concat(output),
      }),
    )
  })
}

async function test(pnpm) {
  const only = process.argv.slice(3)
  // Steps are chosen first, so `npm test -- lint` never looks for Chromium or PostgreSQL.
  let chosen = testSteps.filter(({ name, onlyByName }) =>
    only.length === 0 ? !onlyByName : only.some((w) => name.includes(w)),
  )
  // A typo in a filter must not pass as "0 passed, 0 failed".
  if (chosen.length === 0) {
    log(`no test step matches ${only.join(' ')}; the steps are:`)
    for (const { name } of testSteps) log(`  ${name}`)
    return 1
  }
  if (chosen.some((s) => s.needs === 'chromium')) await ensureChromium(pnpm)
  if (chosen.some((s) => s.needs === 'postgres') && !(await ensurePostgres())) {
    chosen = chosen.filter((s) => s.needs !== 'postgres')
    if (chosen.length === 0) return 1
  }
  const jobs = Math.min(testJobs(), chosen.length)
  const buffered = jobs > 1
  const names = new Set(chosen.map((s) => s.name))
  const byName = new Map(chosen.map((s) => [s.name, s]))
  const dir = mkdtempSync(join(tmpdir(), 'trellis-test-'))
  const started = Date.now()
  const results = new Map()
  const waiting = [...chosen]
  const running = new Map()
  if (buffered) log(`running up to ${jobs} steps at once (TRELLIS_TEST_JOBS=1: one at a time)`)
  try {
    while (waiting.length > 0 || running.size > 0) {
      // Start every step whose prerequisites (among the chosen ones) have ended, in list order.
      for (const step of [...waiting]) {
        if (running.size >= jobs) break
        if ((step.after ?? []).some((name) => names.has(name) && !results.has(name))) continue
        // One browser step at a time, with steps without a browser beside it. Two side by side
        // on two cores each waited for frames and polled longer: in one sitting of clean-clone
        // runs the visual and Docs steps took 884 + 235 s of CPU one after the other and
        // 1,066 + 299 s when Docs overlapped the visual step for its last 340 s. A `light` one
        // (the visual check self-tests, mostly waiting) does not count.
        if (
          step.needs === 'chromium' &&
          !step.light &&
          [...running.keys()].some((n) => {
            const other = byName.get(n)
            return other?.needs === 'chromium' && !other.light
          })
        )
          continue
        waiting.splice(waiting.indexOf(step), 1)
        log(buffered ? `── ${step.name}: started` : `── ${step.name}`)
        running.set(step.name, runStep(pnpm, step, buffered, dir))
      }
      const result = await Promise.race(running.values())
      running.delete(result.name)
      results.set(result.name, result)
      if (buffered) {
        log(`── ${result.name}`)
        process.stdout.write(result.output)
        log(
          `── ${result.name}: ${result.ok ? 'passed' : 'FAILED'} after ${result.seconds.toFixed(1)} s`,
        )
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const total = (Date.now() - started) / 1000
  // A CI log is often read from its end only: what each failed step said last, and any test that
  // passed only on a second try (a step's `FLAKY ` lines), are repeated here, next to the summary.
  if (buffered) {
    for (const r of results.values()) {
      if (r.ok) continue
      log(`── ${r.name} failed; its last lines (the whole output is above):`)
      process.stdout.write(`${lastLines(r.output.toString('utf8'), 40)}\n`)
    }
  }
  const flaky = [...results.values()].flatMap((r) =>
    r.output
      .toString('utf8')
      .split('\n')
      .filter((line) => line.startsWith('FLAKY ')),
  )
  if (flaky.length > 0) {
    log(`── passed only on a second try (${flaky.length}): a race to look into`)
    for (const line of flaky) process.stdout.write(`${line}\n`)
  }
  log('── summary')
  for (const { name } of chosen) {
    const r = results.get(name)
    const cpu = r.cpu === undefined ? '' : `  cpu ${r.cpu.seconds.toFixed(1)} s`
    // When it started, counted from the first step: shows which steps ran side by side.
    const from = buffered ? `  from +${((r.startedAt - started) / 1000).toFixed(1)} s` : ''
    log(`${r.ok ? 'pass' : 'FAIL'}  ${r.name}  (${r.seconds.toFixed(1)} s)${cpu}${from}`)
  }
  const counted = [...results.values()].map((r) => r.cpu).filter(Boolean)
  if (counted.length > 0) {
    const sum = counted.reduce((total, c) => total + c.seconds, 0)
    const how = counted.every((c) => c.counted === 'group')
      ? 'every process of each step (cpuacct cgroup)'
      : "each step and what it waited for (the shell's times: not Chromium's renderers or a detached database server)"
    log(`cpu ${sum.toFixed(1)} s in all, counted over ${how}`)
    // What ten minutes of CI allow on this machine's cores (TRELLIS_CPU_BUDGET overrides it, in
    // CPU seconds). The run is CPU-bound (three steps at once keep the cores busy), so its CPU over
    // its cores is about its wall time: a slower machine shows here before CI turns red.
    const cores = availableParallelism()
    const wanted = Number(process.env.TRELLIS_CPU_BUDGET)
    const budget = Number.isFinite(wanted) && wanted > 0 ? wanted : 600 * cores
    const share = (sum / budget) * 100
    log(
      `cpu budget: ${sum.toFixed(0)} s of the ${budget} s that ten minutes on ${cores} cores allow (${share.toFixed(0)} %)` +
        (share > 100
          ? ': OVER; this run cannot end within ten minutes here'
          : share > 80
            ? ': near the limit'
            : ''),
    )
  }
  const failed = [...results.values()].filter((r) => !r.ok)
  log(`${results.size - failed.length} passed, ${failed.length} failed in ${total.toFixed(1)} s`)
  if (failed.length > 0) log(`failed: ${failed.map((r) => r.name).join(', ')}`)
  return failed.length === 0 ? 0 : 1
}

function start(pnpm) {
  if (process.env.TRELLIS_SKIP_BUILD !== '1') {
    log('building the app')
    if (run(pnpm, ['--filter', '@trellis/app', 'build']) !== 0) return 1
  }
  const child = server({
    STATIC_DIR: process.env.STATIC_DIR ?? join(root, 'packages', 'app', 'dist'),
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  return new Promise((done) => child.on('exit', (code) => done(code ?? 0)))
}

/**
 * The server straight under this script (node with tsx's loader), not through pnpm and tsx's own
 * wrapper: Ctrl-C reaches it once and it stops cleanly, with no runner reporting a signal.
 */
function server(env) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    stdio: 'inherit',
    cwd: join(root, 'packages', 'server'),
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'), ...env },
  })
}

function dev() {
  const children = [
    server({}),
    // Vite straight too (the app's `dev` script), so its stop is not reported as pnpm's failure.
    spawn(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js')], {
      stdio: 'inherit',
      cwd: join(root, 'packages', 'app'),
    }),
  ]
  const stop = () => children.forEach((c) => c.kill('SIGTERM'))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  return new Promise((done) => children[0].on('exit', (code) => (stop(), done(code ?? 0))))
}

/** `npm run ops -- <command…>`: the operator CLI through the same bootstrap as `npm start`. */
function ops(pnpm, words) {
  return run(pnpm, ['--silent', '--filter', '@trellis/server', 'run', 'ops', ...words])
}

async function main() {
  const command = process.argv[2] ?? 'help'
  const pnpm = ensurePnpm()
  ensureDependencies(pnpm)
  switch (command) {
    case 'start':
      return start(pnpm)
    case 'dev':
      return dev()
    case 'test':
      return test(pnpm)
    case 'ops':
      return ops(pnpm, process.argv.slice(3))
    case 'setup':
      return 0
    default:
      log(
        'usage: node scripts/trellis.mjs start | dev | test [step words…] | ops <command…> | setup',
      )
      return command === 'help' ? 0 : 2
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log(`error: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
