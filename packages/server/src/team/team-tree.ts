// The tree view: a member, up to two of its direct referrals, and up to two of theirs. Seven
// members at most, found through the closure index; the counts come from team_totals.
import { sql } from 'drizzle-orm'
import { fromCents, hasActiveStatus, serverMessages, type TreeNode } from '@trellis/contract'
import { query, type Runner } from '../db/client'
import { DomainError } from '../domain/errors'
import { isoOf, teamRows, type TeamRow } from './team-rows'

/** How many children a node shows; the rest are counted in `hiddenChildren`. */
const SHOWN_CHILDREN = 2

/** Who asks, and which member they want to see (their own user id or null for themselves). */
export interface TreeRequest {
  callerId: number
  callerUserId: string
  id: string | null | undefined
  now: Date
}

/**
 * The member the tree is centred on: the caller, or a member inside the caller's downline.
 * Anyone else (including an unknown id) is refused alike, so the answer does not reveal
 * whether a member outside the team exists.
 */
async function centreOf(runner: Runner, req: TreeRequest): Promise<number> {
  const id = req.id?.trim()
  if (!id || id === req.callerUserId) return req.callerId
  const [row] = await query<{ id: number }>(
    runner,
    sql`SELECT m.id FROM members m
         JOIN member_closure c ON c.member_id = m.id AND c.ancestor_id = ${req.callerId}::bigint
        WHERE m.user_id = ${id}`,
  )
  if (!row) throw new DomainError('forbidden', serverMessages.outsideDownline)
  return row.id
}

/** The tree centred on the requested member, two generations deep. */
export async function treeView(runner: Runner, req: TreeRequest): Promise<TreeNode> {
  const centre = await centreOf(runner, req)
  const rows = await teamRows(
    runner,
    sql`WITH kids AS (
          SELECT member_id, position FROM member_closure
           WHERE ancestor_id = ${centre}::bigint AND level = 1
           ORDER BY position LIMIT ${SHOWN_CHILDREN}::int
        )
        SELECT 0 AS level, ${centre}::bigint AS member_id, 0::bigint AS ord
        UNION ALL
        SELECT 1, member_id, position FROM kids
        UNION ALL
        SELECT 2, g.member_id, g.position FROM kids k CROSS JOIN LATERAL (
          SELECT member_id, position FROM member_closure
           WHERE ancestor_id = k.member_id AND level = 1
           ORDER BY position LIMIT ${SHOWN_CHILDREN}::int
        ) g`,
  )
  const root = rows.find((r) => r.page_level === 0)
  if (!root) throw new DomainError('forbidden', serverMessages.outsideDownline)
  const childrenOf = (parent: TeamRow, level: number) =>
    rows.filter((r) => r.page_level === level && r.sponsor_user_id === parent.user_id)
  const toNode = (row: TeamRow, children: TreeNode[]): TreeNode => {
    const directCount = row.direct_count ?? 0
    return {
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      createdAt: isoOf(row.created_at),
      totalInvestment: fromCents(row.total_investment_cents),
      isActive: hasActiveStatus(row.total_investment_cents),
      directCount,
      teamCount: row.team_count ?? 0,
      children,
      hiddenChildren: Math.max(0, directCount - children.length),
    }
  }
  return toNode(
    root,
    childrenOf(root, 1).map((child) =>
      toNode(
        child,
        childrenOf(child, 2).map((grandchild) => toNode(grandchild, [])),
      ),
    ),
  )
}
