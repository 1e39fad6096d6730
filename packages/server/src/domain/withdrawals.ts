// Withdrawals: an e-mailed OTP, then a pending request that debits the income wallet by the
// amount plus the charge; an operator marks it paid (chain hash) or rejects it (full refund).
import { sql } from 'drizzle-orm'
import {
  fromCents,
  messages,
  payoutHoldMessage,
  serverMessages,
  toCents,
  type RequestStatus,
  type WithdrawalRecord,
  successMessages,
  withdrawalChargeCents,
  withdrawalTotalCents,
} from '@trellis/contract'
import { query, type Tx } from '../db/client'
import { economics } from '@trellis/contract'
import { DomainError, invalid } from './errors'
import { issueCode, spendCode, withCode } from './codes'
import type { Deps } from './context'
import { runMoney, type MoneyKey } from './idempotency'
import { balancesOf, lockBalances, post } from './ledger'
import { memberRecord, type MemberRecord } from './member-view'
import { offsetOf, pageOf, paged, TOTAL_COUNT, type Counted } from './paging'

interface WithdrawalRow {
  id: number
  member_id: number
  amount_cents: number
  charge_cents: number
  address: string
  trx: string | null
  status: RequestStatus
  created_at: Date | string
}

function toRecord(r: WithdrawalRow): WithdrawalRecord {
  return {
    id: String(r.id),
    amount: fromCents(r.amount_cents),
    charges: fromCents(r.charge_cents),
    desc: r.address ? `Withdrawal to ${r.address}` : 'Withdrawal',
    trx: r.trx,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
  }
}

/**
 * E-mails a withdrawal OTP to the member's registered address (any address in the body is
 * ignored). Everything that would refuse the withdrawal and can be known now (no payout address,
 * a hold, the amount plus its charge over the wallet) refuses here, before a code is issued, so
 * the refusal neither sends mail nor counts against the member's code limits.
 */
export async function sendWithdrawalOtp(deps: Deps, memberId: number, amount?: number) {
  const member = await memberRecord(deps.database.db, memberId)
  if (!member) throw new DomainError('not-found', serverMessages.unknownMember)
  // No field: the address is not on the withdrawal screen, which links to where it is set.
  if (!member.usdt_address) throw invalid(serverMessages.payoutAddressMissing)
  payoutAddressOf(member, deps.now())
  if (amount !== undefined) await checkFits(deps, memberId, amount)
  const code = await issueCode(deps, memberId, 'withdrawal', economics.otpValidMinutes)
  await deps.mailer.send({
    to: member.email,
    subject: 'Your Trellis withdrawal code',
    text: `Your withdrawal code is ${code}. It is valid for ${economics.otpValidMinutes} minutes. If you did not ask for it, ignore this message.`,
  })
  return { success: true, message: serverMessages.otpSent }
}

/** Checks the OTP and the rules, then debits amount + charge and records a pending withdrawal. */
export async function requestWithdrawal(
  deps: Deps,
  memberId: number,
  key: MoneyKey | undefined,
  body: { amount: number; otp: string },
) {
  const cents = toCents(body.amount)
  if (cents === null) throw invalid(serverMessages.amountFormat, 'amount')
  const charge = withdrawalChargeCents(cents)
  const member = await memberRecord(deps.database.db, memberId)
  const address = payoutAddressOf(member, deps.now())
  // The code is spent in the same transaction as the debit: a refusal (balance, a lost race)
  // leaves it usable, and a wrong code is counted after the transaction is undone. Lock order
  // (docs/server.md): the wallets, the members row (debit), then the code's rows.
  return withCode(deps, memberId, 'withdrawal', () =>
    runMoney(deps, memberId, key, 'withdrawalRequest', async (tx) => {
      const b = (await lockBalances(tx, memberId)).get(memberId)
      if (!b || cents > b.wallet) throw invalid(messages.withdrawExceedsWallet, 'amount')
      if (withdrawalTotalCents(cents) > b.wallet)
        throw invalid(serverMessages.withdrawalTotalExceedsWallet, 'amount')
      const answer = await debit(tx, { memberId, cents, charge, address, wallet: b.wallet })
      await spendCode(tx, deps, memberId, 'withdrawal', body.otp)
      return answer
    }),
  )
}

/**
 * The pre-check before a code is sent: read without a lock, since the request itself checks
 * again under the lock; this one only spares the member a code for a withdrawal that must fail.
 */
async function checkFits(deps: Deps, memberId: number, amount: number) {
  const cents = toCents(amount)
  if (cents === null) throw invalid(serverMessages.amountFormat, 'amount')
  const wallet = (await balancesOf(deps.database.db, memberId)).wallet
  if (cents > wallet) throw invalid(messages.withdrawExceedsWallet, 'amount')
  if (withdrawalTotalCents(cents) > wallet)
    throw invalid(serverMessages.withdrawalTotalExceedsWallet, 'amount')
}

