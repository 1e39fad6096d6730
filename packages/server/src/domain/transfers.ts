// Transfers: to another member (2% fee, the recipient gets amount − 2%) and to oneself (income
// wallet → package wallet only, 2% on top as the screen's hint shows).
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
import { TRANSACTION_PASSWORD_REMEMBER_MS } from '../guard/limits'
import { checkTransactionPassword } from '../guard/transaction-password'
import { DomainError, invalid } from './errors'
import type { Deps, SessionMember } from './context'
import { moveInBatch, type Move } from './group-commit'
import type { MoneyKey } from './idempotency'
import { balancesOf } from './ledger'
import { mailEventsLater } from '../mail/event-mails'

function centsOf(amount: number): number {
  const cents = toCents(amount)
  if (cents === null) throw invalid(serverMessages.amountFormat, 'amount')
  return cents
}

/**
 * Sends money to another member; the transaction password arrives in `otp`. Its two parties are
 * what the session check read (`member.parties`: the route names the recipient), so nothing is
 * read here before the group commit.
 */
export async function transferToUser(
  deps: Deps,
  member: SessionMember,
  key: MoneyKey | undefined,
  body: { toUserId: string; amount: number; type: 'wallet' | 'packageWallet'; otp: string },
) {
  const cents = centsOf(body.amount)
  const parties = member.parties
  if (!parties) throw new Error('transferToUser: the session check read no parties')
  const toId = parties.recipientId
  if (toId === null) throw new DomainError('not-found', serverMessages.unknownMember, 'toUserId')
  if (toId === member.id) throw invalid(serverMessages.selfTransfer, 'toUserId')
  const hash = parties.tpassHash
  if (!hash) throw invalid(serverMessages.transactionPasswordNotSet, 'otp')
  await checkTransactionPassword(
    deps,
    { id: member.id, email: parties.email, hash },
    body.otp,
    'otp',
    // argon2id once, not on every transfer (docs/security.md, "Transaction password").
    TRANSACTION_PASSWORD_REMEMBER_MS,
  )
  // In the next group commit (domain/group-commit.ts): both wallets locked in order, the
  // sender's checked, the entries, the recipient's inbox event, the answer; the event's mail after.
  const answer = await moveInBatch(
    deps,
    toUserMove(member.id, key, { toId, toUserId: body.toUserId.trim(), cents, wallet: body.type }),
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
  const moved = moveInBatch(deps, toSelfMove(memberId, key, cents))
  // The fee comes on top: an amount the wallet holds but not with its fee is said so (as the
  // form says before the prompt), read only on this refusal's path.
  return moved.catch(async (error: unknown) => {
    if (!(error instanceof DomainError) || error.message !== messages.lowWallet) throw error
    const { wallet } = await balancesOf(deps.database.db, memberId)
    if (cents > wallet) throw error
    throw invalid(serverMessages.selfTransferTotalExceedsWallet, 'amount')
  })
}

/** A transfer to another member as the group commit posts it: 2% of it to fees. */
export function toUserMove(
  memberId: number,
  key: MoneyKey | undefined,
  to: { toId: number; toUserId: string; cents: number; wallet: 'wallet' | 'packageWallet' },
): Move {
  const fee = transferFeeCents(to.cents)
  return {
    memberId,
    key,
    call: 'transferToUser',
    posting: {
      kind: 'transfer',
      memberId,
      memo: historyMemo('transferToUser', { userId: to.toUserId }),
      legs: [
        { account: { memberId, wallet: to.wallet }, cents: -to.cents },
        { account: { memberId: to.toId, wallet: to.wallet }, cents: to.cents - fee },
        { account: { system: 'fees' }, cents: fee },
      ],
    },
    message: successMessages.transferred,
    shortfall: { message: lowBalanceMessage(to.wallet), field: 'amount' },
  }
}

/** A transfer from the income wallet to the package wallet, its 2% fee on top. */
export function toSelfMove(memberId: number, key: MoneyKey | undefined, cents: number): Move {
  const fee = selfTransferFeeCents(cents)
  return {
    memberId,
    key,
    call: 'transferToSelf',
    posting: {
      kind: 'self-transfer',
      memberId,
      memo: historyMemo('toPackageWallet'),
      legs: [
        { account: { memberId, wallet: 'wallet' }, cents: -(cents + fee) },
        { account: { memberId, wallet: 'packageWallet' }, cents },
        { account: { system: 'fees' }, cents: fee },
      ],
    },
    message: successMessages.transferred,
    shortfall: { message: messages.lowWallet, field: 'amount' },
  }
}
