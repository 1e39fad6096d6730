// Under read pressure the interactive calls keep answering: reads wait in a bounded queue (here
// one served at once and two waiting) and one more is shed at once with 503 and Retry-After,
// while /healthz, /readyz and a log-in, which never enter the queue, answer. Deterministic: the
// database is wrapped so the one read being served is held at its session check until the test
// lets it go.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { serverMessages } from '@trellis/contract'
import { PASSWORD, startTestApp, type TestApp } from './helpers/app'
import { testDatabase, type TestDatabase } from './helpers/db'
import { hooked, isSessionCheck, signal, type DbHooks } from './helpers/hooked-db'

const hooks: DbHooks = {}
let real: TestDatabase
let t: TestApp

beforeAll(async () => {
  real = await testDatabase()
  t = await startTestApp({
    database: { ...real, database: hooked(real.database, hooks) },
    readQueue: { concurrency: 1, maxWaiting: 2, retryAfterSeconds: 2 },
  })
})

afterAll(async () => {
  delete hooks.beforeExecute
  await t.close()
  await real.close()
})

describe('the read queue', () => {
  it('full: a read beyond it gets 503 with Retry-After; probes and log-in still answer', async () => {
    const m = await t.signUp(undefined, 'Quinn')
    const release = signal()
    let held = 0
    const shed: { status: number; headers: Record<string, unknown>; body: { message?: string } }[] =
      []
    const progress = { check: () => undefined as void }
    // Ten reads at once: one is served (and held at its session check), two wait, seven are shed.
    // Without a queue all ten reach the database and are held there.
    const settled = new Promise<void>((resolve) => {
      progress.check = () => {
        if ((shed.length === 7 && held > 0) || held === 10) resolve()
      }
    })
    hooks.beforeExecute = async (text) => {
      if (!isSessionCheck(text)) return
      held++
      progress.check()
      await release.promise
    }
    const reads = Array.from({ length: 10 }, () =>
      t.call('/getUser', {}, { token: m.token }).then((r) => {
        if (r.status === 503) shed.push(r)
        progress.check()
        return r
      }),
    )
    await settled
    expect({ held, shed: shed.length }).toEqual({ held: 1, shed: 7 })
    for (const r of shed) {
      expect(r.headers['retry-after']).toBe('2')
      expect(r.body.message).toBe(serverMessages.databaseUnavailable)
    }
    // Nothing else waits behind the queue.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
    expect((await t.call('/login', { userId: m.userId, password: PASSWORD })).status).toBe(200)
    delete hooks.beforeExecute
    release.settle()
    const statuses = (await Promise.all(reads)).map((r) => r.status).sort()
    expect(statuses).toEqual([200, 200, 200, 503, 503, 503, 503, 503, 503, 503])
    // The turns were all given back: the next reads are served.
    expect((await t.call('/getUser', {}, { token: m.token })).status).toBe(200)
    expect([t.app.deps.reads.running, t.app.deps.reads.waiting]).toEqual([0, 0])
  })
})

describe('a reader that goes away while waiting', () => {
  it('gives its turn back: the queue is empty afterwards and the next read is served', async () => {
    const m = await t.signUp(undefined, 'Gwen')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const release = signal()
    const reached = signal()
    hooks.beforeExecute = async (text) => {
      if (!isSessionCheck(text)) return
      reached.settle()
      await release.promise
    }
    // One read served and held; a second, over a real socket, waits for its turn.
    const served = t.call('/getUser', {}, { token: m.token })
    await reached.promise
    const payload = '{}'
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => undefined)
    socket.write(
      [
        'POST /api/getUser HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${m.token}`,
        'Content-Type: application/json',
        `Content-Length: ${payload.length}`,
        '',
        payload,
      ].join('\r\n'),
    )
    // Polls the queue's own count (no clock involved); 20 s is the safety net of a loaded machine.
    await vi.waitFor(() => expect(t.app.deps.reads.waiting).toBe(1), { timeout: 20_000 })
    const gone = new Promise((resolve) => socket.once('close', resolve))
    socket.destroy()
    await gone
    delete hooks.beforeExecute
    release.settle()
    expect((await served).status).toBe(200)
    await vi.waitFor(() => expect(t.app.deps.reads.running + t.app.deps.reads.waiting).toBe(0), {
      timeout: 20_000,
    })
    expect((await t.call('/getUser', {}, { token: m.token })).status).toBe(200)
    expect(t.app.deps.reads.running).toBe(0)
  })
})
