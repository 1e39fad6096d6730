// Start-up pieces: settings validation, the built app served with the single-page fallback,
// and the ops command line against a listening server.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverMessages } from '@trellis/contract'
import { ConfigError, readEnv } from '../src/env'
import { run } from '../src/ops/cli'
import { fileTestApp, OPS_TOKEN, appServing } from './helpers/app'

describe('settings', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-env-'))
  it('defaults, and keeps a generated ops token in DATA_DIR', () => {
    const env = readEnv({ DATA_DIR: dataDir })
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      rootUserId: 'BCH0000001',
      idPrefix: 'BCH',
    })
    expect(env.databaseUrl).toBeUndefined()
    // Unset keys come from the database (test/secrets.test.ts); the ops token stays in DATA_DIR.
    expect(env.jwtSecret).toBeUndefined()
    expect(readFileSync(join(dataDir, 'ops-token'), 'utf8').trim()).toBe(env.opsToken)
    expect(readEnv({ DATA_DIR: dataDir }).opsToken).toBe(env.opsToken)
  })
  it('stops on a bad setting with one clear line', () => {
    const bad: Record<string, string>[] = [
      { PORT: 'abc' },
      { PORT: '70000' },
      { DATABASE_URL: 'mysql://x' },
      { SMTP_URL: 'http://mail' },
      { ID_PREFIX: 'B1' },
      { LOG_FORMAT: 'yaml' },
      { ROOT_PASSWORD: 'short' },
      { JWT_SECRET: 'tiny' },
      { STATIC_DIR: '/no/such/folder' },
    ]
    for (const extra of bad) {
      expect(() => readEnv({ DATA_DIR: dataDir, ...extra }), JSON.stringify(extra)).toThrow(
        ConfigError,
      )
      try {
        readEnv({ DATA_DIR: dataDir, ...extra })
      } catch (error) {
        expect((error as Error).message).not.toContain('\n')
      }
    }
  })
})

describe('serving the built app', () => {
  const t = fileTestApp()

  it('serves index.html at / and for unknown non-API paths, JSON 404 under /api', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trellis-static-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Trellis</title>')
    writeFileSync(join(dir, 'app.js'), 'console.log(1)')
    const app = await appServing(t, dir)
    const home = await app.inject({ method: 'GET', url: '/' })
    expect(home.statusCode).toBe(200)
    expect(home.body).toContain('<title>Trellis</title>')
    const deep = await app.inject({ method: 'GET', url: '/team/treeView/BCH0000001' })
    expect(deep.statusCode).toBe(200)
    expect(deep.body).toContain('<title>Trellis</title>')
    expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)')
    const api = await app.inject({ method: 'GET', url: '/api/nothing' })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ status: false, message: serverMessages.notFound })
    await app.close()
  })

  it('the ops command line talks to the operator API', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    process.env.TRELLIS_URL = address
    process.env.OPS_TOKEN = OPS_TOKEN
    const m = await t.signUp(undefined, 'Opal')
    await t.call(
      '/deposit-request',
      { rDate: '2026-11-22', pType: 6, amount: 40, trx: `0x${'c1'.repeat(32)}` },
      { token: m.token },
    )
    const list = await run(['deposits', '--status', 'pending'])
    expect(list.join('\n')).toContain(`trx=0x${'c1'.repeat(32)}`)
    const id = /id=(\d+)/.exec(list.find((l) => l.includes('c1c1c1')) ?? '')?.[1] ?? ''
    expect(await run(['approve-deposit', id])).toEqual([`Deposit ${id} approved (40 USDT).`])
    expect((await run(['member', m.userId]))[0]).toContain('packageWallet=40')
    await expect(run(['approve-deposit', id])).rejects.toThrow(/409/)
    await expect(run(['nonsense'])).rejects.toThrow(/Usage/)
    process.env.OPS_TOKEN = 'wrong'
    await expect(run(['deposits'])).rejects.toThrow(/401/)
    delete process.env.OPS_TOKEN
    delete process.env.TRELLIS_URL
  })

  it('the ops command line finds a server started on another PORT without TRELLIS_URL', async () => {
    // Listening already when the test above ran first (a server listens once).
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }
    const saved = { port: process.env.PORT, url: process.env.TRELLIS_URL }
    delete process.env.TRELLIS_URL
    Object.assign(process.env, { PORT: String(port), OPS_TOKEN })
    try {
      // `PORT=4000 npm start`, then `npm run ops -- …` in the same shell: the server's own port.
      expect(await run(['deposits', '--status', 'rejected'])).toEqual(['No deposits.'])
    } finally {
      delete process.env.OPS_TOKEN
      if (saved.port === undefined) delete process.env.PORT
      else process.env.PORT = saved.port
      if (saved.url !== undefined) process.env.TRELLIS_URL = saved.url
    }
  })
})
