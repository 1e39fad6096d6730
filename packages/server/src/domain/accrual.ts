// The daily return: each running investment pays its plan's ROI to the income wallet once a
// day, and the investor's uplines earn level income on that ROI (economics.levelIncomeBp).
import { sql } from 'drizzle-orm'
import { num, query, type Tx } from '../db/client'
import { economics, percentOf } from '../economics'
import type { Deps } from './context'
import { post, type Leg } from './ledger'

interface Running {
  id: unknown
  member_id: unknown
  amount_cents: unknown
  roi_bp: unknown
  name: string
}

/** Pays `day`'s ROI (YYYY-MM-DD) to every investment made before that day and still running. */
export async function accrueDay(deps: Deps, day: string): Promise<{ paid: number }> {
  const due = await query<Running>(
    deps.database.db,
    sql`SELECT i.id, i.member_id, i.amount_cents, p.roi_bp, p.name FROM investments i
        JOIN plans p ON p.id = i.plan_id
        WHERE i.days_paid < p.days AND i.created_at < ${day}::date
          AND NOT EXISTS (SELECT 1 FROM roi_payouts r WHERE r.investment_id = i.id AND r.day = ${day}::date)
        ORDER BY i.id LIMIT 10000`,
  )
  let paid = 0
  for (const inv of due) {
    // One transaction per investment: a failure leaves the others paid and this one for the next run.
    try {
      if (await deps.database.transaction((tx) => payOne(tx, inv, day))) paid++
    } catch (error) {
      if (!(error instanceof AlreadyPaid)) throw error
    }
  }
  return { paid }
}

async function payOne(tx: Tx, inv: Running, day: string): Promise<boolean> {
  const investmentId = num(inv.id)
  const memberId = num(inv.member_id)
  const base = num(inv.amount_cents)
  const rateBp = num(inv.roi_bp)
  const roi = percentOf(base, rateBp)
  if (roi <= 0) return false
  const uplines = await query<{ id: unknown; level: unknown }>(
    tx,
    sql`WITH RECURSIVE up(id, level) AS (
          SELECT sponsor_id, 1 FROM members WHERE id = ${memberId} AND sponsor_id IS NOT NULL
          UNION ALL
          SELECT m.sponsor_id, up.level + 1 FROM up JOIN members m ON m.id = up.id
          WHERE m.sponsor_id IS NOT NULL AND up.level < ${economics.levelIncomeBp.length})
        SELECT id, level FROM up ORDER BY level`,
  )
  const legs: Leg[] = [
    {
      account: { memberId, wallet: 'wallet' },
      cents: roi,
      source: { kind: 'roi', fromMemberId: memberId, rateBp, baseCents: base, day },
    },
  ]
  for (const u of uplines) {
    const level = num(u.level)
    const bp = economics.levelIncomeBp[level - 1] ?? 0
    const cents = percentOf(roi, bp)
    if (cents <= 0) continue
    legs.push({
      account: { memberId: num(u.id), wallet: 'wallet' },
      cents,
      source: { kind: 'level', fromMemberId: memberId, level, rateBp: bp, baseCents: roi, day },
    })
  }
  const total = legs.reduce((s, l) => s + l.cents, 0)
  legs.push({ account: { system: 'earnings' }, cents: -total })
  const txId = await post(tx, { kind: 'roi', memberId, memo: `Daily return: ${inv.name}`, legs })
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

/** Runs the accrual for the last few days (catching up after downtime); errors are logged, not thrown. */
export async function accrueRecent(
  deps: Deps,
  days = 3,
  log: (line: string) => void = console.log,
) {
  const today = deps.now()
  for (let back = days - 1; back >= 0; back--) {
    const day = new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10)
    try {
      const { paid } = await accrueDay(deps, day)
      if (paid > 0) log(`Daily return for ${day}: ${paid} investments paid.`)
    } catch (error) {
      log(`Daily return for ${day} failed: ${(error as Error).message}`)
    }
  }
}
