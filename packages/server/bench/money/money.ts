// `pnpm bench money [--db pglite|postgres|both] [--members N] [--inflight C] [--seconds S]
//   [--warmup W] [--history H] [--hot K] [--mix toUser=50,toSelf=35,invest=15] [--seed X] [--durable]`
// Seeds members, starts the real server, drives the money mix over keep-alive HTTP, then measures
// the physical references on the same database and ends with the ledger check. Exits 1 when the
// check fails or the server died.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../src/db/client'
import { migrate } from '../../src/db/migrate'
import { FAST_SETTINGS, startCluster } from '../../test/helpers/pg-cluster'
import { judge, expectedMoves, type Problems } from './check'
import { atExit, cleanUp } from './cleanup'
import { drive, picker } from './drive'
import { options } from './options'
import { httpClient } from './http-client'
import { httpOnly } from './http-only'
import { startMailbox } from './mailbox'
import { report } from './report'
import { fetchTokens, moneyTotals, seedMembers } from './seed'
import { startServer } from './server-process'
import { openRaw, sqlOnly, sqlOnlyBatched } from './sql-only'
import { rowsOf } from './stats'

const { kinds, members, inflight, seconds, warmupS, history, hot, mix, random } = options

const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${cpus().length} cores`
const PASSWORD = 'Bench#Pass1'
const TPASS = '4321'
const ROOT = 'BCH0000001'

async function runOn(kind: 'pglite' | 'postgres'): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-bench-money-'))
  atExit(() => rmSync(dataDir, { recursive: true, force: true }))
  const settings = options.durable ? ['listen_addresses=127.0.0.1'] : FAST_SETTINGS
  const cluster =
    kind === 'postgres' ? await startCluster([...settings, 'max_connections=200']) : undefined
  if (cluster) atExit(() => cluster.remove())
  const target: { url: string } | { pgliteDir: string } = cluster
    ? { url: cluster.url }
    : { pgliteDir: join(dataDir, 'pglite') }

  let database = await openDatabase(target)
  await migrate(database)
  const seedStarted = performance.now()
  const people = await seedMembers(database, {
    members,
    history,
    fundCents: 100_000_000,
    rootUserId: ROOT,
    password: PASSWORD,
    tpass: TPASS,
  })
  const seededS = (performance.now() - seedStarted) / 1000
  const before = await moneyTotals(database)
  await database.close()

  const mailbox = await startMailbox()
  atExit(() => mailbox.close())
  const secret = () => randomBytes(32).toString('hex')
  const opsToken = secret()
  const server = await startServer({
    dataDir,
    databaseUrl: cluster?.url,
    smtpPort: mailbox.port,
    opsToken,
    jwtSecret: secret(),
    rootUserId: ROOT,
    rootPassword: secret(),
  })
  const client = httpClient(server.port, inflight)
  await fetchTokens(client, people, PASSWORD)
  const loadBefore = load()
  const samples = await drive({
    client,
    mailbox,
    members: people,
    hot,
    inflight,
    warmupS,
    seconds,
    mix,
    tpass: TPASS,
    random,
  })
  const loadAfter = load()
  const died = server.death()
  const answer = died
    ? undefined
    : await client.get('/api/ops/ledger-check', { authorization: `Bearer ${opsToken}` })
  const problems =
    answer?.status === 200
      ? (JSON.parse(answer.body) as { data: Problems }).data
      : { unbalanced: Number.NaN, drifted: Number.NaN, earningsDrifted: Number.NaN }
  client.close()
  await server.stop()

  database = await openDatabase(target)
  const after = await moneyTotals(database)
  await database.close()
  const unknown = samples.filter((s) => s.status === 0 || s.status >= 500).length
  const check = judge({ problems, before, after, expected: expectedMoves(samples), unknown })

  // The references run after the server stopped: PGlite is one process, and nothing competes.
  const raw = await openRaw(target, inflight)
  const ids = picker(
    people.map((p) => p.id),
    hot,
    random,
  )
  const refOptions = {
    inflight,
    warmupS,
    seconds,
    cents: 100,
    pair: (): [number, number] => {
      const from = ids.sender()
      return [from, ids.other(from)]
    },
  }
  const sql = await sqlOnly(raw, refOptions)
  const sqlBatched = await sqlOnlyBatched(raw, refOptions)
  await raw.close()
  const transfers = samples.filter((s) => s.call === 'transferToUser' && s.status === 200)
  const answerBytes = Math.round(
    transfers.reduce((a, s) => a + s.bytes, 0) / Math.max(1, transfers.length),
  )
  const to = people[1]?.userId ?? ''
  const http = await httpOnly({
    inflight,
    warmupS,
    seconds,
    answerBytes,
    token: people[0]?.token ?? '',
    body: { toUserId: to, amount: 1, type: 'wallet', otp: TPASS },
  })

  const header =
    `== ${kind === 'pglite' ? 'PGlite' : `PostgreSQL${options.durable ? ' (durable)' : ' (fsync off, as the tests)'}`}: ` +
    `${members} members (${hot} hot), history ${history} entries each (seeded in ${seededS.toFixed(1)} s), ` +
    `${inflight} in flight, ${seconds} s after ${warmupS} s warm-up\n` +
    `   mix toUser ${mix.toUser} / toSelf ${mix.toSelf} / invest ${mix.invest}, withdrawals 1 per member a minute; ` +
    `${loadBefore} before, ${loadAfter} after`
  for (const line of report({
    kind,
    header,
    rows: rowsOf(samples, seconds),
    sql,
    sqlBatched,
    http,
    inflight,
    check,
    died,
  })) {
    console.log(line)
  }
  if (died) console.log(server.logTail())
  return check.ok && !died
}

let ok = true
try {
  for (const kind of kinds) {
    ok = (await runOn(kind)) && ok
    await cleanUp()
  }
} catch (error) {
  console.error(`bench money failed: ${(error as Error).stack ?? error}`)
  ok = false
} finally {
  await cleanUp()
}
process.exit(ok ? 0 : 1)
