// A newcomer's first minutes (issue "What a new member runs into", 17): `npm start` ends with a
// short banner (URL, root member and its password the one time it is generated, where mail goes,
// how to fund an account), and a terminal gets one readable line per request instead of JSON.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { API_BASE } from '@trellis/contract'
import { buildApp } from '../src/app'
import { readableLog } from '../src/http/readable-log'
import { memoryMailer } from '../src/mail/mailer'
import { startBanner } from '../src/start-banner'
import { testDatabase, testDbKind } from './helpers/db'
import { START_WAIT, watchOutput } from './helpers/progress'

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..')

describe('the start banner', () => {
  const facts = {
    url: 'http://127.0.0.1:3000',
    database: 'PGlite in /srv/.data/pglite',
    staticDir: undefined,
    rootUserId: 'BCH0000001',
    outboxDir: '/srv/.data/outbox',
  }
  it('names the URL, the root member with its new password, the outbox, and how to fund', () => {
    const text = startBanner({ ...facts, rootPassword: 'Gen#Pass123', smtpUrl: undefined })
    expect(text).toContain(
      'Trellis on http://127.0.0.1:3000 (database: PGlite in /srv/.data/pglite)',
    )
    expect(text).toContain('Root member BCH0000001, password (shown this once): Gen#Pass123')
    expect(text).toContain('each message (codes included) is a file in /srv/.data/outbox')
    expect(text).toContain('npm run ops -- approve-deposit <id>')
  })
  it('names the operator console and how its first admin is made', () => {
    const text = startBanner({ ...facts, rootPassword: undefined, smtpUrl: undefined })
    expect(text).toContain('Operator console on http://127.0.0.1:3000/ops')
    expect(text).toContain('npm run ops -- operator add <email> --role admin')
    // The processes tests wait for the banner's end: the deposit commands, then the rule.
    expect(text).toMatch(/approve-deposit <id>\n─+$/)
  })
  it('shows no password on a later start, and never the SMTP credentials', () => {
    const text = startBanner({
      ...facts,
      rootPassword: undefined,
      smtpUrl: 'smtps://mailer:S3cret-pw@smtp.example.com:465',
    })
    expect(text).not.toMatch(/password \(shown/)
    expect(text).toContain('Mail goes to smtps://smtp.example.com:465')
    expect(text).not.toContain('S3cret-pw')
    expect(text).not.toContain('mailer:')
  })
  it('names the local chain, the test USDT and the ops command that sends it', () => {
    const chain = {
      url: 'http://127.0.0.1:8545',
      local: true,
      chainId: 31337,
      token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      confirmations: 15,
    }
    const text = startBanner({ ...facts, rootPassword: undefined, smtpUrl: undefined, chain })
    expect(text).toContain(
      'Local chain (anvil) on http://127.0.0.1:8545, chain 31337; test USDT at 0x5FbDB2315678afecb367f032d93F642f64180aa3',
    )
    expect(text).toContain('npm run ops -- send-usdt <userId> <amount>')
    const bsc = startBanner({
      ...facts,
      rootPassword: undefined,
      smtpUrl: undefined,
      chain: { ...chain, local: false, url: 'https://bsc.example.org', chainId: 56 },
    })
    expect(bsc).toContain(
      'watching 0x5FbDB2315678afecb367f032d93F642f64180aa3 on chain 56 via https://bsc.example.org',
    )
    expect(bsc).not.toContain('send-usdt')
  })
})

describe('readable log lines', () => {
  it('one line per request with method, path, status and time; errors as a safe line', async () => {
    const db = await testDatabase()
    const seen: string[] = []
    const app = await buildApp({
      database: db.database,
      mailer: memoryMailer(),
      jwtSecret: 'x'.repeat(40),
      codeSecret: 'c'.repeat(40),
      opsToken: 'o'.repeat(40),
      logger: { stream: readableLog({ write: (t: string) => seen.push(t) }) },
    })
    await app.ready()
    await app.inject({
      method: 'POST',
      url: `${API_BASE}/login?x=1`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: 'BCH0000099', password: 'Not#Shown99' }),
    })
    app.log.warn('Daily return failed: database unavailable')
    await app.close()
    await db.close()
    const lines = seen.join('').trimEnd().split('\n')
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d POST \/api\/login 401 \d+ ms$/)
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d\d:\d\d:\d\d WARN {2}Daily return failed: database unavailable$/),
    )
    const all = seen.join('')
    expect(all).not.toContain('{')
    expect(all).not.toContain('Not#Shown99')
    expect(all).not.toContain('x=1')
  })
})

// The process as `npm start` runs it (the banner does not depend on the database: PGlite only).
describe.skipIf(testDbKind !== 'pglite')('npm start in a terminal', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-banner-'))
  const children: ChildProcess[] = []
  afterAll(() => {
    for (const c of children) c.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })
  function start(): ChildProcess {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_FORMAT: 'pretty',
    }
    for (const name of [
      'ROOT_PASSWORD',
      'SMTP_URL',
      'STATIC_DIR',
      'DATABASE_URL',
      'JWT_SECRET',
      'CODE_SECRET',
      'OPS_TOKEN',
    ]) {
      delete env[name]
    }
    // As scripts/trellis.mjs starts it: node with tsx's loader, no wrapper process between.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    return child
  }
  async function stop(child: ChildProcess) {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }

  // Two real starts, each waited on with START_WAIT (an idle minute fails it, five minutes cap it):
  // Vitest's 60 s for the project is less than one start on a loaded machine (a CI run's took more).
  const timeout = 2 * START_WAIT.capMs + 60_000
  it(
    'ends start-up with the banner; its password logs in; a request is one readable line; two Ctrl-Cs stop it once',
    { timeout },
    async () => {
      // The suite's migrated database, so the start does not run initdb in WASM.
      const template = inject('trellisDbTemplate')
      if (template) cpSync(template.dir, join(dataDir, 'pglite'), { recursive: true })
      const first = start()
      const out = watchOutput(first)
      const text = await out.until(/approve-deposit <id>\n─+\n/)
      const password = /password \(shown this once\): (\S+)/.exec(text)?.[1]
      const url = /Trellis on (http:\/\/\S+)/.exec(text)?.[1]
      expect(password).toBeDefined()
      expect(url).toBeDefined()
      // The banner is the last thing printed at start-up, and the password appears only in it.
      expect(text.trimEnd().endsWith('─'.repeat(72))).toBe(true)
      expect(text.split(password as string).length - 1).toBe(1)
      const r = await fetch(`${url}${API_BASE}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'BCH0000001', password }),
      })
      expect(r.status).toBe(200)
      await out.until(/\d\d:\d\d:\d\d POST \/api\/login 200 \d+ ms\n/)
      expect(out.text()).not.toContain('"msg"')
      await stop(first)
      // The next start finds the root member: no password again.
      const second = start()
      const again = await watchOutput(second).until(/approve-deposit <id>\n─+\n/)
      expect(again).not.toContain(password as string)
      expect(again).toContain('Root member BCH0000001 (its password was shown on the first start')
      // Ctrl-C twice (or once, and a parent passing it on): the first signal's stop runs to its
      // end and the process exits 0, not killed by the second.
      const exit = new Promise<unknown[]>((r) => second.once('exit', (...a) => r(a)))
      second.kill('SIGINT')
      await new Promise((r) => setTimeout(r, 20))
      second.kill('SIGINT')
      expect(await exit).toEqual([0, null])
    },
  )
})
