// Background work never kills the server. The scheduler survives failing runs (one line each,
// retried sooner with backoff); on PostgreSQL the daily return rides out a real outage: it logs
// it, calls answer 503, and once the database is back the retry pays the due ROI.
import { afterAll, describe, expect, it } from 'vitest'
import { percentOf } from '@trellis/contract'
import { startAccrual } from '../src/jobs/accrual-schedule'
import { startJob } from '../src/jobs/scheduler'
import { DAY_MS, fileTestApp, PASSWORD, ROOT_ID } from './helpers/app'
import { testDbKind } from './helpers/db'

const FAST = { everyMs: 60_000, retryFirstMs: 50, retryMaxMs: 400 }

/** Waits until `check` holds, polling every 50 ms, for at most `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Collects unhandled rejections while `fn` runs. */
async function watchRejections(fn: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = []
  const listener = (reason: unknown) => void seen.push(reason)
  process.on('unhandledRejection', listener)
  try {
    await fn()
    // Give a stray rejection a turn to surface.
    await new Promise((r) => setTimeout(r, 100))
  } finally {
    process.off('unhandledRejection', listener)
  }
  return seen
}

describe('scheduler', () => {
  it('an outage is one line when it starts and one when it ends, when the job asks so', async () => {
    const lines: string[] = []
    const log = {
      info: (l: string) => lines.push(`info ${l}`),
      warn: (l: string) => lines.push(`warn ${l}`),
    }
    const at: number[] = []
    const seen: string[] = []
    let calls = 0
    const job = startJob(
      'Watcher',
      async () => {
        at.push(Date.now())
        calls++
        if (calls <= 3) throw new Error(`down ${calls}`)
        return calls
      },
      log,
      // A poll of 10 ms: the backoff goes past it (50, 100 ms), as the chain jobs' does.
      { everyMs: 10, retryFirstMs: 50, retryMaxMs: 400, backoffPastEvery: true },
      {
        firstFailure: (e) => `Watcher: ${(e as Error).message}; retrying.`,
        recovered: (n) => `Watcher: back after ${n}.`,
        afterRun: (value) => seen.push(`ran ${value}`),
        onFailure: (e) => seen.push((e as Error).message),
      },
    )
    await until(() => calls >= 4)
    await job.stop()
    expect(lines).toEqual(['warn Watcher: down 1; retrying.', 'info Watcher: back after 3.'])
    // The job may run again between the fourth call and the stop (every 10 ms; later on a loaded
    // machine): those runs are quiet ones, after the first four.
    expect(seen.slice(0, 4)).toEqual(['down 1', 'down 2', 'down 3', 'ran 4'])
    expect(seen.slice(4).filter((s) => !/^ran \d+$/.test(s))).toEqual([])
    // The third try waited the doubled backoff (100 ms), not the 10 ms poll.
    expect((at[2] ?? 0) - (at[1] ?? 0)).toBeGreaterThanOrEqual(95)
  })

  it('logs each failure in one line without its secret, retries with backoff, then runs on', async () => {
    const lines: string[] = []
    const log = {
      info: (l: string) => lines.push(`info ${l}`),
      warn: (l: string) => lines.push(`warn ${l}`),
    }
    let calls = 0
    const rejections = await watchRejections(async () => {
      const job = startJob(
        'Test job',
        async () => {
          calls++
          if (calls <= 2) throw new Error('Failed query: SELECT $1\nparams: hunter2-secret')
        },
        log,
        FAST,
      )
      await job.firstRun
      await until(() => calls >= 3)
      await job.stop()
    })
    expect(rejections).toEqual([])
    expect(lines.filter((l) => l.startsWith('warn'))).toEqual([
      'warn Test job failed: Error: Failed query: SELECT $1; next try in 50 ms.',
      'warn Test job failed: Error: Failed query: SELECT $1; next try in 100 ms.',
    ])
    expect(lines.at(-1)).toBe('info Test job: running again after 2 failed run(s).')
    expect(lines.join('\n')).not.toContain('hunter2')
  })
})

const onPostgres = testDbKind === 'postgres'
const title = onPostgres
  ? 'the daily return through a database outage on PostgreSQL'
  : 'the daily return through a database outage (skipped: PGlite runs in the process and cannot drop; run with TRELLIS_TEST_DB=postgres)'

describe.skipIf(!onPostgres)(title, () => {
  const t = fileTestApp({ ownServer: true })
  let stopped = false
  // Runs before the app's own after-all (hooks after the app's run first at the end).
  afterAll(async () => {
    // A failure mid-outage must not leave the cluster down for the helper's cleanup.
    if (stopped) await t.db.startServer?.()
  })

  it('logs the outage, keeps the process up, and pays the due ROI once the database is back', async () => {
    const m = await t.signUp(ROOT_ID, 'Nia')
    await t.invest(m.token, 1000)
    const before = Number((await t.me(m.token)).wallet)
    // Tomorrow: the investment's first daily return is due (a new session: the old one expired).
    t.clock.offsetMs = DAY_MS
    const token = await t.login(m.userId, PASSWORD)
    const lines: string[] = []
    const log = { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(l) }
    const rejections = await watchRejections(async () => {
      await t.db.stopServer?.()
      stopped = true
      const job = startAccrual(t.app.deps, log, FAST)
      await job.firstRun
      expect(lines.join('\n')).toMatch(/^Daily return failed: database unavailable/m)
      const down = await t.call('/getUser', {}, { token })
      expect(down.status).toBe(503)
      // The readiness probe says so too (a balancer takes the process out; liveness stays).
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503)
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
      await t.db.startServer?.()
      stopped = false
      await until(() => lines.some((l) => /^Daily return for .*: 1 investments paid\.$/.test(l)))
      await job.stop()
    })
    expect(rejections).toEqual([])
    let back = await t.call('/getUser', {}, { token })
    for (let i = 0; i < 5 && back.status !== 200; i++) {
      back = await t.call('/getUser', {}, { token })
    }
    expect(back.status).toBe(200)
    expect(Number((await t.me(token)).wallet)).toBeCloseTo(
      before + percentOf(100_000, 150) / 100,
      2,
    )
    await t.expectLedgerSound()
  })
})
