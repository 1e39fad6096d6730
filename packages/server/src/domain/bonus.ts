// Bonus wallet: operators grant bonuses; the member redeems the whole bonus wallet into the
// income wallet.
import { sql } from 'drizzle-orm'
import {
  fromCents,
  serverMessages,
  type BonusRecord,
  successMessages,
  historyMemo,
} from '@trellis/contract'
import type { Tx } from '../db/client'
import { invalid } from './errors'
import type { Deps } from './context'
import { runMoney, type MoneyKey } from './idempotency'
import { lockBalances, post } from './ledger'
import { memberView } from './member-view'
import { offsetOf, pageOf, paged, TOTAL_COUNT } from './paging'

/** Moves the whole bonus wallet to the income wallet. */
export async function bonusRequest(deps: Deps, memberId: number, key: MoneyKey | undefined) {
  return runMoney(deps, memberId, key, 'bonusRequest', async (tx) => {
    const b = (await lockBalances(tx, memberId)).get(memberId)
    const cents = b?.bonusWallet ?? 0
    if (cents <= 0) throw invalid(serverMessages.noBonus)
    await post(tx, {
      kind: 'bonus-redeem',
      memberId,
      memo: historyMemo('bonusRedeemed'),
      legs: [
        { account: { memberId, wallet: 'bonusWallet' }, cents: -cents },
        { account: { memberId, wallet: 'wallet' }, cents },
      ],
    })
    return {
      status: true,
      message: successMessages.bonusRedeemed,
      data: await memberView(tx, memberId),
    }
  })
}

/** Credits a bonus (an operator's grant) to the member's bonus wallet. */
export async function grantBonus(
  tx: Tx,
  memberId: number,
  cents: number,
  memo: string,
  day: string,
  reason?: string,
) {
  return post(tx, {
    kind: 'bonus-grant',
    memberId,
    memo,
    inboxDetail: reason ?? null,
    legs: [
      { account: { system: 'bonus' }, cents: -cents },
      {
        account: { memberId, wallet: 'bonusWallet' },
        cents,
        source: { kind: 'bonus', fromMemberId: null, baseCents: cents, day },
      },
    ],
  })
}

/** Movements of the bonus wallet (grants and redemptions), newest first. */
export async function bonusHistory(deps: Deps, memberId: number, page: number | undefined) {
  const p = offsetOf(page)
  const db = deps.database.db
  const from = sql`FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
    WHERE a.member_id = ${memberId} AND a.name = 'bonusWallet'`
  const { rows, total } = await pageOf<{
    id: number
    amount_cents: number
    memo: string
    created_at: Date | string
    total_count: number
  }>(
    db,
    p.offset,
    sql`SELECT e.id, e.amount_cents, t.memo, e.created_at, ${TOTAL_COUNT} FROM ledger_entries e
        JOIN accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.member_id = ${memberId} AND a.name = 'bonusWallet'
        ORDER BY e.id DESC LIMIT ${p.limit} OFFSET ${p.offset}`,
    sql`SELECT count(*) AS n ${from}`,
  )
  const items: BonusRecord[] = rows.map((r) => ({
    id: String(r.id),
    amount: fromCents(r.amount_cents),
    desc: r.memo,
    createdAt: new Date(r.created_at).toISOString(),
  }))
  return paged(items, p.page, total)
}
