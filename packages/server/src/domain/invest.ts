// Plans and investments: an investment moves principal from the income or package wallet into
// the investments account and counts toward the member's and the team's business.
import { sql } from 'drizzle-orm'
import {
  fromCents,
  messages,
  serverMessages,
  toCents,
  type InvestmentRecord,
  type Plan,
  successMessages,
  historyMemo,
} from '@trellis/contract'
import { query } from '../db/client'
import { DomainError, invalid } from './errors'
import type { Deps } from './context'
import { payBusinessRewards, rewardCandidates } from './business-reward'
import { runMoney, type MoneyKey } from './idempotency'
import { lockBalances, post } from './ledger'
import { memberView } from './member-view'
import { offsetOf, pageOf, paged, TOTAL_COUNT, type Counted } from './paging'
import { recordInvestment } from '../team/aggregates'

interface PlanRow {
  id: string
  name: string
  roi_bp: number
  days: number
}

const toPlan = (r: PlanRow): Plan => ({
  _id: r.id,
  name: r.name,
  roi: r.roi_bp / 100,
  days: r.days,
})

/** Every plan, in display order. */
export async function getPlans(deps: Deps) {
  const rows = await query<PlanRow>(deps.database.db, sql`SELECT * FROM plans ORDER BY sort, id`)
  return { status: true, data: rows.map(toPlan) }
}

/** Invests from the income wallet ('invest') or the package wallet ('package'). */
export async function investNow(
  deps: Deps,
  memberId: number,
  key: MoneyKey | undefined,
  body: { wallet: 'invest' | 'package'; amount: number; plan: string },
) {
  const cents = toCents(body.amount)
  if (cents === null) throw invalid(serverMessages.amountFormat, 'amount')
  const [plan] = await query<PlanRow>(
    deps.database.db,
    sql`SELECT * FROM plans WHERE id = ${body.plan.trim()}`,
  )
  if (!plan) throw new DomainError('invalid', messages.investRequired, 'plan')
  const wallet = body.wallet === 'invest' ? 'wallet' : 'packageWallet'
  return runMoney(deps, memberId, key, 'investNow', async (tx) => {
    // Lock order (docs/server.md): the investor's wallets and those of the uplines it may reward,
    // in one statement; then the members row, the investment, the team rows, the rewards.
    const uplines = await rewardCandidates(tx, memberId, cents)
    const b = (await lockBalances(tx, memberId, ...uplines)).get(memberId)
    if (!b || b[wallet] < cents) throw invalid(messages.lowWallet, 'amount')
    await post(tx, {
      kind: 'invest',
      memberId,
      memo: historyMemo('investment', { plan: plan.name }),
      legs: [
        { account: { memberId, wallet }, cents: -cents },
        { account: { system: 'investments' }, cents },
      ],
    })
    await tx.execute(
      sql`INSERT INTO investments (member_id, plan_id, amount_cents, invest_type)
          VALUES (${memberId}, ${plan.id}, ${cents}, ${body.wallet})`,
    )
    const [prev] = await query<{ total: number | null }>(
      tx,
      sql`UPDATE members SET total_investment_cents = total_investment_cents + ${cents}
          WHERE id = ${memberId} RETURNING total_investment_cents - ${cents} AS total`,
    )
    await recordInvestment(tx, memberId, cents, { firstInvestment: (prev?.total ?? 0) === 0 })
    await payBusinessRewards(
      tx,
      memberId,
      deps.now().toISOString().slice(0, 10),
      new Set([memberId, ...uplines]),
    )
    return { status: true, message: successMessages.invested, data: await memberView(tx, memberId) }
  })
}

/** The member's investments, newest first. */
export async function investmentHistory(deps: Deps, memberId: number, page: number | undefined) {
  const p = offsetOf(page)
  const db = deps.database.db
  const { rows, total } = await pageOf<
    PlanRow &
      Counted & {
        iid: number
        amount_cents: number
        invest_type: string
        days_paid: number
        created_at: Date | string
      }
  >(
    db,
    p.offset,
    sql`SELECT i.id AS iid, i.amount_cents, i.invest_type, i.days_paid, i.created_at, p.*, ${TOTAL_COUNT}
        FROM investments i JOIN plans p ON p.id = i.plan_id
        WHERE i.member_id = ${memberId} ORDER BY i.id DESC LIMIT ${p.limit} OFFSET ${p.offset}`,
    sql`SELECT count(*) AS n FROM investments WHERE member_id = ${memberId}`,
  )
  const items: InvestmentRecord[] = rows.map((r) => {
    const plan = toPlan(r)
    return {
      _id: String(r.iid),
      createdAt: new Date(r.created_at).toISOString(),
      planDetails: { name: plan.name, roi: plan.roi, days: plan.days },
      amount: fromCents(r.amount_cents),
      investType: r.invest_type === 'package' ? 'package' : 'invest',
      days: r.days_paid,
    }
  })
  return paged(items, p.page, total)
}
