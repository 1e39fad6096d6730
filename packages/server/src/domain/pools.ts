// Pots: pot 3 (the 2.5X pool, $100) and pot 4 (the 2X pool, $50), paid from the package wallet,
// held for a fixed number of days.
import { sql } from 'drizzle-orm'
import {
  lowBalanceMessage,
  messages,
  POT_NAMES,
  serverMessages,
  toCents,
  potExpiry,
  potHeld,
  potPriceCents,
  type PotNumber,
  successMessages,
  historyMemo,
} from '@trellis/contract'
import { query } from '../db/client'
import { economics } from '@trellis/contract'
import { DomainError, invalid } from './errors'
import type { Deps } from './context'
import { runMoney, type MoneyKey } from './idempotency'
import { lockBalances, post } from './ledger'
import { memberView } from './member-view'

/** Joins a pot for the caller (the body's userId must be the caller's). */
export async function joinPool(
  deps: Deps,
  member: { id: number; userId: string },
  key: MoneyKey | undefined,
  body: { userId: string; pot: number; amount: number },
) {
  if (body.userId.trim() !== member.userId)
    throw new DomainError('forbidden', messages.notLoggedIn, 'userId')
  if (body.pot !== 3 && body.pot !== 4) throw invalid(serverMessages.potUnknown, 'pot')
  const pot = body.pot as PotNumber
  const price = potPriceCents(pot)
  if (toCents(body.amount) !== price) throw invalid(serverMessages.potPrice, 'amount')
  const now = deps.now()
  const expireColumn = pot === 3 ? sql`pot3_expire` : sql`pot4_expire`
  const countColumn = pot === 3 ? sql`pot3_count` : sql`pot4_count`
  return runMoney(deps, member.id, key, 'joinPool', async (tx) => {
    // Lock order (docs/server.md): the wallets, then the members row.
    const b = (await lockBalances(tx, member.id)).get(member.id)
    const [m] = await query<{ expire: Date | string | null }>(
      tx,
      sql`SELECT ${expireColumn} AS expire FROM members WHERE id = ${member.id} FOR NO KEY UPDATE`,
    )
    if (potHeld(m?.expire, now)) throw invalid(serverMessages.potNotExpired, 'pot')
    if (!b || b[economics.potWallet] < price)
      throw invalid(lowBalanceMessage(economics.potWallet), 'amount')
    await post(tx, {
      kind: `pot${pot}`,
      memberId: member.id,
      memo: historyMemo('joinedPool', { pool: POT_NAMES[pot] }),
      legs: [
        { account: { memberId: member.id, wallet: economics.potWallet }, cents: -price },
        { account: { system: 'pools' }, cents: price },
      ],
    })
    const expire = potExpiry(now)
    await tx.execute(
      sql`UPDATE members SET ${countColumn} = ${countColumn} + 1, ${expireColumn} = ${expire} WHERE id = ${member.id}`,
    )
    return {
      status: true,
      message: successMessages.poolJoined,
      data: await memberView(tx, member.id),
    }
  })
}
