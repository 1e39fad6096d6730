// What a process manager and a second server process need: liveness and readiness probes, and the
// hourly daily return run by one process at a time (an advisory lock on PostgreSQL).
import { describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../src/db/client'
import type { Deps } from '../src/domain/context'
import { ACCRUAL_LOCK, startAccrual } from '../src/jobs/accrual-schedule'
import { buildApp } from '../src/app'
import { memoryMailer } from '../src/mail/mailer'
import { DAY_MS, fileTestApp, PASSWORD, ROOT_ID, type TestApp } from './helpers/app'
import { testDatabase, testDbKind } from './helpers/db'

const t = fileTestApp()

const probe = async (app: TestApp['app'], url: string) => {
  const r = await app.inject({ method: 'GET', url })
  return { status: r.statusCode, body: r.json() as unknown, cache: r.headers['cache-control'] }
}

/** Another handle on the test's database, as a second server process would open it. */
async function secondHandle(): Promise<Database> {
  if (testDbKind === 'postgres') return openDatabase({ url: t.db.url as string })
  // PGlite cannot be opened twice: a database of its own stands for the handle that fails.
  return (await testDatabase()).database
}

describe('probes', () => {
  it('/healthz answers while the process runs; /readyz while the database answers', async () => {
    expect(await probe(t.app, '/healthz')).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    })
    expect(await probe(t.app, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', chain: 'off' },
      cache: 'no-store',
    })
  })

  it('/readyz answers 503 (and /healthz still 200) when the database cannot be reached', async () => {
    const lost = await secondHandle()
    const app = await buildApp({
      database: lost,
      mailer: memoryMailer(),
      jwtSecret: 'x'.repeat(40),
      codeSecret: 'c'.repeat(40),
      opsToken: 'o'.repeat(40),
      logger: false,
    })
    await app.ready()
    expect((await probe(app, '/readyz')).status).toBe(200)
    await lost.close()
    expect(await probe(app, '/readyz')).toEqual({
      status: 503,
      body: { status: 'unavailable', chain: 'off' },
      cache: 'no-store',
    })
    expect((await probe(app, '/healthz')).status).toBe(200)
    await app.close()
  })
})

/**
 * Starts a run under the accrual lock on the test's database and resolves once it is inside;
 * the run ends (with `value`) when `release` is called.
 */
async function holdAccrualLock<T>(value: T) {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  let entered!: () => void
  const inside = new Promise<void>((r) => (entered = r))
  const run = t.db.database.exclusively(ACCRUAL_LOCK, async () => {
    entered()
    await gate
    return value
  })
  await inside
  return { release, run }
}

describe('one daily return at a time', () => {
  it('a run under way holds the lock: another run of it is skipped, not queued', async () => {
    const { release, run: first } = await holdAccrualLock('first')
    // The same process (both databases), and another process's handle (PostgreSQL).
    const others: Database[] = [t.db.database]
    if (testDbKind === 'postgres') others.push(await secondHandle())
    for (const other of others) {
      let ran = false
      expect(await other.exclusively(ACCRUAL_LOCK, async () => (ran = true))).toEqual({
        ran: false,
      })
      expect(ran).toBe(false)
    }
    release()
    expect(await first).toEqual({ ran: true, value: 'first' })
    // Freed when the run ends, also for the other process.
    for (const other of others) {
      expect(await other.exclusively(ACCRUAL_LOCK, async () => 'next')).toEqual({
        ran: true,
        value: 'next',
      })
    }
    // Freed when the run throws.
    await expect(
      t.db.database.exclusively(ACCRUAL_LOCK, async () => {
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect((await t.db.database.exclusively(ACCRUAL_LOCK, async () => 1)).ran).toBe(true)
    for (const other of others) if (other !== t.db.database) await other.close()
  })

  it('the hourly job skips its run while another process runs it, and pays once it is free', async () => {
    const m = await t.signUp(ROOT_ID, 'Odo')
    await t.invest(m.token, 1000)
    t.clock.offsetMs = DAY_MS
    const token = await t.login(m.userId, PASSWORD)
    const before = Number((await t.me(token)).wallet)
    // "Process A" is in its run; this process (PGlite) or a second one (PostgreSQL) starts the job.
    const { release, run: running } = await holdAccrualLock(undefined)
    const other = testDbKind === 'postgres' ? await secondHandle() : t.db.database
    const deps: Deps = { ...t.app.deps, database: other }
    const lines: string[] = []
    const log = { info: (l: string) => void lines.push(l), warn: (l: string) => void lines.push(l) }
    const timing = { everyMs: 3_600_000, retryFirstMs: 50, retryMaxMs: 400 }
    const skipping = startAccrual(deps, log, timing)
    await skipping.firstRun
    await skipping.stop()
    expect(lines).toEqual(['Daily return: another server process is running it; skipped.'])
    expect(Number((await t.me(token)).wallet)).toBe(before)
    release()
    await running
    lines.length = 0
    const paying = startAccrual(deps, log, timing)
    await paying.firstRun
    await paying.stop()
    expect(
      lines.some((l) => /: 1 investments paid\.$/.test(l)),
      lines.join('\n'),
    ).toBe(true)
    expect(Number((await t.me(token)).wallet)).toBeCloseTo(before + 15, 2)
    if (other !== t.db.database) await other.close()
    await t.expectLedgerSound()
  })
})
