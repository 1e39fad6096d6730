// `pnpm bench pressure [--db pglite|postgres|both] [--readers N] [--seconds S] [--members M]
//   [--max-requests R]`
// Interactive calls under read pressure: starts the real server on a seeded database, runs N
// keep-alive readers (getUser, getTeamData, walletHistory, each reader one call at a time; a 503
// is waited out for its Retry-After, as the app's client would) for S seconds (or R reads in all,
// whichever comes first), and meanwhile fresh log-ins and, beside them, `/healthz` probes, each
// on a new connection, as a member who just opened the app and a load balancer's probe would (a
// probe is counted when it is answered, even after the readers stopped). Prints the log-in and
// /healthz p50/p99/max under that pressure (and idle, before it) beside the readers' throughput
// and what they were answered (200, 503 shed, other).
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { API_BASE, calls } from '@trellis/contract'
import { openDatabase } from '../src/db/client'
import { migrate } from '../src/db/migrate'
import { FAST_SETTINGS, startCluster } from '../test/helpers/pg-cluster'
import { atExit, cleanUp } from './money/cleanup'
import { httpClient } from './money/http-client'
import { startMailbox } from './money/mailbox'
import { fetchTokens, seedMembers, type BenchMember } from './money/seed'
import { startServer } from './money/server-process'
import { quantile } from './money/stats'

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    db: { type: 'string', default: 'both' },
    readers: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '20' },
    members: { type: 'string', default: '50' },
    'max-requests': { type: 'string', default: '400000' },
  },
})
const int = (v: string | undefined, min: number, max: number) => {
  const n = Number(v)
  return Number.isInteger(n) && n >= min && n <= max ? n : Number.NaN
}
const readers = int(values.readers, 1, 5_000)
const seconds = int(values.seconds, 1, 600)
const members = int(values.members, 2, 10_000)
const maxRequests = int(values['max-requests'], 1, 100_000_000)
const kinds = (values.db === 'both' ? ['pglite', 'postgres'] : [values.db]) as (
  'pglite' | 'postgres'
)[]
if (
  [readers, seconds, members, maxRequests].some(Number.isNaN) ||
  !kinds.every((k) => k === 'pglite' || k === 'postgres')
) {
  process.stderr.write(
    'usage: pnpm bench pressure [--db pglite|postgres|both] [--readers N] [--seconds S] [--members M] [--max-requests R]\n',
  )
  process.exit(2)
}

const PASSWORD = 'Bench#Pass1'
const ROOT = 'BCH0000001'
const READS = [
  { path: calls.getUser.path, body: {} },
  { path: calls.getTeamData.path, body: {} },
  { path: calls.walletHistory.path, body: { page: 1 } },
]

/** One request on a new connection (no keep-alive): status (0: failed) and time in ms. */
function fresh(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const started = performance.now()
    const done = (status: number) => resolve({ status, ms: performance.now() - started })
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => done(res.statusCode ?? 0))
        res.on('error', () => done(0))
      },
    )
    // A probe that takes a minute has failed, whatever it answers later.
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')))
    req.on('error', () => done(0))
    req.end(payload)
  })
}

interface Probes {
  login: number[]
  health: number[]
  failed: Map<string, number>
}

/**
 * Until `stop()`: log-ins (each from its own address), one after the other, and beside them,
 * independently, /healthz probes one after the other; each on a new connection.
 */
function probe(port: number, people: BenchMember[], pauseMs: number) {
  const got: Probes = { login: [], health: [], failed: new Map() }
  let running = true
  let n = 0
  const fail = (what: string, status: number) =>
    got.failed.set(`${what} ${status}`, (got.failed.get(`${what} ${status}`) ?? 0) + 1)
  const pause = () => (running ? new Promise((r) => setTimeout(r, pauseMs)) : undefined)
  const logins = (async () => {
    while (running) {
      const m = people[n % people.length] as BenchMember
      n++
      const login = await fresh(
        port,
        'POST',
        `${API_BASE}${calls.login.path}`,
        { userId: m.userId, password: PASSWORD },
        { 'x-forwarded-for': `10.77.${(n >> 8) & 255}.${n & 255}` },
      )
      if (login.status === 200) got.login.push(login.ms)
      else fail('login', login.status)
      await pause()
    }
  })()
  const health = (async () => {
    while (running) {
      const r = await fresh(port, 'GET', '/healthz')
      if (r.status === 200) got.health.push(r.ms)
      else fail('healthz', r.status)
      await pause()
    }
  })()
  return {
    got,
    stop: async () => {
      running = false
      await Promise.all([logins, health])
    },
  }
}

