// Plans and investments: an investment moves principal from the income or package wallet into
// the investments account and counts toward the member's and the team's business.
import { sql, type SQL } from 'drizzle-orm'
import {
  economics,
  fromCents,
  messages,
  serverMessages,
  toCents,
  type InvestmentRecord,
  type Plan,
  successMessages,
  historyMemo,
  type WalletName,
} from '@trellis/contract'
import { num, query } from '../db/client'
import { DomainError, invalid } from './errors'
import type { Deps } from './context'
import {
  candidatesSelect,
  payWonRewards,
  wonRewardsInsert,
  type WonReward,
} from './business-reward'
import {
  keyClaim,
  runAgainOnConflict,
  storedAnswer,
  type MoneyKey,
  type MoveAnswer,
} from './idempotency'
import { jsonOf, postedId } from './ledger'
import { memberViewSelect, toMember, type MemberViewRow } from './member-view'
import { postingStatement } from './posting'
import { offsetOf, pageOf, paged, TOTAL_COUNT, type Counted } from './paging'
import { investmentUpserts } from '../team/aggregates'

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

/**
 * Invests from the income wallet ('invest') or the package wallet ('package'). One transaction of
 * two statements (plus the rare rewards), in the lock order of docs/server.md:
 *
 * 1. `openStatement`: the key's claim (step 1); the plan; the uplines the amount may lift to a
 *    business reward (read, not locked); then the wallets of the investor and those uplines,
 *    locked in one order (step 2). The server checks the plan and the funds.
 * 2. `investStatement`: the posting, the investment row, the member's total (step 3), the team
 *    rows and the rewards now due (step 4), the member's view and the key's stored answer.
 *
 * A reward due to an upline whose wallets were not locked runs it all again (`payWonRewards`).
 */
export async function investNow(
  deps: Deps,
  memberId: number,
  key: MoneyKey | undefined,
  body: { wallet: 'invest' | 'package'; amount: number; plan: string },
) {
  const cents = toCents(body.amount)
  if (cents === null) throw invalid(serverMessages.amountFormat, 'amount')
  const wallet = body.wallet === 'invest' ? 'wallet' : 'packageWallet'
  return runAgainOnConflict(() =>
    deps.database.transaction(async (tx) => {
      const [opened] = await query<Opened>(
        tx,
        openStatement(memberId, key, body.plan.trim(), cents),
      )
      if (key && !opened?.claimed) {
        return (await storedAnswer(tx, memberId, key, 'investNow')) as MoveAnswer
      }
      const plan = jsonOf(opened?.plan) as PlanRow | undefined
      if (!plan) throw new DomainError('invalid', messages.investRequired, 'plan')
      const funds = (jsonOf(opened?.wallets) as WalletRow[] | undefined) ?? []
      const own = funds.find((w) => num(w.member_id) === memberId && w.name === wallet)
      if (num(own?.balance_cents) < cents) throw invalid(messages.lowWallet, 'amount')
      const message = successMessages.invested
      const [row] = await query<{ id: number | null; view: unknown; won: unknown }>(
        tx,
        investStatement({ memberId, key, plan, cents, wallet, invested: body.wallet, message }),
      )
      postedId(row?.id, { message: messages.lowWallet, field: 'amount' })
      const uplines = ((jsonOf(opened?.uplines) as number[] | undefined) ?? []).map(num)
      await payWonRewards(
        tx,
        memberId,
        deps.now().toISOString().slice(0, 10),
        new Set([memberId, ...uplines]),
        (jsonOf(row?.won) as WonReward[] | undefined) ?? [],
      )
      const answer: MoveAnswer = {
        status: true,
        message,
        data: toMember(jsonOf(row?.view) as MemberViewRow),
      }
      return answer
    }),
  )
}

/** A row of `openStatement`. */
interface Opened {
  claimed: boolean
  plan: unknown
  uplines: unknown
  wallets: unknown
}

interface WalletRow {
  member_id: number
  name: WalletName
  balance_cents: number
}

