// Per-address buckets do not pile up: a bucket untouched for a day (STALE_MS) is full again, so it
// is deleted, a bounded batch (PRUNE_BATCH) per limited call, through an index on updated_at.
// The attacker's finding: 1,501 addresses left 1,501 rows that nothing ever pruned.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { num, query } from '../src/db/client'
import { PRUNE_BATCH } from '../src/guard/rate-store'
import { fileTestApp } from './helpers/app'

const t = fileTestApp({ addressLimits: true })

const count = async (where = sql`true`) => {
  const [r] = await query<{ n: unknown }>(
    t.db.database.db,
    sql`SELECT count(*) AS n FROM rate_buckets WHERE ${where}`,
  )
  return num(r?.n)
}

describe('rate_buckets', () => {
  it('has an index on the column it is pruned by', async () => {
    const rows = await query<{ indexdef: string }>(
      t.db.database.db,
      sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'rate_buckets'`,
    )
    expect(rows.map((r) => r.indexdef).join('\n')).toMatch(/\(updated_at\)/)
  })

  it('deletes stale buckets a bounded batch per call until none is left, and keeps live ones', async () => {
    const stale = 1_501
    // Two days old: past any bucket's refill (every window is an hour or less) and past STALE_MS.
    const old = new Date(Date.now() + t.clock.offsetMs - 2 * 86_400_000)
    await t.db.database.db.execute(
      sql`INSERT INTO rate_buckets (key, tokens, updated_at)
          SELECT 'POST /api/checkUser|203.0.113.' || g, 29, ${old}::timestamptz
          FROM generate_series(1, ${stale}::int) g`,
    )
    const from = '198.51.100.7'
    const lookup = () => t.call('/checkUser', { userId: 'BCH0000001' }, { from })
    const staleLeft = () => count(sql`key LIKE '%203.0.113.%'`)
    expect((await lookup()).status).toBe(200)
    expect(await staleLeft()).toBeLessThan(stale)
    // One batch, not the whole backlog in one statement.
    expect(await staleLeft()).toBe(stale - PRUNE_BATCH)
    // The batch came back full: the next call prunes again at once, not a minute later.
    expect((await lookup()).status).toBe(200)
    expect(await staleLeft()).toBe(0)
    // The caller's own bucket is live and stays.
    expect(await count(sql`key LIKE ${`%|${from}`}`)).toBe(1)
  })
  // The e2e run found it: one address's sign-ups were refused after three, because every limited
  // call of an address shared one bucket (the store's key had no route in it).
  it('keeps one bucket per call and address: using up one call leaves the others', async () => {
    const from = '192.0.2.44'
    for (let i = 0; i < 5; i++) {
      const r = await t.call('/forgotPassword', { userId: `nobody${i}` }, { from })
      expect(r.status).toBe(200)
    }
    expect((await t.call('/forgotPassword', { userId: 'nobody9' }, { from })).status).toBe(429)
    const lookup = await t.call('/checkUser', { userId: 'BCH0000001' }, { from })
    expect(lookup.status).toBe(200)
    const keys = await query<{ key: string }>(
      t.db.database.db,
      sql`SELECT key FROM rate_buckets WHERE key LIKE ${`%|${from}`} ORDER BY key`,
    )
    expect(keys.map((k) => k.key)).toEqual([
      `POST /api/checkUser|${from}`,
      `POST /api/forgotPassword|${from}`,
    ])
  })
})
