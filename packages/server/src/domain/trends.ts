// The members' charts (issue 26, point 5): income per day over the last 30 days, and members who
// joined the team per week over the last 12. The periods and the zero-filling are the contract's
// (trends.ts), shared with the mocks.
import { sql } from 'drizzle-orm'
import {
  EARNING_TREND_DAYS,
  fillTrend,
  fromCents,
  lastDays,
  lastWeeks,
  TEAM_TREND_WEEKS,
} from '@trellis/contract'
import { query } from '../db/client'
import type { Deps } from './context'
import { INCOME_CREDIT, INCOME_DAY } from './earnings-read'

/**
 * Income per UTC day: the member's credits of the four incomes the earnings page totals (ROI,
 * level, membership, reward; a bonus is not income there), on the day each is for.
 */
export async function earningTrend(deps: Deps, memberId: number) {
  const days = lastDays(deps.now(), EARNING_TREND_DAYS)
  const rows = await query<{ day: string; cents: string | number }>(
    deps.database.db,
    sql`SELECT ${INCOME_DAY}::text AS day, sum(e.amount_cents) AS cents
        FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.member_id = ${memberId} AND ${INCOME_CREDIT}
          AND e.created_at >= ${days[0]}::date - 1 AND ${INCOME_DAY} >= ${days[0]}::date
        GROUP BY 1`,
  )
  const values = new Map(rows.map((r) => [r.day, fromCents(Number(r.cents))]))
  return { status: true, data: fillTrend(days, values) }
}

/** Members who joined the whole team per week (team_joins_weekly: at most 12 rows read). */
export async function teamTrend(deps: Deps, memberId: number) {
  const weeks = lastWeeks(deps.now(), TEAM_TREND_WEEKS)
  const rows = await query<{ week: string; joined: string | number }>(
    deps.database.db,
    sql`SELECT week::text AS week, joined FROM team_joins_weekly
        WHERE ancestor_id = ${memberId} AND week >= ${weeks[0]}::date`,
  )
  const values = new Map(rows.map((r) => [r.week, Number(r.joined)]))
  return { status: true, data: fillTrend(weeks, values) }
}
