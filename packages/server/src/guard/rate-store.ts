// A store for @fastify/rate-limit that keeps token buckets in the database, so a limit holds
// across restarts and across every server process on one PostgreSQL. One statement per call:
// refill by the time passed, then take a token. A bucket may owe one token at most (-1): a refused
// call costs a little, so hammering waits a little longer, but never locks an address for long.
// Buckets untouched for a day are full again, so they are deleted: a bounded batch now and then
// (`pruneStale`), so the table holds the addresses of about the last day, not every address ever.
import { sql } from 'drizzle-orm'
import { query, type Database } from '../db/client'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

/** Buckets untouched this long are full again (every window is an hour or less): deleted. */
export const STALE_MS = 86_400_000
/** At most this many stale buckets are deleted by one call (one index range scan, one DELETE). */
export const PRUNE_BATCH = 1_000
/** A process looks for stale buckets at most this often, unless its last batch came back full. */
export const PRUNE_EVERY_MS = 60_000

/** The store class the plugin instantiates (`new Store(options)`), bound to a database and clock. */
export function databaseRateStore(database: Database, now: () => Date) {
  // When this process next prunes: at once on its first limited call, then every PRUNE_EVERY_MS,
  // or on the next call while a backlog remains (each call adds one bucket at most and may
  // delete PRUNE_BATCH, so pruning keeps up with any flood of new addresses).
  let pruneAt = 0
  const pruneMaybe = async (at: Date) => {
    if (at.getTime() < pruneAt) return
    pruneAt = at.getTime() + PRUNE_EVERY_MS
    const deleted = await pruneStale(database, at).catch(() => 0)
    if (deleted >= PRUNE_BATCH) pruneAt = 0
  }
  return class DatabaseRateStore {
    /** The plugin passes its options first; a route's child store passes its own key prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    /**
     * A route's store: @fastify/rate-limit passes the route's merged limit options, the route
     * itself under `routeInfo`. Its method and URL prefix every key, so each limited call of an
     * address has its own bucket (without them all of an address's calls shared one).
     */
    child(params: unknown) {
      const route =
        (params as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {}
      const method = [route.method ?? ''].flat().join(',')
      return new DatabaseRateStore(undefined, `${method} ${route.url ?? ''}|`)
    }

    incr(key: string, callback: Callback, windowMs: number, max: number): void {
      const at = now()
      take(database, `${this.prefix}${key}`, at, max, max / windowMs).then(
        // The call waits for a due prune (one bounded DELETE); a failed prune is retried later
        // and never fails the call, whose token is already taken.
        (result) => pruneMaybe(at).then(() => callback(null, result)),
        (error: Error) => callback(error),
      )
    }
  }
}

async function take(database: Database, key: string, at: Date, max: number, perMs: number) {
  const refilled = sql`LEAST(${max}::float8, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM (${at}::timestamptz - b.updated_at))::float8 * 1000 * ${perMs}::float8))`
  const [row] = await query<{ tokens: number | null }>(
    database.db,
    sql`INSERT INTO rate_buckets AS b (key, tokens, updated_at) VALUES (${key}, ${max - 1}, ${at})
        ON CONFLICT (key) DO UPDATE SET tokens = GREATEST(-1, ${refilled} - 1), updated_at = ${at}
        RETURNING tokens`,
  )
  const tokens = row?.tokens ?? 0
  return toPluginAnswer(tokens, max, perMs)
}

/**
 * Deletes at most PRUNE_BATCH buckets untouched for STALE_MS (oldest first, through the
 * updated_at index) and returns how many it deleted.
 */
export async function pruneStale(database: Database, at: Date): Promise<number> {
  const gone = await query<{ key: number }>(
    database.db,
    sql`DELETE FROM rate_buckets WHERE key IN (
          SELECT key FROM rate_buckets WHERE updated_at < ${new Date(at.getTime() - STALE_MS)}
          ORDER BY updated_at LIMIT ${PRUNE_BATCH})
        RETURNING key`,
  )
  return gone.length
}

/**
 * The plugin's view: `current` above `max` means refused; `ttl` is how long until a call would be
 * let through (the plugin sends it as Retry-After, in whole seconds).
 */
function toPluginAnswer(tokens: number, max: number, perMs: number) {
  if (tokens < 0) return { current: max + 1, ttl: Math.ceil((1 - tokens) / perMs) }
  return { current: max - Math.floor(tokens), ttl: Math.ceil((1 - (tokens % 1)) / perMs) }
}
