// Fetches members for team lists and maps database rows to the contract's TeamMember. One query
// per list: the page of ids (from the closure index, with LIMIT) joined to the member, its
// sponsor and its team totals.
import { sql, type SQL } from 'drizzle-orm'
import { fromCents, type TeamMember } from '@trellis/contract'
import { query, type Runner } from '../db/client'

/** A member row with what every team view shows about it. */
export interface TeamRow {
  /** The closure level the page selected the member at. */
  page_level: number
  id: number
  user_id: string
  first_name: string
  last_name: string
  phone: string
  created_at: number
  active_date: number
  total_investment_cents: number
  total_withdrawal_cents: number
  sponsor_user_id: string | null
  /** From team_totals (LEFT JOIN): null until the member has a row there. */
  direct_count: number | null
  team_count: number | null
  team_business_cents: number | null
}

/** Timestamps come back as Date (pg) or string (some PGlite setups): both become ISO strings. */
export function isoOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  return new Date(String(value)).toISOString()
}

/**
 * Reads the members that `pageSql` names, in its order. `pageSql` must select `level`,
 * `member_id` and `ord` (the position to sort by within a level) and should carry its LIMIT.
 */
export async function teamRows(runner: Runner, pageSql: SQL): Promise<TeamRow[]> {
  return query<TeamRow>(
    runner,
    sql`
      WITH page AS (${pageSql})
      SELECT p.level AS page_level, m.id, m.user_id, m.first_name, m.last_name, m.phone, m.created_at, m.active_date,
             m.total_investment_cents, m.total_withdrawal_cents, sp.user_id AS sponsor_user_id,
             t.direct_count, t.team_count, t.team_business_cents
        FROM page p
        JOIN members m ON m.id = p.member_id
        LEFT JOIN members sp ON sp.id = m.sponsor_id
        LEFT JOIN team_totals t ON t.member_id = m.id
       ORDER BY p.level, p.ord`,
  )
}

/** One member as the team lists show it. */
export function toTeamMember(row: TeamRow): TeamMember {
  const totalInvestment = fromCents(row.total_investment_cents)
  return {
    userId: row.user_id,
    firstName: row.first_name,
    mobile: row.phone,
    createdAt: isoOf(row.created_at),
    totalInvestment,
    self: {
      teamStake: fromCents(row.team_business_cents ?? 0),
      totalStake: totalInvestment,
      totalTeamMembers: row.team_count ?? 0,
    },
    sponcerId: row.sponsor_user_id,
    totalWithdrawal: fromCents(row.total_withdrawal_cents),
  }
}
