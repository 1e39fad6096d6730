// Two real server processes (started as `npm start` starts one) on one PostgreSQL share the login
// limit: wrong passwords sent to either count together, and the lock refuses on both. PostgreSQL
// only: PGlite is one process's database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverMessages } from '@trellis/contract'
import type { RunningServer } from '../bench/money/server-process'
import { testDbKind } from './helpers/db'
import { serverProcesses, startsMs, type ServerProcesses } from './helpers/server-processes'

const onPostgres = testDbKind === 'postgres'
const title = onPostgres
  ? 'two server processes on one PostgreSQL'
  : 'two server processes (skipped: PGlite is one process; run with TRELLIS_TEST_DB=postgres)'

const ROOT = 'BCH0000001'
const ROOT_PASSWORD = 'Root#Pass2026'
let set: ServerProcesses
let servers: RunningServer[] = []

beforeAll(async () => {
  if (!onPostgres) return
  set = await serverProcesses('trellis-two-')
  servers = set.servers
  const settings = {
    opsToken: 'o'.repeat(40),
    jwtSecret: 'j'.repeat(40),
    codeSecret: 'c'.repeat(40),
    rootUserId: ROOT,
    rootPassword: ROOT_PASSWORD,
  }
  // One after the other: the first creates the root member.
  for (const name of ['a', 'b']) await set.start(name, settings)
}, startsMs(2))

afterAll(async () => {
  if (onPostgres) await set?.stop()
})

async function login(server: RunningServer, password: string) {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: ROOT, password }),
  })
  return { status: res.status, body: (await res.json()) as { message?: string } }
}

describe.skipIf(!onPostgres)(title, () => {
  it('wrong passwords on either process count together; the lock refuses on both', async () => {
    const [a, b] = servers as [RunningServer, RunningServer]
    for (let i = 0; i < 5; i++) {
      expect((await login(i % 2 === 0 ? a : b, `Wrong#${i}pass`)).status).toBe(401)
    }
    for (const server of [a, b]) {
      const r = await login(server, ROOT_PASSWORD)
      expect(r.status).toBe(429)
      expect(r.body.message).toContain(serverMessages.loginLocked)
    }
    expect(a.death()).toBeUndefined()
    expect(b.death()).toBeUndefined()
  })
})
