// Probes for a process manager or a load balancer: `/healthz` says the process answers (no
// database work, so a slow database never gets a live process restarted), `/readyz` says it can
// serve: the database answers a trivial query within READY_TIMEOUT_MS, else 503 (take it out of
// the rotation; it comes back by itself). Neither says more than that: no versions, no errors.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client'

/** Longer than a healthy round trip under load, shorter than a balancer's probe timeout. */
export const READY_TIMEOUT_MS = 2_000

export function registerProbes(app: FastifyInstance, database: Database): void {
  const noStore = { 'cache-control': 'no-store' }
  // Probes come every few seconds: log them only when something is wrong.
  app.get('/healthz', { logLevel: 'warn' }, (_request, reply) =>
    reply.headers(noStore).send({ status: 'ok' }),
  )
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined
    const ready = await Promise.race([
      database.db.execute(sql`SELECT 1`).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)
      }),
    ])
    clearTimeout(timer)
    return reply
      .headers(noStore)
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'unavailable' })
  })
}
