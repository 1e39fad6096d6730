// Checks the team tables against a direct recursive count over members.sponsor_id and the
// members' investments. Used by the tests (after random or concurrent sign-ups) and handy after a
// bulk load. Every count is 0 when the aggregates are exact.
import { sql } from 'drizzle-orm'
import { num, query, type Runner } from '../src/db/client'

/** How many rows disagree with the recursive count, per table. */
export interface Mismatches {
  closure: number
  positions: number
  levelStats: number
  totals: number
}

const UP = sql`
  up (ancestor_id, member_id, level) AS (
    SELECT sponsor_id, id, 1 FROM members WHERE sponsor_id IS NOT NULL
    UNION ALL
    SELECT m.sponsor_id, u.member_id, u.level + 1
      FROM up u JOIN members m ON m.id = u.ancestor_id WHERE m.sponsor_id IS NOT NULL
  )`

/** Compares every closure row, level stat and total with the recursive count. */
export async function teamMismatches(runner: Runner): Promise<Mismatches> {
  const [r] = await query<Record<string, unknown>>(
    runner,
    sql`WITH RECURSIVE ${UP},
        stats AS (
          SELECT u.ancestor_id, u.level, count(*) AS member_count,
                 sum(m.total_investment_cents) AS business_cents,
                 count(*) FILTER (WHERE m.total_investment_cents = 0) AS zero_investment_count
            FROM up u JOIN members m ON m.id = u.member_id GROUP BY u.ancestor_id, u.level
        ),
        totals AS (
          SELECT a.id AS member_id,
                 coalesce(sum(s.member_count) FILTER (WHERE s.level = 1), 0) AS direct_count,
                 coalesce(sum(s.member_count), 0) AS team_count,
                 coalesce(sum(s.business_cents), 0) AS team_business_cents,
                 coalesce(sum(s.zero_investment_count), 0) AS team_zero_investment_count
            FROM members a LEFT JOIN stats s ON s.ancestor_id = a.id GROUP BY a.id
        )
        SELECT
          (SELECT count(*) FROM (
             (SELECT ancestor_id, member_id, level FROM up
              EXCEPT SELECT ancestor_id, member_id, level FROM member_closure)
             UNION ALL
             (SELECT ancestor_id, member_id, level FROM member_closure
              EXCEPT SELECT ancestor_id, member_id, level FROM up)) d) AS closure,
          (SELECT count(*) FROM (
             SELECT ancestor_id, level FROM member_closure GROUP BY ancestor_id, level
             HAVING min(position) <> 1 OR max(position) <> count(*)
                 OR count(DISTINCT position) <> count(*)) p) AS positions,
          (SELECT count(*) FROM (
             (SELECT * FROM stats EXCEPT SELECT ancestor_id, level, member_count, business_cents,
                                               zero_investment_count FROM team_level_stats)
             UNION ALL
             (SELECT ancestor_id, level, member_count, business_cents, zero_investment_count
                FROM team_level_stats EXCEPT SELECT * FROM stats)) s) AS level_stats,
          (SELECT count(*) FROM (
             (SELECT * FROM totals EXCEPT SELECT member_id, direct_count, team_count,
                                               team_business_cents, team_zero_investment_count
                                          FROM team_totals)
             UNION ALL
             (SELECT member_id, direct_count, team_count, team_business_cents,
                     team_zero_investment_count FROM team_totals
              EXCEPT SELECT * FROM totals)) t) AS totals`,
  )
  return {
    closure: num(r?.closure),
    positions: num(r?.positions),
    levelStats: num(r?.level_stats),
    totals: num(r?.totals),
  }
}