/**
 * The investment's first statement: with a key, its claim (`claimed` false when it was taken:
 * nothing else is read or locked); the plan as a row (`plan`, null when there is none); the reward
 * candidates (`uplines`); and their wallets and the investor's, locked in (member, name) order
 * after the key (`wallets`).
 */
function openStatement(
  memberId: number,
  key: MoneyKey | undefined,
  planId: string,
  cents: number,
): SQL {
  const claim = key
    ? sql`c AS (${keyClaim(memberId, key, 'investNow')} RETURNING key),
          g AS (SELECT EXISTS (SELECT 1 FROM c) AS open)`
    : sql`g AS (SELECT true AS open)`
  const candidates =
    economics.businessRewards.length > 0
      ? candidatesSelect(memberId, cents)
      : sql`SELECT NULL::bigint AS id WHERE false`
  return sql`WITH ${claim},
      cand AS (${candidates}),
      l AS (SELECT a.member_id, a.name, a.balance_cents FROM accounts a
            WHERE (SELECT open FROM g)
              AND a.member_id IN (SELECT ${memberId}::bigint UNION SELECT id FROM cand)
            ORDER BY a.member_id, a.name FOR UPDATE OF a)
    SELECT (SELECT open FROM g) AS claimed,
      (SELECT row_to_json(p) FROM plans p WHERE p.id = ${planId}) AS plan,
      (SELECT json_agg(id) FROM cand) AS uplines,
      (SELECT json_agg(l) FROM l) AS wallets`
}

/**
 * The investment's second statement, after the funds were checked under their locks: the posting
 * (the only writer of the ledger, domain/posting.ts) with, in its tail, the investment row, the
 * member's total (`mt`, lock order step 3), the uplines' level stats then team totals
 * (`investmentUpserts`, step 4), the rewards those totals now reach (`won`), the member's view
 * (`view`, with the moved balances and the new total) and, with a key, the stored answer.
 */
function investStatement(o: {
  memberId: number
  key: MoneyKey | undefined
  plan: PlanRow
  cents: number
  wallet: WalletName
  invested: 'invest' | 'package'
  message: string
}): SQL {
  const { memberId, key, cents } = o
  const leaves = (after = sql``) =>
    sql`(SELECT CASE WHEN total = ${cents}::bigint THEN 1 ELSE 0 END FROM mt ${after})`
  // The totals' leaves wait for the level stats (`lv` counted first): the team rows' lock order.
  const rows = investmentUpserts(
    memberId,
    cents,
    leaves(),
    leaves(sql`WHERE (SELECT count(*) FROM lv) >= 0`),
  )
  const won = wonRewardsInsert(sql`tt`)
  const stored = key
    ? sql`, k AS (UPDATE idempotency_keys SET status_code = 200,
             answer = json_build_object('status', true, 'message', ${o.message}::text,
                                        'memberRow', (SELECT row_to_json(v) FROM v))::text
           WHERE member_id = ${memberId} AND key = ${key.key} RETURNING 1)`
    : sql``
  return postingStatement(
    {
      kind: 'invest',
      memberId,
      memo: historyMemo('investment', { plan: o.plan.name }),
      legs: [
        { account: { memberId, wallet: o.wallet }, cents: -cents },
        { account: { system: 'investments' }, cents },
      ],
    },
    {
      tail: sql`, iv AS (INSERT INTO investments (member_id, plan_id, amount_cents, invest_type)
                  SELECT ${memberId}, ${o.plan.id}, ${cents}, ${o.invested} FROM t RETURNING 1),
        mt AS (UPDATE members SET total_investment_cents = total_investment_cents + ${cents}
               WHERE id = ${memberId} RETURNING total_investment_cents AS total),
        lv AS (${rows.levels} RETURNING 1),
        tt AS (${rows.totals})
        ${won ? sql`, bw AS (${won})` : sql``},
        v AS (${memberViewSelect(memberId, sql`u`, sql`(SELECT total FROM mt)`)})
        ${stored}`,
      columns: sql`, (SELECT row_to_json(v) FROM v) AS view,
        ${won ? sql`(SELECT json_agg(bw) FROM bw)` : sql`NULL`} AS won`,
    },
  ).statement
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
