// Business reward (economics.businessRewards): when an investment lifts an upline's team business
// to a milestone, that upline gets the milestone's reward once, in the investment's transaction.
import { sql } from 'drizzle-orm'
import { num, query, type Tx } from '../db/client'
import { economics } from '../economics'
import { post } from './ledger'

/**
 * Pays every reward now due to `investorId`'s uplines: each (upline, milestone) whose team
 * business has reached the milestone and has no reward row yet. The unique (member, milestone)
 * row makes it pay once, even when two investments cross the milestone at the same time. Call it
 * after the team aggregates are updated, in the same transaction. Returns the rewards paid.
 */
export async function payBusinessRewards(tx: Tx, investorId: number, day: string): Promise<number> {
  if (economics.businessRewards.length === 0) return 0
  const milestones = sql.join(
    economics.businessRewards.map(
      (r) => sql`(${r.milestoneCents}::bigint, ${r.rewardCents}::bigint)`,
    ),
    sql`, `,
  )
  const won = await query<{ member_id: unknown; milestone_cents: unknown; reward_cents: unknown }>(
    tx,
    sql`INSERT INTO business_rewards (member_id, milestone_cents, reward_cents)
        SELECT c.ancestor_id, m.milestone, m.reward
          FROM member_closure c JOIN team_totals t ON t.member_id = c.ancestor_id
          CROSS JOIN (VALUES ${milestones}) AS m(milestone, reward)
         WHERE c.member_id = ${investorId}::bigint AND t.team_business_cents >= m.milestone
         ORDER BY 1, 2
        ON CONFLICT DO NOTHING
        RETURNING member_id, milestone_cents, reward_cents`,
  )
  for (const w of won) {
    const memberId = num(w.member_id)
    const base = num(w.milestone_cents)
    const cents = num(w.reward_cents)
    const txId = await post(tx, {
      kind: 'reward',
      memberId,
      memo: `Business reward: team business reached $${(base / 100).toLocaleString('en-US')}`,
      legs: [
        {
          account: { memberId, wallet: 'wallet' },
          cents,
          source: {
            kind: 'reward',
            fromMemberId: investorId,
            rateBp: Math.round((cents * 10_000) / base),
            baseCents: base,
            day,
          },
        },
        { account: { system: 'earnings' }, cents: -cents },
      ],
    })
    await tx.execute(
      sql`UPDATE business_rewards SET transaction_id = ${txId}
          WHERE member_id = ${memberId} AND milestone_cents = ${base}`,
    )
  }
  return won.length
}
