// Activation: a yearly membership paid from the package wallet; the direct sponsor earns a share
// as membership income.
import { sql } from 'drizzle-orm'
import {
  isMemberActive,
  lowBalanceMessage,
  membershipIncomeCents,
  serverMessages,
  successMessages,
  historyMemo,
} from '@trellis/contract'
import { query } from '../db/client'
import { economics } from '@trellis/contract'
import { DomainError, invalid } from './errors'
import type { Deps } from './context'
import { runMoney, type MoneyKey } from './idempotency'
import { lockBalances, post, type Leg } from './ledger'
import { memberView } from './member-view'

/** Activates the member for one year. */
export async function activeNow(deps: Deps, memberId: number, key: MoneyKey | undefined) {
  const now = deps.now()
  return runMoney(deps, memberId, key, 'activeNow', async (tx) => {
    // Lock order (docs/server.md): the wallets of the member and of the sponsor (who earns a
    // share) in one statement, then their members rows; a sponsor never changes, so it is read first.
    const [s] = await query<{ sponsor_id: number | null }>(
      tx,
      sql`SELECT sponsor_id FROM members WHERE id = ${memberId}`,
    )
    if (!s) throw new DomainError('not-found', serverMessages.unknownMember)
    const sponsorId = s.sponsor_id === null ? null : s.sponsor_id
    const wallets = await lockBalances(tx, memberId, ...(sponsorId === null ? [] : [sponsorId]))
    const rows = await query<{ id: number; active_date: Date | string | null }>(
      tx,
      sql`SELECT id, active_date FROM members WHERE id IN (${memberId}, ${sponsorId ?? memberId})
          ORDER BY id FOR NO KEY UPDATE`,
    )
    const m = rows.find((r) => r.id === memberId)
    if (!m) throw new DomainError('not-found', serverMessages.unknownMember)
    if (isMemberActive(m.active_date, now)) throw invalid(serverMessages.alreadyActive)
    const cost = economics.activationCostCents
    const b = wallets.get(memberId)
    const from = economics.activationWallet
    if (!b || b[from] < cost) throw invalid(lowBalanceMessage(from))
    const share = sponsorId === null ? 0 : membershipIncomeCents()
    const legs: Leg[] = [
      { account: { memberId, wallet: from }, cents: -cost },
      { account: { system: 'activation' }, cents: cost - share },
    ]
    if (sponsorId !== null && share > 0) {
      legs.push({
        account: { memberId: sponsorId, wallet: 'wallet' },
        cents: share,
        source: {
          kind: 'membership',
          fromMemberId: memberId,
          level: 1,
          rateBp: economics.membershipIncomeBp,
          baseCents: cost,
          day: now.toISOString().slice(0, 10),
        },
      })
    }
    await post(tx, { kind: 'activation', memberId, memo: historyMemo('activation'), legs })
    await tx.execute(sql`UPDATE members SET active_date = ${now} WHERE id = ${memberId}`)
    return {
      status: true,
      message: successMessages.activated,
      data: await memberView(tx, memberId),
    }
  })
}
