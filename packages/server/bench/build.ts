// Bulk-loads a generated network with set-based SQL: members in multi-row chunks, then the
// closure (one recursive INSERT … SELECT), the level stats and the totals (GROUP BY), and the
// indexes built once at the end. No per-member calls: this is how an operator would back-fill.
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import type { Network } from './network'

const CHUNK = 25_000

/** Time of each build phase, in milliseconds. */
export type BuildTimes = Record<string, number>

async function timed(times: BuildTimes, phase: string, work: () => Promise<unknown>) {
  const start = performance.now()
  await work()
  times[phase] = performance.now() - start
}

function arrayLiteral(values: ArrayLike<number>, from: number, to: number): string {
  const parts: string[] = []
  for (let i = from; i < to; i++) parts.push(String(values[i] ?? 0))
  return `{${parts.join(',')}}`
}

async function loadMembers(database: Database, net: Network): Promise<void> {
  for (let from = 1; from <= net.n; from += CHUNK) {
    const to = Math.min(net.n + 1, from + CHUNK)
    await database.db.execute(sql`
      INSERT INTO members (id, user_id, sponsor_id, first_name, last_name, email, phone,
                           password_hash, total_investment_cents, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT s.n + ${from - 1}::bigint,
             'BN' || lpad((s.n + ${from - 1})::text, 8, '0'),
             nullif(s.sponsor, 0),
             'First' || (s.n + ${from - 1}), 'Last' || (s.n + ${from - 1}),
             'm' || (s.n + ${from - 1}) || '@example.com',
             '+1555' || lpad((s.n + ${from - 1})::text, 7, '0'),
             'bench-no-login', s.invest,
             timestamptz '2025-01-01' + (s.n + ${from - 1}) * interval '10 seconds'
        FROM unnest(${arrayLiteral(net.sponsor, from, to)}::bigint[],
                    ${arrayLiteral(net.investCents, from, to)}::bigint[])
             WITH ORDINALITY AS s(sponsor, invest, n)`)
  }
  await database.db.execute(
    sql`SELECT setval(pg_get_serial_sequence('members', 'id'), ${net.n}::bigint)`,
  )
}

const CLOSURE = `
  ALTER TABLE member_closure DROP CONSTRAINT member_closure_pkey;
  DROP INDEX member_closure_member_idx;
  INSERT INTO member_closure (ancestor_id, member_id, level, position)
  WITH RECURSIVE up (member_id, ancestor_id, level) AS (
    SELECT id, sponsor_id, 1 FROM members WHERE sponsor_id IS NOT NULL
    UNION ALL
    SELECT u.member_id, m.sponsor_id, u.level + 1
      FROM up u JOIN members m ON m.id = u.ancestor_id
     WHERE m.sponsor_id IS NOT NULL
  )
  SELECT ancestor_id, member_id, level,
         row_number() OVER (PARTITION BY ancestor_id, level ORDER BY member_id)
    FROM up;`

const INDEXES = `
  ALTER TABLE member_closure ADD CONSTRAINT member_closure_pkey
    PRIMARY KEY (ancestor_id, level, position);
  CREATE UNIQUE INDEX member_closure_member_idx ON member_closure (member_id, ancestor_id);`

const AGGREGATES = `
  INSERT INTO team_level_stats (ancestor_id, level, member_count, business_cents,
                                zero_investment_count)
  SELECT c.ancestor_id, c.level, count(*), sum(m.total_investment_cents),
         count(*) FILTER (WHERE m.total_investment_cents = 0)
    FROM member_closure c JOIN members m ON m.id = c.member_id
   GROUP BY c.ancestor_id, c.level;
  INSERT INTO team_totals (member_id, direct_count, team_count, team_business_cents,
                           team_zero_investment_count)
  SELECT m.id, coalesce(s.direct, 0), coalesce(s.team, 0), coalesce(s.business, 0),
         coalesce(s.zero, 0)
    FROM members m LEFT JOIN (
      SELECT ancestor_id, sum(member_count) FILTER (WHERE level = 1) AS direct,
             sum(member_count) AS team, sum(business_cents) AS business,
             sum(zero_investment_count) AS zero
        FROM team_level_stats GROUP BY ancestor_id
    ) s ON s.ancestor_id = m.id;`

/** Loads `net` into an empty, migrated database and returns the time of each phase. */
export async function buildNetwork(database: Database, net: Network): Promise<BuildTimes> {
  const times: BuildTimes = {}
  await timed(times, 'members', () => loadMembers(database, net))
  await timed(times, 'closure', () => database.exec(CLOSURE))
  await timed(times, 'indexes', () => database.exec(INDEXES))
  await timed(times, 'aggregates', () => database.exec(AGGREGATES))
  await timed(times, 'vacuum analyze', () => database.exec('VACUUM ANALYZE'))
  return times
}
