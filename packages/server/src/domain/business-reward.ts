// Business reward (economics.businessRewards): when an investment lifts an upline's team business
// to a milestone, that upline gets the milestone's reward once, in the investment's transaction.
import { sql, type SQL } from 'drizzle-orm'
import { businessRewardMemo, businessRewardRateBp, economics } from '@trellis/contract'
import { num, query, type Tx } from '../db/client'
import { RunAgain } from './idempotency'
import { post } from './ledger'

const milestoneRows = (): SQL =>
  sql.join(
    economics.businessRewards.map(
      (r) => sql`(${r.milestoneCents}::bigint, ${r.rewardCents}::bigint)`,
    ),
    sql`, `,
  )

/**
 * The uplines an investment of `amountCents` by `investorId` would lift to a milestone not yet
 * rewarded (rows of `id`), read before anything is locked: their wallets are locked with the
 * investor's, in one statement (lock order, docs/server.md), before the team totals move.
 */
export function candidatesSelect(investorId: number, amountCents: number): SQL {
  return sql`SELECT DISTINCT c.ancestor_id AS id
      FROM member_closure c JOIN team_totals t ON t.member_id = c.ancestor_id
      CROSS JOIN (VALUES ${milestoneRows()}) AS m(milestone, reward)
     WHERE c.member_id = ${investorId}::bigint
       AND t.team_business_cents + ${amountCents}::bigint >= m.milestone
       AND NOT EXISTS (SELECT 1 FROM business_rewards r
                       WHERE r.member_id = c.ancestor_id AND r.milestone_cents = m.milestone)`
}

/** {@link candidatesSelect} on its own. @internal (the lock order's test) */
export async function rewardCandidates(
  tx: Tx,
  investorId: number,
  amountCents: number,
): Promise<number[]> {
  if (economics.businessRewards.length === 0) return []
  const rows = await query<{ id: number }>(tx, candidatesSelect(investorId, amountCents))
  return rows.map((r) => r.id)
}

/** A reward row won: the upline, the milestone, the reward. */
export interface WonReward {
  member_id: number
  milestone_cents: number
  reward_cents: number
}

/**
 * The insert of every reward now due among `totals`, a relation of uplines' team totals
 * (member_id, team_business_cents) as they are after the investment: each (upline, milestone)
 * reached that has no reward row yet, in (member, milestone) order. The unique (member,
 * milestone) row makes it pay once, even when two investments cross the milestone at the same
 * time. Returns the rows won (`WonReward`). Null when the economics has no business rewards.
 */
export function wonRewardsInsert(totals: SQL): SQL | null {
  if (economics.businessRewards.length === 0) return null
  return sql`INSERT INTO business_rewards (member_id, milestone_cents, reward_cents)
    SELECT t.member_id, m.milestone, m.reward
      FROM ${totals} t CROSS JOIN (VALUES ${milestoneRows()}) AS m(milestone, reward)
     WHERE t.team_business_cents >= m.milestone
     ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING member_id, milestone_cents, reward_cents`
}

/**
 * Pays every reward now due to `investorId`'s uplines (`wonRewardsInsert` over their current
 * totals). Call it after the team aggregates are updated, in the same transaction.
 * @internal (the lock order's test; `investNow` inserts the rewards in its own statement)
 */
export async function payBusinessRewards(
  tx: Tx,
  investorId: number,
  day: string,
  locked: ReadonlySet<number>,
): Promise<number> {
  const insert = wonRewardsInsert(
    sql`(SELECT t.member_id, t.team_business_cents
           FROM member_closure c JOIN team_totals t ON t.member_id = c.ancestor_id
          WHERE c.member_id = ${investorId}::bigint)`,
  )
  if (insert === null) return 0
  return payWonRewards(tx, investorId, day, locked, await query<WonReward>(tx, insert))
}

/**
 * Credits the rewards `won` by `investorId`'s investment, holding the wallets of `locked` (the
 * investor and its candidates): an upline outside them (another investment moved the totals in
 * between) would be locked out of order, so the transaction runs again (RunAgain) and reads the
 * candidates afresh. Returns the rewards paid.
 */
export async function payWonRewards(
  tx: Tx,
  investorId: number,
  day: string,
  locked: ReadonlySet<number>,
  won: WonReward[],
): Promise<number> {
  if (won.some((w) => !locked.has(num(w.member_id)))) {
    throw new RunAgain('a business reward for an upline whose wallets are not locked')
  }
  for (const w of won) {
    const memberId = num(w.member_id)
    const base = num(w.milestone_cents)
    const cents = num(w.reward_cents)
    const txId = await post(tx, {
      kind: 'reward',
      memberId,
      memo: businessRewardMemo(base),
      legs: [
        {
          account: { memberId, wallet: 'wallet' },
          cents,
          source: {
            kind: 'reward',
            fromMemberId: investorId,
            rateBp: businessRewardRateBp({ milestoneCents: base, rewardCents: cents }),
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
