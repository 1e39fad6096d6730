// A store for @fastify/rate-limit that keeps token buckets in the database, so a limit holds
// across restarts and across every server process on one PostgreSQL. One statement per call:
// refill by the time passed, then take a token. A bucket may owe one token at most (-1): a refused
// call costs a little, so hammering waits a little longer, but never locks an address for long.
import { sql } from 'drizzle-orm'
import { num, query, type Database } from '../db/client'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

/** Buckets untouched for a day are full again: they are deleted now and then. */
const STALE_MS = 86_400_000

/** The store class the plugin instantiates (`new Store(options)`), bound to a database and clock. */
export function databaseRateStore(database: Database, now: () => Date) {
  return class DatabaseRateStore {
    /** The plugin passes its options first; a route's child store passes its own key prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    child(routeOptions: { url?: string; path?: string }) {
      return new DatabaseRateStore(undefined, `${routeOptions.url ?? routeOptions.path ?? ''}|`)
    }

    incr(key: string, callback: Callback, windowMs: number, max: number): void {
      take(database, `${this.prefix}${key}`, now(), max, max / windowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      )
    }
  }
}

async function take(database: Database, key: string, at: Date, max: number, perMs: number) {
  const refilled = sql`LEAST(${max}::float8, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM (${at}::timestamptz - b.updated_at))::float8 * 1000 * ${perMs}::float8))`
  const [row] = await query<{ tokens: unknown }>(
    database.db,
    sql`INSERT INTO rate_buckets AS b (key, tokens, updated_at) VALUES (${key}, ${max - 1}, ${at})
        ON CONFLICT (key) DO UPDATE SET tokens = GREATEST(-1, ${refilled} - 1), updated_at = ${at}
        RETURNING tokens`,
  )
  if (Math.random() < 0.001) {
    await database.db.execute(
      sql`DELETE FROM rate_buckets WHERE updated_at < ${new Date(at.getTime() - STALE_MS)}`,
    )
  }
  const tokens = num(row?.tokens)
  return toPluginAnswer(tokens, max, perMs)
}

/**
 * The plugin's view: `current` above `max` means refused; `ttl` is how long until a call would be
 * let through (the plugin sends it as Retry-After, in whole seconds).
 */
function toPluginAnswer(tokens: number, max: number, perMs: number) {
  if (tokens < 0) return { current: max + 1, ttl: Math.ceil((1 - tokens) / perMs) }
  return { current: max - Math.floor(tokens), ttl: Math.ceil((1 - (tokens % 1)) / perMs) }
}
