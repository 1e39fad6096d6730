// Keeps the team tables up to date in the caller's transaction. Each change is a few set-based
// statements over the member's uplines (at most the tree's depth rows), never over the downline.
// Rows are upserted in (ancestor, level) order so concurrent sign-ups and investments lock the
// shared upline rows in one order and cannot deadlock each other.
import { sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../db/client'

/** A new member and its sponsor (null for the root member). */
export interface JoinRecord {
  memberId: number
  sponsorId: number | null
}

/**
 * Records a new member's place in the team: one more member (who has not invested yet) in every
 * upline's level stats, its closure rows (the sponsor's uplines one level further, plus the
 * sponsor at level 1, each with its position in that level), and the uplines' totals. Runs in
 * the caller's transaction; call it once per member, after inserting the member.
 */
export async function recordJoin(tx: Tx, { memberId, sponsorId }: JoinRecord): Promise<void> {
  if (sponsorId !== null) {
    // One more member at each upline's level; the new count is the member's position there.
    await tx.execute(sql`
      WITH counted AS (
        INSERT INTO team_level_stats AS t
          (ancestor_id, level, member_count, business_cents, zero_investment_count)
        SELECT ancestor_id, level + 1, 1, 0, 1
          FROM member_closure WHERE member_id = ${sponsorId}::bigint
        UNION ALL
        SELECT ${sponsorId}::bigint, 1, 1, 0, 1
        ORDER BY 1, 2
        ON CONFLICT (ancestor_id, level) DO UPDATE SET
          member_count = t.member_count + 1,
          zero_investment_count = t.zero_investment_count + 1
        RETURNING ancestor_id, level, member_count
      )
      INSERT INTO member_closure (ancestor_id, member_id, level, position)
      SELECT ancestor_id, ${memberId}::bigint, level, member_count FROM counted`)
    // One more member in each upline's team in the week the member joined (the team's chart).
    await tx.execute(sql`
      INSERT INTO team_joins_weekly AS t (ancestor_id, week, joined)
      SELECT c.ancestor_id, date_trunc('week', m.created_at AT TIME ZONE 'UTC')::date, 1
        FROM member_closure c JOIN members m ON m.id = c.member_id
        WHERE c.member_id = ${memberId}::bigint
        ORDER BY 1
      ON CONFLICT (ancestor_id, week) DO UPDATE SET joined = t.joined + 1`)
  }
  await tx.execute(sql`
    INSERT INTO team_totals AS t
      (member_id, direct_count, team_count, team_business_cents, team_zero_investment_count)
    SELECT ancestor_id, CASE WHEN level = 1 THEN 1 ELSE 0 END, 1, 0, 1
      FROM member_closure WHERE member_id = ${memberId}::bigint
    UNION ALL
    SELECT ${memberId}::bigint, 0, 0, 0, 0
    ORDER BY 1
    ON CONFLICT (member_id) DO UPDATE SET
      direct_count = t.direct_count + excluded.direct_count,
      team_count = t.team_count + excluded.team_count,
      team_zero_investment_count = t.team_zero_investment_count + excluded.team_zero_investment_count`)
}

/** Options of {@link recordInvestment}. */
export interface InvestmentOptions {
  /** True when this is the member's first investment: it leaves the "not invested" count. */
  firstInvestment: boolean
}

/**
 * Adds an investment of `amountCents` to the business of every upline at the member's level
 * below it, and on the member's first investment takes the member out of the uplines'
 * "not invested" counts. Runs in the caller's transaction. `investNow` runs the same upserts
 * (`investmentUpserts`) inside its own statement.
 * @internal (the team tables' tests)
 */
export async function recordInvestment(
  tx: Tx,
  memberId: number,
  amountCents: number,
  { firstInvestment }: InvestmentOptions,
): Promise<void> {
  const rows = investmentUpserts(memberId, amountCents, sql`${firstInvestment ? 1 : 0}::bigint`)
  await tx.execute(rows.levels)
  await tx.execute(rows.totals)
}

/**
 * The two upserts of an investment (`recordInvestment`'s), to run in this order: `levels` (the
 * uplines' level stats, in (ancestor, level) order) and `totals` (their team totals, in ancestor
 * order; RETURNING member_id, team_business_cents as they are after it). `leaves` is 1 on the
 * member's first investment, else 0: an SQL expression, so the investment's own statement can
 * derive it from the members row it updates (and give the totals their own form, one that waits
 * for the level stats, as `totalsLeaves`).
 */
export function investmentUpserts(
  memberId: number,
  amountCents: number,
  leaves: SQL,
  totalsLeaves: SQL = leaves,
): { levels: SQL; totals: SQL } {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`recordInvestment: bad amount ${amountCents}`)
  }
  // The rows exist since the join; the upsert form only fixes the lock order (see above).
  return {
    levels: sql`
    INSERT INTO team_level_stats AS t
      (ancestor_id, level, member_count, business_cents, zero_investment_count)
    SELECT ancestor_id, level, 0, ${amountCents}::bigint, -(${leaves})
      FROM member_closure WHERE member_id = ${memberId}::bigint
      ORDER BY ancestor_id, level
    ON CONFLICT (ancestor_id, level) DO UPDATE SET
      business_cents = t.business_cents + excluded.business_cents,
      zero_investment_count = t.zero_investment_count + excluded.zero_investment_count`,
    totals: sql`
    INSERT INTO team_totals AS t
      (member_id, direct_count, team_count, team_business_cents, team_zero_investment_count)
    SELECT ancestor_id, 0, 0, ${amountCents}::bigint, -(${totalsLeaves})
      FROM member_closure WHERE member_id = ${memberId}::bigint
      ORDER BY ancestor_id
    ON CONFLICT (member_id) DO UPDATE SET
      team_business_cents = t.team_business_cents + excluded.team_business_cents,
      team_zero_investment_count = t.team_zero_investment_count + excluded.team_zero_investment_count
    RETURNING t.member_id, t.team_business_cents`,
  }
}