/** The Retry-After of a 503 in seconds (1 when missing). */
const retryAfter = (r: { headers?: Record<string, unknown> }) =>
  Math.max(1, Number(r.headers?.['retry-after']) || 1)

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const f = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`)
  return sorted.length === 0
    ? 'none answered'
    : `p50 ${f(quantile(sorted, 0.5))}, p99 ${f(quantile(sorted, 0.99))}, max ${f(sorted[sorted.length - 1] ?? 0)} (n=${sorted.length})`
}

async function runOn(kind: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-bench-pressure-'))
  atExit(() => rmSync(dataDir, { recursive: true, force: true }))
  const cluster =
    kind === 'postgres' ? await startCluster([...FAST_SETTINGS, 'max_connections=200']) : undefined
  if (cluster) atExit(() => cluster.remove())
  const target = cluster ? { url: cluster.url } : { pgliteDir: join(dataDir, 'pglite') }
  const database = await openDatabase(target)
  await migrate(database)
  const people = await seedMembers(database, {
    members,
    history: 20,
    fundCents: 1_000_000,
    rootUserId: ROOT,
    password: PASSWORD,
    tpass: '4321',
  })
  await database.close()
  const mailbox = await startMailbox()
  atExit(() => mailbox.close())
  const server = await startServer({
    dataDir,
    databaseUrl: cluster?.url,
    smtpPort: mailbox.port,
    opsToken: 'o'.repeat(40),
    rootUserId: ROOT,
    rootPassword: 'Root#Bench2026',
  })
  const setup = httpClient(server.port, 4)
  await fetchTokens(setup, people, PASSWORD)
  setup.close()

  // Idle: the same probes with nothing else running.
  const idle = probe(server.port, people, 0)
  await new Promise((r) => setTimeout(r, 2_000))
  await idle.stop()

  const client = httpClient(server.port, readers, 60_000)
  const statuses = new Map<number, number>()
  let sent = 0
  let answered = 0
  const started = performance.now()
  const deadline = started + seconds * 1000
  const reader = async (i: number) => {
    for (let k = i; performance.now() < deadline && sent < maxRequests; k += readers) {
      sent++
      const m = people[k % people.length] as BenchMember
      const read = READS[k % READS.length] as (typeof READS)[number]
      const r = await client.post(`${API_BASE}${read.path}`, read.body, {
        authorization: `Bearer ${m.token}`,
      })
      answered++
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
      // Shed: wait as told, as the app's client would, instead of asking again at once.
      if (r.status === 503) await new Promise((done) => setTimeout(done, 1000 * retryAfter(r)))
    }
  }
  const load = Array.from({ length: readers }, (_, i) => reader(i))
  // Probes start once every reader is under way, and stop when the readers' time is up.
  const busy = probe(server.port, people, 250)
  await Promise.all(load)
  const tookS = (performance.now() - started) / 1000
  await busy.stop()
  client.close()
  const died = server.death()
  await server.stop()

  const ok = statuses.get(200) ?? 0
  const shed = statuses.get(503) ?? 0
  const other = answered - ok - shed
  const failed = [...idle.got.failed, ...busy.got.failed].map(([k, v]) => `${k}: ${v}`).join(', ')
  console.log(
    [
      `\n${kind}: ${readers} keep-alive readers for ${tookS.toFixed(1)} s (${loadavg()[0]?.toFixed(2)} load, ${cpus().length} cores)`,
      `  reads    ${(ok / tookS).toFixed(0)}/s answered 200 (${ok}), ${shed} shed with 503, ${other} other`,
      `  login    idle ${figures(idle.got.login)}`,
      `           under pressure ${figures(busy.got.login)}`,
      `  /healthz idle ${figures(idle.got.health)}`,
      `           under pressure ${figures(busy.got.health)}`,
      ...(failed ? [`  probes that failed: ${failed}`] : []),
      ...(died ? [`  SERVER DIED: ${died}\n${server.logTail()}`] : []),
    ].join('\n'),
  )
  if (died) process.exitCode = 1
}

try {
  for (const kind of kinds) await runOn(kind)
} finally {
  await cleanUp()
}
