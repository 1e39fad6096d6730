// `pnpm bench team [--members N] [--db pglite|postgres|both] [--runs R] [--seed S]`
// Builds a generated network in bulk on PostgreSQL (a throwaway cluster) and/or PGlite, then
// prints p50/p99 of every team call (through app.inject) for the root, a mid-tree member and a
// leaf, and the time of a sign-up and an investment under each. Prints; asserts nothing.
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { num, openDatabase, query, type Database } from '../src/db/client'
import { migrate } from '../src/db/migrate'
import { buildNetwork } from './build'
import { probesFor, teamApp, timeProbe, timeWrites, type Percentiles } from './measure'
import { generateNetwork } from './network'
import { startCluster } from './pg-cluster'

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '200' },
    seed: { type: 'string', default: '42' },
  },
})
const n = Number(values.members)
const runs = Number(values.runs)
const kinds = values.db === 'both' ? ['postgres', 'pglite'] : [values.db]
if (!Number.isInteger(n) || n < 10 || !kinds.every((k) => k === 'postgres' || k === 'pglite')) {
  process.stderr.write('usage: bench team [--members N>=10] [--db pglite|postgres|both]\n')
  process.exit(2)
}

const ms = (v: number) => v.toFixed(2).padStart(7)
const cell = (p: Percentiles) => `${ms(p.p50)} ${ms(p.p99)} ${ms(p.min)}`

interface Subject {
  label: string
  id: number
  userId: string
  depth: number
  team: number
  largestLevel: number
  largestCount: number
}

async function subject(database: Database, label: string, id: number): Promise<Subject> {
  const db = database.db
  const [m] = await query<Record<string, unknown>>(
    db,
    sql`SELECT m.user_id, t.team_count,
               (SELECT count(*) FROM member_closure WHERE member_id = m.id) AS depth
          FROM members m JOIN team_totals t ON t.member_id = m.id WHERE m.id = ${id}::bigint`,
  )
  const [big] = await query<Record<string, unknown>>(
    db,
    sql`SELECT level, member_count FROM team_level_stats WHERE ancestor_id = ${id}::bigint
         ORDER BY member_count DESC LIMIT 1`,
  )
  return {
    label,
    id,
    userId: String(m?.user_id),
    depth: num(m?.depth),
    team: num(m?.team_count),
    largestLevel: num(big?.level) || 1,
    largestCount: num(big?.member_count),
  }
}

/** The root, the member with the largest team at level 10 below it, and the deepest leaf. */
async function subjects(database: Database): Promise<Subject[]> {
  const db = database.db
  const [mid] = await query<{ member_id: unknown }>(
    db,
    sql`SELECT c.member_id FROM member_closure c JOIN team_totals t ON t.member_id = c.member_id
         WHERE c.ancestor_id = 1 AND c.level = (SELECT least(10, max(level)) FROM team_level_stats
                                                 WHERE ancestor_id = 1)
         ORDER BY t.team_count DESC LIMIT 1`,
  )
  const [leaf] = await query<{ member_id: unknown }>(
    db,
    sql`SELECT member_id FROM member_closure WHERE ancestor_id = 1
         ORDER BY level DESC, position DESC LIMIT 1`,
  )
  return [
    await subject(database, 'root', 1),
    await subject(database, 'mid-tree', num(mid?.member_id)),
    await subject(database, 'leaf', num(leaf?.member_id)),
  ]
}

async function benchOn(kind: string): Promise<void> {
  const cluster = kind === 'postgres' ? await startCluster() : undefined
  const database = await openDatabase(cluster ? { url: cluster.url } : { pgliteDir: undefined })
  try {
    await migrate(database)
    const started = performance.now()
    const net = generateNetwork(n, { seed: Number(values.seed) })
    const generated = performance.now() - started
    const times = await buildNetwork(database, net)
    const [size] = await query<Record<string, unknown>>(
      database.db,
      sql`SELECT (SELECT count(*) FROM member_closure) AS closure,
                 (SELECT max(level) FROM team_level_stats) AS depth`,
    )
    const total = generated + Object.values(times).reduce((a, b) => a + b, 0)
    console.log(
      `\n== ${kind}: ${n.toLocaleString('en')} members, ` +
        `${num(size?.closure).toLocaleString('en')} closure rows, depth ${num(size?.depth)}`,
    )
    console.log(
      `build ${(total / 1000).toFixed(1)} s (generate ${(generated / 1000).toFixed(1)} s, ` +
        Object.entries(times)
          .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
          .join(', ') +
        ')',
    )

    const people = await subjects(database)
    for (const p of people) {
      console.log(
        `${p.label.padEnd(9)} ${p.userId}: depth ${p.depth}, team ${p.team}, ` +
          `largest level ${p.largestLevel} (${p.largestCount} members)`,
      )
    }
    const { app, sessions } = await teamApp(database)
    // Other work on the machine skews every figure: say how busy it was.
    const load = () => `load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`
    console.log(`\nteam calls through app.inject, ${runs} runs each, ms (p50 p99 min); ${load()}`)
    console.log(`${'call'.padEnd(17)}${people.map((p) => p.label.padStart(23)).join(' ')}`)
    const tokens = await Promise.all(people.map((p) => sessions.issue(p)))
    const probeSets = people.map((p) => probesFor(p))
    for (const [i, probe] of (probeSets[0] ?? []).entries()) {
      const cells: string[] = []
      for (const [j] of people.entries()) {
        const own = probeSets[j]?.[i] ?? probe
        cells.push(cell(await timeProbe(app, tokens[j] ?? '', own, runs)))
      }
      console.log(`${probe.name.padEnd(17)}${cells.join(' ')}`)
    }
    const writes = []
    for (const p of people) writes.push(await timeWrites(database, p.id, 50, `${kind}${p.id}`))
    console.log(`sign-up (tx)     ${writes.map((w) => cell(w.signUp)).join(' ')}`)
    console.log(`investment (tx)  ${writes.map((w) => cell(w.invest)).join(' ')}`)
    console.log(`(50 of each, under each member; ${load()})`)
    await app.close()
  } finally {
    await database.close().catch(() => undefined)
    cluster?.remove()
  }
}

for (const kind of kinds) await benchOn(kind)
