// The daily return: each running investment pays its plan's ROI to the income wallet once a
// day, and the investor's uplines earn level income on that ROI (economics.levelIncomeBp).
import { sql } from 'drizzle-orm'
import { query, type Tx } from '../db/client'
import { levelIncomeDepth, levelIncomeShares, roiCents, roiMemo } from '@trellis/contract'
import { daysToAccrue, markDayComplete, paidOn, todayOf } from './accrual-days'

import type { Deps } from './context'
import { post, type Leg } from './ledger'

interface Running {
  id: number
  member_id: number
  amount_cents: number
  roi_bp: number
  name: string
}

/**
 * Pays `day`'s ROI (YYYY-MM-DD) to every investment made before that day and still running,
 * reading `batch` investments at a time (tests pass a small one to walk several batches); once
 * all are paid, a past day is recorded as complete (roi_days). Each (investment, day) pays once
 * (the roi_payouts key), whichever run or process gets there first.
 */
export async function accrueDay(
  deps: Deps,
  day: string,
  batch: number = ACCRUAL_BATCH,
): Promise<{ paid: number }> {
  let paid = 0
  // In batches by id, so a day with more investments than one batch is still paid in full
  // (catch-up moves on to the next day once this one returns).
  for (let afterId = 0; ;) {
    const due = await query<Running>(
      deps.database.db,
      sql`SELECT i.id, i.member_id, i.amount_cents, p.roi_bp, p.name FROM investments i
          JOIN plans p ON p.id = i.plan_id
          WHERE i.id > ${afterId} AND i.days_paid < p.days AND i.created_at < ${day}::date
            AND NOT EXISTS (SELECT 1 FROM roi_payouts r WHERE r.investment_id = i.id AND r.day = ${day}::date)
          ORDER BY i.id LIMIT ${batch}`,
    )
    for (const inv of due) {
      // One transaction per investment: a failure leaves the others paid and this one for the next run.
      try {
        if (await deps.database.transaction((tx) => payOne(tx, inv, day))) paid++
      } catch (error) {
        if (!(error instanceof AlreadyPaid)) throw error
      }
    }
    const last = due.at(-1)
    if (due.length < batch || !last) break
    afterId = last.id
  }
  await markDayComplete(deps, day)
  return { paid }
}

/** Investments read per query while paying one day. */
export const ACCRUAL_BATCH = 1000

async function payOne(tx: Tx, inv: Running, day: string): Promise<boolean> {
  const investmentId = inv.id
  const memberId = inv.member_id
  const base = inv.amount_cents
  const rateBp = inv.roi_bp
  const roi = roiCents(base, rateBp)
  if (roi <= 0) return false
  const uplines = await query<{ id: number; level: number }>(
    tx,
    sql`WITH RECURSIVE up(id, level) AS (
          SELECT sponsor_id, 1 FROM members WHERE id = ${memberId} AND sponsor_id IS NOT NULL
          UNION ALL
          SELECT m.sponsor_id, up.level + 1 FROM up JOIN members m ON m.id = up.id
          WHERE m.sponsor_id IS NOT NULL AND up.level < ${levelIncomeDepth()})
        SELECT id, level FROM up ORDER BY level`,
  )
  const legs: Leg[] = [
    {
      account: { memberId, wallet: 'wallet' },
      cents: roi,
      source: { kind: 'roi', fromMemberId: memberId, rateBp, baseCents: base, day },
    },
  ]
  // The chain comes back in order, level 1 first, with no gaps (each row is the previous one's sponsor).
  for (const share of levelIncomeShares(
    roi,
    uplines.map((u) => u.id),
  )) {
    legs.push({
      account: { memberId: share.upline, wallet: 'wallet' },
      cents: share.cents,
      source: {
        kind: 'level',
        fromMemberId: memberId,
        level: share.level,
        rateBp: share.rateBp,
        baseCents: roi,
        day,
      },
    })
  }
  const total = legs.reduce((s, l) => s + l.cents, 0)
  legs.push({ account: { system: 'earnings' }, cents: -total })
  const txId = await post(tx, { kind: 'roi', memberId, memo: roiMemo(inv.name), legs })
  const claimed = await query(
    tx,
    sql`INSERT INTO roi_payouts (investment_id, day, transaction_id) VALUES (${investmentId}, ${day}::date, ${txId})
        ON CONFLICT DO NOTHING RETURNING day`,
  )
  // Another run paid this day first: undo ours by failing the transaction.
  if (claimed.length === 0) throw new AlreadyPaid()
  await tx.execute(sql`UPDATE investments SET days_paid = days_paid + 1 WHERE id = ${investmentId}`)
  return true
}

class AlreadyPaid extends Error {}

/**
 * Runs every day not complete since the first investment, oldest first (catching up after
 * downtime, and finishing a day an earlier run stopped part-way through: those are named in the
 * log first), then today again (idempotent) so investments due today are paid even if today
 * already ran. A failure rejects (the scheduler logs it and retries sooner) naming the days still
 * owed; a failed day stops the catch-up so the next run retries it in order.
 */
export async function accrueMissed(
  deps: Deps,
  log: (line: string) => void = console.log,
): Promise<{ days: string[]; paid: number }> {
  const days = await daysToAccrue(deps)
  const today = todayOf(deps)
  if (!days.includes(today)) days.push(today)
  const started = await paidOn(
    deps.database.db,
    days.filter((d) => d < today),
  )
  for (const [day, n] of started) {
    log(
      `Daily return for ${day} was left incomplete by an earlier run (${n} investments paid); paying the rest.`,
    )
  }
  let paid = 0
  const done: string[] = []
  for (const day of days) {
    try {
      const r = await accrueDay(deps, day)
      paid += r.paid
      done.push(day)
      if (r.paid > 0) log(`Daily return for ${day}: ${r.paid} investments paid.`)
    } catch (error) {
      const owed = days.slice(done.length)
      // The cause keeps the database's error (an outage stays recognisable as one).
      throw new Error(
        `Daily return for ${day} stopped (${done.length} earlier day(s) done; not complete: ${owed.join(', ')})`,
        { cause: error },
      )
    }
  }
  return { days: done, paid }
}
