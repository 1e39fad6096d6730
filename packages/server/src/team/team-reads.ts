// The team calls' answers, each read from the closure index and the aggregates with a LIMIT:
// cost grows with the page size and the tree's depth, never with the size of the downline.
import { sql } from 'drizzle-orm'
import {
  PAGE_SIZE,
  fromCents,
  type LevelEntry,
  type PagedAnswer,
  type TeamData,
  type TeamMember,
} from '@trellis/contract'
import { query, type Runner } from '../db/client'
import { offsetOf, paged } from '../domain/paging'
import { teamRows, toTeamMember } from './team-rows'

interface LevelStat {
  level: number
  memberCount: number
  businessCents: number
}

/** The member's per-level stats, level 1 first (one row per level of its downline). */
export async function levelStats(runner: Runner, memberId: number): Promise<LevelStat[]> {
  const rows = await query<{ level: number; member_count: number; business_cents: number }>(
    runner,
    sql`SELECT level, member_count, business_cents FROM team_level_stats
         WHERE ancestor_id = ${memberId}::bigint ORDER BY level`,
  )
  return rows.map((r) => ({
    level: r.level,
    memberCount: r.member_count,
    businessCents: r.business_cents,
  }))
}

/** One level's members in join order, from `offset`, at most PAGE_SIZE. */
async function levelMembers(
  runner: Runner,
  memberId: number,
  level: number,
  offset: number,
): Promise<TeamMember[]> {
  const rows = await teamRows(
    runner,
    sql`SELECT level, member_id, position AS ord FROM member_closure
         WHERE ancestor_id = ${memberId}::bigint AND level = ${level}::int
           AND position > ${offset}::bigint
         ORDER BY position LIMIT ${PAGE_SIZE}::int`,
  )
  return rows.map(toTeamMember)
}

/** The team summary: totals from one row, and the first page of direct referrals. */
export async function teamData(runner: Runner, memberId: number): Promise<TeamData> {
  const [totals] = await query<{
    direct_count: number
    team_count: number
    team_business_cents: number
    team_zero_investment_count: number
  }>(
    runner,
    sql`SELECT direct_count, team_count, team_business_cents, team_zero_investment_count
          FROM team_totals WHERE member_id = ${memberId}::bigint`,
  )
  return {
    totalTeamMembers: totals?.team_count ?? 0,
    direct: await levelMembers(runner, memberId, 1, 0),
    zeroInvestmentTeamMembers: totals?.team_zero_investment_count ?? 0,
    teamBusiness: fromCents(totals?.team_business_cents ?? 0),
    directCount: totals?.direct_count ?? 0,
  }
}

/** A page of one level's members (level 1 is the direct referrals), 10 a page. */
export async function levelPage(
  runner: Runner,
  memberId: number,
  level: number,
  pageNumber: number | undefined,
): Promise<PagedAnswer<TeamMember>> {
  const { page, offset } = offsetOf(pageNumber)
  const [stat] = await query<{ member_count: number }>(
    runner,
    sql`SELECT member_count FROM team_level_stats
         WHERE ancestor_id = ${memberId}::bigint AND level = ${level}::int`,
  )
  const total = stat?.member_count ?? 0
  const items = offset < total ? await levelMembers(runner, memberId, level, offset) : []
  return paged(items, page, total)
}

/**
 * A page of the whole downline in (level, join) order. The level stats say at which level and
 * position the page starts, so the index seeks there instead of counting through the offset.
 */
export async function downLinePage(
  runner: Runner,
  memberId: number,
  pageNumber: number | undefined,
): Promise<PagedAnswer<TeamMember>> {
  const { page, offset } = offsetOf(pageNumber)
  const stats = await levelStats(runner, memberId)
  const total = stats.reduce((sum, s) => sum + s.memberCount, 0)
  let before = 0
  const start = stats.find((s) => {
    if (before + s.memberCount > offset) return true
    before += s.memberCount
    return false
  })
  if (!start) return paged([], page, total)
  const rows = await teamRows(
    runner,
    sql`SELECT level, member_id, position AS ord FROM member_closure
         WHERE ancestor_id = ${memberId}::bigint
           AND (level, position) > (${start.level}::int, ${offset - before}::bigint)
         ORDER BY level, position LIMIT ${PAGE_SIZE}::int`,
  )
  return paged(rows.map(toTeamMember), page, total)
}

/** Every level of the downline with its count, business and first page of members. */
export async function levelView(runner: Runner, memberId: number): Promise<LevelEntry[]> {
  const stats = await levelStats(runner, memberId)
  if (stats.length === 0) return []
  const rows = await teamRows(
    runner,
    sql`SELECT c.level, c.member_id, c.position AS ord
          FROM team_level_stats s
          CROSS JOIN LATERAL (
            SELECT level, member_id, position FROM member_closure
             WHERE ancestor_id = s.ancestor_id AND level = s.level
             ORDER BY position LIMIT ${PAGE_SIZE}::int
          ) c
         WHERE s.ancestor_id = ${memberId}::bigint`,
  )
  const byLevel = new Map<number, TeamMember[]>()
  for (const row of rows) {
    const level = row.page_level
    const list = byLevel.get(level) ?? []
    list.push(toTeamMember(row))
    byLevel.set(level, list)
  }
  return stats.map((s) => ({
    level: s.level,
    userCount: s.memberCount,
    totalInvestment: fromCents(s.businessCents),
    users: byLevel.get(s.level) ?? [],
  }))
}