/** The payout address, if set and not held after a change (24 hours). */
function payoutAddressOf(member: MemberRecord | null, now: Date): string {
  if (!member?.usdt_address) throw invalid(serverMessages.usdtAddressInvalid, 'usdtAddress')
  const hold = member.payout_hold_until ? new Date(member.payout_hold_until) : null
  if (hold && hold.getTime() > now.getTime()) {
    throw new DomainError('conflict', payoutHoldMessage(hold), undefined, hold)
  }
  return member.usdt_address
}

interface Debit {
  memberId: number
  cents: number
  charge: number
  address: string
  wallet: number
}

/** The debit and the members row's total; the withdrawal's row is written by the caller after. */
async function debit(tx: Tx, { memberId, cents, charge, address, wallet }: Debit) {
  await post(tx, {
    kind: 'withdrawal',
    memberId,
    memo: `Withdrawal to ${address}`,
    legs: [
      { account: { memberId, wallet: 'wallet' }, cents: -(cents + charge) },
      { account: { system: 'withdrawals-out' }, cents },
      { account: { system: 'fees' }, cents: charge },
    ],
  })
  await tx.execute(
    sql`UPDATE members SET total_withdrawal_cents = total_withdrawal_cents + ${cents} WHERE id = ${memberId}`,
  )
  await tx.execute(
    sql`INSERT INTO withdrawals (member_id, amount_cents, charge_cents, address)
          VALUES (${memberId}, ${cents}, ${charge}, ${address})`,
  )
  return {
    success: true,
    message: successMessages.withdrawalRecorded,
    wallet: fromCents(wallet - cents - charge),
  }
}

/** The member's withdrawals, newest first. */
export async function withdrawalHistory(deps: Deps, memberId: number, page: number | undefined) {
  const p = offsetOf(page)
  const db = deps.database.db
  const { rows, total } = await pageOf<WithdrawalRow & Counted>(
    db,
    p.offset,
    sql`SELECT *, ${TOTAL_COUNT} FROM withdrawals WHERE member_id = ${memberId}
        ORDER BY id DESC LIMIT ${p.limit} OFFSET ${p.offset}`,
    sql`SELECT count(*) AS n FROM withdrawals WHERE member_id = ${memberId}`,
  )
  return paged(rows.map(toRecord), p.page, total)
}

/** Marks a pending withdrawal paid (with the chain hash) or rejects it with a full refund. */
export async function decideWithdrawal(
  deps: Deps,
  id: number,
  decision: { paidTrx: string } | 'reject',
) {
  return deps.database.transaction(async (tx) => {
    // Lock order (docs/server.md): the member's wallets, then the withdrawal's row.
    const [owner] = await query<{ member_id: number }>(
      tx,
      sql`SELECT member_id FROM withdrawals WHERE id = ${id}`,
    )
    if (!owner) throw new DomainError('not-found', serverMessages.notFound)
    await lockBalances(tx, owner.member_id)
    const [row] = await query<WithdrawalRow>(
      tx,
      sql`SELECT * FROM withdrawals WHERE id = ${id} FOR UPDATE`,
    )
    if (!row) throw new DomainError('not-found', serverMessages.notFound)
    if (row.status !== 'pending')
      throw new DomainError('conflict', `Withdrawal ${id} is already ${row.status}.`)
    const memberId = row.member_id
    const cents = row.amount_cents
    const charge = row.charge_cents
    if (decision === 'reject') {
      await tx.execute(
        sql`UPDATE withdrawals SET status = 'rejected', decided_at = now() WHERE id = ${id}`,
      )
      await post(tx, {
        kind: 'withdrawal-refund',
        memberId,
        memo: `Withdrawal ${id} rejected: refund`,
        legs: [
          { account: { system: 'withdrawals-out' }, cents: -cents },
          { account: { system: 'fees' }, cents: -charge },
          { account: { memberId, wallet: 'wallet' }, cents: cents + charge },
        ],
      })
      await tx.execute(
        sql`UPDATE members SET total_withdrawal_cents = total_withdrawal_cents - ${cents} WHERE id = ${memberId}`,
      )
      return toRecord({ ...row, status: 'rejected' })
    }
    await tx.execute(
      sql`UPDATE withdrawals SET status = 'paid', trx = ${decision.paidTrx}, decided_at = now() WHERE id = ${id}`,
    )
    // The money has left: move it from the pending account to payouts.
    await post(tx, {
      kind: 'withdrawal-paid',
      memberId,
      memo: `Withdrawal ${id} paid: ${decision.paidTrx}`,
      legs: [
        { account: { system: 'withdrawals-out' }, cents: -cents },
        { account: { system: 'payouts' }, cents },
      ],
    })
    return toRecord({ ...row, status: 'paid', trx: decision.paidTrx })
  })
}
