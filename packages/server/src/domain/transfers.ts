// Transfers: to another member (2% fee, the recipient gets amount − 2%) and to oneself (income
// wallet → package wallet only, 2% on top as the screen's hint shows).
import { sql } from 'drizzle-orm'
import {
  lowBalanceMessage,
  messages,
  selfTransferFeeCents,
  serverMessages,
  toCents,
  transferFeeCents,
  successMessages,
  historyMemo,
} from '@trellis/contract'
import { query } from '../db/client'
import { TRANSACTION_PASSWORD_REMEMBER_MS } from '../guard/limits'
import { checkTransactionPassword } from '../guard/transaction-password'
import { DomainError, invalid } from './errors'
import type { Deps } from './context'
import { moveOnce, type MoneyKey } from './idempotency'
import { balancesOf } from './ledger'
import { mailEventsLater } from '../mail/event-mails'

function centsOf(amount: number): number {
  const cents = toCents(amount)
  if (cents === null) throw invalid(serverMessages.amountFormat, 'amount')
  return cents
}

/** Sends money to another member; the transaction password arrives in `otp`. */
export async function transferToUser(
  deps: Deps,
  memberId: number,
  key: MoneyKey | undefined,
  body: { toUserId: string; amount: number; type: 'wallet' | 'packageWallet'; otp: string },
) {
  const cents = centsOf(body.amount)
  // One read: the sender's hash and e-mail, and the recipient's id.
  const [me] = await query<{ tpass_hash: string | null; email: string; to_id: number | null }>(
    deps.database.db,
    sql`SELECT tpass_hash, email, (SELECT id FROM members WHERE upper(user_id) = upper(${body.toUserId.trim()}) ORDER BY id LIMIT 1) AS to_id
        FROM members WHERE id = ${memberId}`,
  )
  if (me?.to_id === null || me?.to_id === undefined) {
    throw new DomainError('not-found', serverMessages.unknownMember, 'toUserId')
  }
  const toId = me.to_id
  if (toId === memberId) throw invalid(serverMessages.selfTransfer, 'toUserId')
  const hash = me?.tpass_hash
  if (!me || !hash) throw invalid(serverMessages.transactionPasswordNotSet, 'otp')
  await checkTransactionPassword(
    deps,
    { id: memberId, email: me.email, hash },
    body.otp,
    'otp',
    // argon2id once, not on every transfer (docs/security.md, "Transaction password").
    TRANSACTION_PASSWORD_REMEMBER_MS,
  )
  const fee = transferFeeCents(cents)
  // One statement: both wallets locked in order, the sender's checked, the entries, the
  // recipient's inbox event, the answer; the event's mail after it.
  const answer = await moveOnce(
    deps,
    memberId,
    key,
    'transferToUser',
    {
      kind: 'transfer',
      memberId,
      memo: historyMemo('transferToUser', { userId: body.toUserId.trim() }),
      legs: [
        { account: { memberId, wallet: body.type }, cents: -cents },
        { account: { memberId: toId, wallet: body.type }, cents: cents - fee },
        { account: { system: 'fees' }, cents: fee },
      ],
    },
    {
      message: successMessages.transferred,
      shortfall: {
        message: lowBalanceMessage(body.type),
        field: 'amount',
      },
    },
  )
  mailEventsLater(deps)
  return answer
}

/** Moves money from the income wallet to the package wallet (no way back). */
export async function transferToSelf(
  deps: Deps,
  memberId: number,
  key: MoneyKey | undefined,
  body: { amount: number },
) {
  const cents = centsOf(body.amount)
  const fee = selfTransferFeeCents(cents)
  const moved = moveOnce(
    deps,
    memberId,
    key,
    'transferToSelf',
    {
      kind: 'self-transfer',
      memberId,
      memo: historyMemo('toPackageWallet'),
      legs: [
        { account: { memberId, wallet: 'wallet' }, cents: -(cents + fee) },
        { account: { memberId, wallet: 'packageWallet' }, cents },
        { account: { system: 'fees' }, cents: fee },
      ],
    },
    {
      message: successMessages.transferred,
      shortfall: { message: messages.lowWallet, field: 'amount' },
    },
  )
  // The fee comes on top: an amount the wallet holds but not with its fee is said so (as the
  // form says before the prompt), read only on this refusal's path.
  return moved.catch(async (error: unknown) => {
    if (!(error instanceof DomainError) || error.message !== messages.lowWallet) throw error
    const { wallet } = await balancesOf(deps.database.db, memberId)
    if (cents > wallet) throw error
    throw invalid(serverMessages.selfTransferTotalExceedsWallet, 'amount')
  })
}
