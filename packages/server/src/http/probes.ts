// Probes for a process manager or a load balancer: `/healthz` says the process answers (no
// database work, so a slow database never gets a live process restarted), `/readyz` says it can
// serve: the database answers a trivial query within READY_TIMEOUT_MS, else 503 (take it out of
// the rotation; it comes back by itself). Neither says more than that: no versions, no errors.
// `/readyz` also names the chain's state ("ok", "unavailable" while the watcher's last run
// failed, "off" without one): a chain outage does not take the server out of the rotation (calls
// are served, deposits wait and are credited after it), so it never turns the answer into a 503.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Chain } from '../chain/client'
import type { Database } from '../db/client'

/** Longer than a healthy round trip under load, shorter than a balancer's probe timeout. */
export const READY_TIMEOUT_MS = 2_000

export function registerProbes(app: FastifyInstance, database: Database, chain?: Chain): void {
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
      .send({
        status: ready ? 'ready' : 'unavailable',
        chain: chain ? (chain.health.ok ? 'ok' : 'unavailable') : 'off',
      })
  })
}
