// `npm test -- <words>` chooses its steps first and ensures only what they need. Runs the real
// scripts/trellis.mjs with a stand-in pnpm on the PATH that records its calls instead of running
// them, so the test reads which steps ran and whether Chromium or PostgreSQL were looked for.
// The stand-in also notes when each call starts and ends and prints two lines with a pause
// between them, so a test sees whether steps overlap and whether their output stays in one piece;
// FAKE_FAIL=<word> makes the calls whose arguments contain the word fail. FAKE_TOGETHER=<n> makes
// each step wait, between its two lines, until n steps have started: a runner that starts them
// side by side passes however slowly the machine spawns them (a pause of a fraction of a second
// was a race with the clock: a loaded machine could spawn the next step after the first had
// ended); one that does not never gets there, and the stand-in gives up after 30 s (see below).
import { spawnSync } from 'node:child_process'
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it, vi } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const bin = mkdtempSync(join(tmpdir(), 'trellis-fake-pnpm-'))
const calls = join(bin, 'calls.log')
const events = join(bin, 'events.log')
const burnt = join(bin, 'burnt')
writeFileSync(
  join(bin, 'pnpm'),
  [
    '#!/bin/sh',
    'if [ "$1" = "--version" ]; then echo 10.34.9; exit 0; fi',
    `echo "$*" >> "${calls}"`,
    `echo "start $*" >> "${events}"`,
    'echo "first line of $*"',
    'sleep "${FAKE_PAUSE:-0}"',
    // The meeting point of FAKE_TOGETHER steps. 30 s is the safety net for a runner that never
    // starts them together (it then fails the test's order check): spawning a step takes well
    // under a second even on a loaded 2-core machine.
    'if [ -n "$FAKE_TOGETHER" ]; then',
    '  give_up=$(( $(date +%s) + 30 ))',
    `  while [ "$(grep -v '^start install' "${events}" | grep -c '^start ')" -lt "$FAKE_TOGETHER" ] && [ "$(date +%s)" -lt "$give_up" ]; do sleep 0.05; done`,
    'fi',
    // A detached process that burns 0.5 s of CPU, as a database server started by pg_ctl runs:
    // the subshell exits at once, so nobody in the step waits for it. The step ends after it,
    // blocked on a pipe the burner writes when done (a wait that costs no CPU itself).
    `if [ -n "$FAKE_BURN" ]; then rm -f "${burnt}"; mkfifo "${burnt}"; ( "${process.execPath}" -e "while (process.cpuUsage().user < 5e5); require('fs').writeFileSync('${burnt}', 'done')" & ); read done < "${burnt}"; fi`,
    'echo "last line of $*"',
    'case "$*" in *"${FAKE_FLAKY:-no fake flaky}"*) echo "FLAKY a test of $* passed on its second try" ;; esac',
    `echo "end $*" >> "${events}"`,
    'case "$*" in *"${FAKE_FAIL:-no fake failure}"*) exit 3 ;; esac',
    '',
  ].join('\n'),
)
chmodSync(join(bin, 'pnpm'), 0o755)
afterAll(() => rmSync(bin, { recursive: true, force: true }))
// Each test starts the runner (and a stand-in step) as new Node processes: about a second of CPU
// each, 28 s beside three other steps, and 238 s for the three runs of the CPU-count test beside
// two CPU hogs and three other steps (load ~39, where 90 s failed it). A safety net, not a goal.
vi.setConfig({ testTimeout: 600_000 })

function npmTest(...words: string[]) {
  return trellis('test', ...words)
}

function trellis(command: string, ...words: string[]) {
  return trellisWith({}, command, ...words)
}

function withoutJobs(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { TRELLIS_TEST_JOBS: _jobs, ...rest } = env
  return rest
}

function trellisWith(env: Record<string, string>, command: string, ...words: string[]) {
  writeFileSync(calls, '')
  writeFileSync(events, '')
  const r = spawnSync(process.execPath, [join(root, 'scripts/trellis.mjs'), command, ...words], {
    cwd: root,
    encoding: 'utf8',
    // The outer run's TRELLIS_TEST_JOBS (a developer's, or CI's) is not this runner's default.
    env: { ...withoutJobs(process.env), PATH: `${bin}:${process.env.PATH}`, CI: '', ...env },
  })
  // A stale install (lockfile newer than node_modules) is not a step: leave it out.
  const ran = readFileSync(calls, 'utf8').trim().split('\n')
  return {
    status: r.status,
    out: r.stdout,
    ran: ran.filter((c) => c !== '' && !c.startsWith('install')),
  }
}

