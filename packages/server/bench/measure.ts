// Times the team calls through Fastify's app.inject (routing, bearer-token check, body
// validation, SQL, JSON: everything but the socket), and one sign-up and one investment as the
// server runs them: a transaction with the member row and the team aggregates.
import Fastify, { type FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { API_BASE, calls } from '@trellis/contract'
import { num, query, type Database } from '../src/db/client'
import { createSessions } from '../src/http/auth'
import { HttpError } from '../src/http/errors'
import { memoryMailer } from '../src/mail/mailer'
import { recordInvestment, recordJoin } from '../src/team/aggregates'
import { teamRoutes } from '../src/routes/team.routes'
import { createReadQueue } from '../src/http/read-queue'

/** p50 and p99 of a list of durations (ms), and the fastest run (the cost without contention). */
export interface Percentiles {
  p50: number
  p99: number
  min: number
}

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { p50: at(0.5), p99: at(0.99), min: sorted[0] ?? 0 }
}

/** A bare app with the team calls, declared as the server declares them. */
export async function teamApp(database: Database) {
  const sessions = createSessions('bench-secret-bench-secret-bench-secret', database)
  const app: FastifyInstance = Fastify({ logger: false })
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.toAnswer())
    return reply.code(500).send({ message: String(error) })
  })
  teamRoutes(app, {
    database,
    mailer: memoryMailer(),
    sessions,
    idPrefix: 'BCH',
    opsToken: 'bench-ops-token-bench-ops-token-bench',
    codeKey: 'bench-code-key-bench-code-key-bench-code',
    // No read queue: the team calls alone, as many at once as they are sent.
    reads: createReadQueue(
      { concurrency: Number.MAX_SAFE_INTEGER, maxWaiting: 0, retryAfterSeconds: 1 },
      () => new Date(),
    ),
    now: () => new Date(),
  })
  await app.ready()
  return { app, sessions }
}

/** One team call to time: its path and body. */
export interface Probe {
  name: string
  path: string
  body: Record<string, unknown>
}

/** The calls timed for a member with `deepLevel` its largest level and `users` in it. */
export function probesFor(m: { largestLevel: number; largestCount: number; team: number }) {
  const lastPage = (count: number) => Math.max(1, Math.ceil(count / 10))
  const probes: Probe[] = [
    { name: 'getTeamData', path: calls.getTeamData.path, body: {} },
    { name: 'myReferral p1', path: calls.myReferral.path, body: { page: 1 } },
    { name: 'levelView', path: calls.levelView.path, body: {} },
    { name: 'levelUsers p1', path: calls.levelUsers.path, body: { level: m.largestLevel } },
    {
      name: 'levelUsers last',
      path: calls.levelUsers.path,
      body: { level: m.largestLevel, page: lastPage(m.largestCount) },
    },
    { name: 'downLine p1', path: calls.downLine.path, body: { page: 1 } },
    {
      name: 'downLine middle',
      path: calls.downLine.path,
      body: { page: Math.max(1, Math.ceil(lastPage(m.team) / 2)) },
    },
    { name: 'treeView', path: calls.treeView.path, body: { id: null } },
  ]
  return probes
}

/** Runs `probe` `runs` times (after a warm-up) and returns its percentiles. */
export async function timeProbe(
  app: FastifyInstance,
  token: string,
  probe: Probe,
  runs: number,
): Promise<Percentiles> {
  const once = async () => {
    const start = performance.now()
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE}${probe.path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: probe.body,
    })
    const took = performance.now() - start
    if (res.statusCode !== 200) throw new Error(`${probe.name}: ${res.statusCode} ${res.body}`)
    return took
  }
  for (let i = 0; i < 5; i++) await once()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) samples.push(await once())
  return percentiles(samples)
}

/** Times `runs` sign-ups under `sponsorId`, then `runs` investments by those new members. */
export async function timeWrites(database: Database, sponsorId: number, runs: number, tag: string) {
  const joins: number[] = []
  const invests: number[] = []
  const created: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    const id = await database.transaction(async (tx) => {
      const [row] = await query<{ id: unknown }>(
        tx,
        sql`INSERT INTO members (user_id, sponsor_id, first_name, last_name, email, phone,
                                 password_hash)
            VALUES (${`BNEW${tag}${i}`}, ${sponsorId}::bigint, 'New', 'Member',
                    'new@example.com', '+15550000000', 'bench-no-login')
            RETURNING id`,
      )
      const memberId = num(row?.id)
      await recordJoin(tx, { memberId, sponsorId })
      return memberId
    })
    joins.push(performance.now() - start)
    created.push(id)
  }
  for (const id of created) {
    const start = performance.now()
    await database.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE members SET total_investment_cents = total_investment_cents + 10000
             WHERE id = ${id}::bigint`,
      )
      await recordInvestment(tx, id, 10_000, { firstInvestment: true })
    })
    invests.push(performance.now() - start)
  }
  return { signUp: percentiles(joins), invest: percentiles(invests) }
}