describe('npm test -- <words>', () => {
  it('runs lint alone without looking for Chromium or PostgreSQL, and times it', () => {
    const r = npmTest('lint')
    expect(r.status).toBe(0)
    expect(r.ran).toEqual(['lint'])
    expect(r.out).not.toMatch(/Chromium|PostgreSQL/)
    expect(r.out).toMatch(/pass {2}lint {2}\(\d+\.\d s\)/)
  })

  it('looks for Chromium (not PostgreSQL) for the story tests', () => {
    const r = npmTest('story')
    // "story" also picks the storybook build, which needs no browser. The two may start together,
    // so the stand-in may note them in either order.
    expect([...r.ran].sort()).toEqual(['build-storybook', 'exec vitest run --project storybook'])
    expect(r.out).toContain('Chromium: ')
    expect(r.out).not.toContain('PostgreSQL')
  })

  it('says which steps exist when the words match none, and fails', () => {
    const r = npmTest('no-such-step')
    expect(r.status).toBe(1)
    expect(r.out).toContain('no test step matches no-such-step')
    expect(r.out).toContain('server tests (PostgreSQL)')
    expect(r.out).not.toContain('Chromium: ')
    expect(r.ran).toEqual([])
  })
})

describe('npm test runs independent steps side by side', () => {
  const events = () =>
    readFileSync(join(bin, 'events.log'), 'utf8')
      .trim()
      .split('\n')
      .filter((e) => !/^(start|end) install/.test(e))

  it('starts the second step before the first ends, and prints each step whole', () => {
    const r = trellisWith({ FAKE_TOGETHER: '2' }, 'test', 'typecheck', 'lint')
    expect(r.status).toBe(0)
    expect(events().slice(0, 2).sort()).toEqual(['start lint', 'start typecheck'])
    // Each step's lines come out together, never mixed with the other step's.
    for (const step of ['typecheck', 'lint']) {
      const lines = r.out.split('\n')
      const first = lines.indexOf(`first line of ${step}`)
      expect(first, r.out).toBeGreaterThanOrEqual(0)
      expect(lines[first + 1]).toBe(`last line of ${step}`)
    }
    expect(r.out).toMatch(/pass {2}typecheck {2}\(\d+\.\d s/)
    expect(r.out).toMatch(/pass {2}lint {2}\(\d+\.\d s\) {2}cpu \d+\.\d s/)
    expect(r.out).toMatch(/2 passed, 0 failed in \d+\.\d s/)
  })

  // Where the runner can make cgroups (root on a Linux CI machine), a step's CPU is that of every
  // process it started: Chromium's renderers and a detached database server are not waited for.
  const cpuGroups = (() => {
    try {
      accessSync('/sys/fs/cgroup/cpuacct', constants.W_OK)
      return existsSync('/sys/fs/cgroup/cpuacct/cpuacct.usage')
    } catch {
      return false
    }
  })()
  it.runIf(cpuGroups)("counts the CPU of a step's detached processes too", () => {
    const cpu = (out: string) =>
      Number(/pass {2}lint {2}\(\d+\.\d s\) {2}cpu (\d+\.\d) s/.exec(out)?.[1])
    const whole = trellisWith({ FAKE_BURN: '1' }, 'test', 'lint')
    expect(whole.status).toBe(0)
    expect(cpu(whole.out), whole.out).toBeGreaterThanOrEqual(0.45)
    expect(whole.out).toMatch(/cpu \d+\.\d s in all, counted over every process of each step/)
    const waited = trellisWith({ FAKE_BURN: '1', TRELLIS_CPU_GROUPS: '0' }, 'test', 'lint')
    expect(cpu(waited.out), waited.out).toBeLessThan(0.3)
    expect(waited.out).toMatch(/counted over each step and what it waited for/)
    // A budget below what the run took says so (a machine too slow for ten minutes).
    const over = trellisWith({ FAKE_BURN: '1', TRELLIS_CPU_BUDGET: '0.1' }, 'test', 'lint')
    expect(over.out).toMatch(
      /of the 0\.1 s .* \(\d+ %\): OVER; this run cannot end within ten minutes here/,
    )
  })

  it("ends with the CPU against what ten minutes on the machine's cores allow", () => {
    const r = trellisWith({}, 'test', 'lint')
    expect(r.status).toBe(0)
    expect(r.out).toMatch(
      /cpu budget: \d+ s of the \d+ s that ten minutes on \d+ cores allow \(\d+ %\)/,
    )
  })

  it('runs a step only after the steps it needs (visual after the storybook build)', () => {
    const r = trellisWith({ FAKE_PAUSE: '0.3' }, 'test', 'storybook build', 'visual')
    expect(r.status).toBe(0)
    const e = events()
    expect(e.indexOf('start test:visual')).toBeGreaterThan(e.indexOf('end build-storybook'))
  })

  it('fails the run and names the failed step when one of two side-by-side steps fails', () => {
    const r = trellisWith({ FAKE_PAUSE: '0.3', FAKE_FAIL: 'lint' }, 'test', 'typecheck', 'lint')
    expect(r.status).toBe(1)
    expect(r.out).toMatch(/FAIL {2}lint {2}\(/)
    expect(r.out).toMatch(/pass {2}typecheck {2}\(/)
    expect(r.out).toMatch(/1 passed, 1 failed/)
    // The failed step's own output is printed, not only its name.
    expect(r.out).toContain('last line of lint')
    // ... and its last lines again after every step's output, next to the summary: a CI log is
    // often read from its end only.
    const repeated = r.out.indexOf('lint failed; its last lines')
    expect(repeated, r.out).toBeGreaterThan(r.out.lastIndexOf('last line of typecheck'))
    expect(r.out.lastIndexOf('last line of lint')).toBeGreaterThan(repeated)
    expect(repeated).toBeLessThan(r.out.indexOf('── summary'))
    expect(r.out).not.toContain('typecheck failed')
  })

  it('repeats, next to the summary, every test that passed only on a second try', () => {
    const r = trellisWith({ FAKE_FLAKY: 'typecheck' }, 'test', 'typecheck', 'lint')
    expect(r.status).toBe(0)
    const header = r.out.indexOf('passed only on a second try (1)')
    expect(header, r.out).toBeGreaterThan(r.out.indexOf('last line of typecheck'))
    expect(r.out.lastIndexOf('FLAKY a test of typecheck passed')).toBeGreaterThan(header)
    expect(header).toBeLessThan(r.out.indexOf('── summary'))
  })

  it('runs three steps side by side by default; a fourth waits for a free place', () => {
    const r = trellisWith(
      { FAKE_TOGETHER: '3' },
      'test',
      'typecheck',
      'lint',
      'unit tests',
      'app build',
    )
    expect(r.status, r.out).toBe(0)
    const e = events()
    // The list's order: unit tests, app build, typecheck start together; lint after one ends.
    expect(e.slice(0, 3).sort(), e.join('\n')).toEqual([
      'start build',
      'start exec vitest run --project unit',
      'start typecheck',
    ])
    // Read in the runner's own log, not in the stand-ins' (whose order a loaded machine may
    // shuffle): the fourth step is started only once a step has passed.
    expect(r.out.indexOf('── lint: started'), r.out).toBeGreaterThan(
      r.out.indexOf(': passed after'),
    )
  })

  it('starts the visual check self-tests beside a browser step: they mostly wait', () => {
    const r = trellisWith(
      {
        FAKE_TOGETHER: '3',
        CHROMIUM_PATH: '/bin/sh',
        CHROMIUM_SHELL_PATH: '/bin/sh',
        TRELLIS_TEST_JOBS: '4',
      },
      'test',
      'docs pages',
      'lint',
      'visual check self-tests',
    )
    expect(r.status, r.out).toBe(0)
    const e = events()
    // All three started before any of them ended.
    expect(e.slice(0, 3).sort(), e.join('\n')).toEqual([
      'start lint',
      'start test:docs',
      'start test:visual:checks',
    ])
  })

  it('runs one browser step at a time, and steps without a browser beside it', () => {
    const r = trellisWith(
      // A browser step and lint meet; the next browser step starts once the first one ends.
      {
        FAKE_TOGETHER: '2',
        CHROMIUM_PATH: '/bin/sh',
        CHROMIUM_SHELL_PATH: '/bin/sh',
        TRELLIS_TEST_JOBS: '4',
      },
      'test',
      'docs pages',
      'end-to-end',
      'story tests',
      'lint',
    )
    expect(r.status, r.out).toBe(0)
    const e = events()
    const span = (word: string): [number, number] => [
      e.findIndex((line) => line.startsWith('start') && line.includes(word)),
      e.findIndex((line) => line.startsWith('end') && line.includes(word)),
    ]
    const browser = ['test:docs', 'test:e2e', '--project storybook'].map(span)
    // Count the browser steps running after each event: never more than one.
    for (let i = 0; i < e.length; i++) {
      const running = browser.filter(([from, to]) => from <= i && i < to).length
      expect(running, e.join('\n')).toBeLessThanOrEqual(1)
    }
    // Lint (no browser) starts before the first browser step ends.
    expect(span('lint')[0]).toBeLessThan(Math.min(...browser.map(([, to]) => to)))
  })

  it('leaves out the Vitest story tests unless named: the visual step plays every story', () => {
    const r = trellisWith(
      { CHROMIUM_PATH: '/bin/sh', CHROMIUM_SHELL_PATH: '/bin/sh', TRELLIS_TEST_JOBS: '1' },
      'test',
    )
    expect(r.ran).toContain('test:visual')
    expect(r.ran).toContain('test:visual:checks')
    expect(r.ran).not.toContain('exec vitest run --project storybook')
    expect(npmTest('story tests').ran).toEqual(['exec vitest run --project storybook'])
  })

  it('runs one step at a time with TRELLIS_TEST_JOBS=1', () => {
    const r = trellisWith(
      { FAKE_PAUSE: '0.3', TRELLIS_TEST_JOBS: '1' },
      'test',
      'typecheck',
      'lint',
    )
    expect(r.status).toBe(0)
    expect(events()).toEqual(['start typecheck', 'end typecheck', 'start lint', 'end lint'])
  })
})

describe('npm run ops -- <command…>', () => {
  it('runs the operator CLI through the same bootstrap as npm start, words intact', () => {
    const r = trellis('ops', 'pay-withdrawal', '12', '--trx', '0xab cd')
    expect(r.status).toBe(0)
    expect(r.ran).toEqual([
      '--silent --filter @trellis/server run ops pay-withdrawal 12 --trx 0xab cd',
    ])
    // The root script goes through it too, so `npm run ops` needs only Node.
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts
    expect(scripts.ops).toBe('node scripts/trellis.mjs ops')
  })
})
