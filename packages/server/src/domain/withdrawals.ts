// Withdrawals: an e-mailed OTP, then a pending request that debits the income wallet by the
// amount plus the charge (within the member's 24-hour and 30-day limits); approval (automatic at
// or below an amount, one operator above it, two different operators above a second amount);
// then the hot wallet pays it (src/payouts), or an operator pays by hand and records a hash the
// chain confirms; or an operator rejects it (full refund) before it is signed.
import { mailEventsLater } from '../mail/event-mails'
import { sql } from 'drizzle-orm'
import {
  approvalsNeeded,
  canonicalTransactionHash,
  explorerTxUrl,
  fromCents,
  formatUsd,
  messages,
  payoutHoldMessage,
  serverMessages,
  toCents,
  type WithdrawalRecord,
  type WithdrawalStatus,
  tryAgainAfter,
  withdrawalLimit,
  withdrawalLimitLeft,
  successMessages,
  withdrawalChargeCents,
  withdrawalTotalCents,
  historyMemo,
} from '@trellis/contract'
import { query, type Runner, type Tx } from '../db/client'
import { economics } from '@trellis/contract'
import { DomainError, invalid } from './errors'
import { issueCode, spendCode, withCode } from './codes'
import type { Deps } from './context'
import { mailText } from '../mail/mail-text'
import { runMoney, type MoneyKey } from './idempotency'
import { balancesOf, lockBalances, post } from './ledger'
import { memberRecord, type MemberRecord } from './member-view'
import { offsetOf, pageOf, paged, TOTAL_COUNT, type Counted } from './paging'
import { centsToUnits } from '../chain/token'
import { readTokenTransaction } from './chain-reads'
import { defaultPayoutRules, type PayoutRules } from '../payouts/config'

interface WithdrawalRow {
  id: number
  member_id: number
  amount_cents: number
  charge_cents: number
  address: string
  trx: string | null
  status: WithdrawalStatus
  hold_reason?: string | null
  created_at: Date | string
}

function toRecord(r: WithdrawalRow): WithdrawalRecord {
  return {
    id: String(r.id),
    amount: fromCents(r.amount_cents),
    charges: fromCents(r.charge_cents),
    desc: r.address
      ? historyMemo('withdrawalTo', { address: r.address })
      : historyMemo('withdrawal'),
    trx: r.trx,
    status: r.status,
    ...(r.status === 'approved' && r.hold_reason ? { note: r.hold_reason } : {}),
    createdAt: new Date(r.created_at).toISOString(),
  }
}

/** The rules in force (settings from the environment, else the documented defaults). */
export const rulesOf = (deps: Deps): PayoutRules => deps.payoutRules ?? defaultPayoutRules()

const DAY_MS = 86_400_000
/** The member's limits: rolling windows, every withdrawal not rejected counts from its request. */
const WINDOWS = [
  { window: 'day', ms: DAY_MS, limit: (r: PayoutRules) => r.memberDayCents },
  { window: 'month', ms: 30 * DAY_MS, limit: (r: PayoutRules) => r.memberMonthCents },
] as const

/** "Withdrawals are limited to $2,000.00 per 24 hours: $150.00 is left now. Try again after …" */
export function memberLimitMessage(
  limit: number,
  window: 'day' | 'month',
  left: number,
  until: Date | null,
): string {
  const amount = (cents: number) => formatUsd(fromCents(Math.max(0, cents)))
  if (until === null) return withdrawalLimit(amount(limit), window)
  return tryAgainAfter(withdrawalLimitLeft(amount(limit), window, amount(left)), until)
}

/**
 * Refuses a withdrawal of `cents` over the member's 24-hour or 30-day limit, saying what is left
 * and from when the whole amount fits (the oldest withdrawals in the window drop out first).
 */
async function checkMemberLimits(runner: Runner, deps: Deps, memberId: number, cents: number) {
  const rules = rulesOf(deps)
  const now = deps.now().getTime()
  const rows = await query<{ amount_cents: number; created_at: Date | string }>(
    runner,
    sql`SELECT amount_cents, created_at FROM withdrawals
        WHERE member_id = ${memberId} AND status <> 'rejected'
          AND created_at > ${new Date(now - WINDOWS[1].ms)}
        ORDER BY created_at`,
  )
  for (const w of WINDOWS) {
    const limit = w.limit(rules)
    const inside = rows.filter((r) => new Date(r.created_at).getTime() > now - w.ms)
    const usedNow = inside.reduce((sum, r) => sum + r.amount_cents, 0)
    if (usedNow + cents <= limit) continue
    if (cents > limit) throw invalid(memberLimitMessage(limit, w.window, 0, null), 'amount')
    let used = usedNow
    let until = new Date(now + w.ms)
    for (const r of inside) {
      used -= r.amount_cents
      if (used + cents <= limit) {
        until = new Date(new Date(r.created_at).getTime() + w.ms)
        break
      }
    }
    throw invalid(memberLimitMessage(limit, w.window, limit - usedNow, until), 'amount')
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
    subject: mailText(member.locale, 'withdrawalOtpSubject'),
    text: mailText(member.locale, 'withdrawalOtpText', {
      code,
      minutes: economics.otpValidMinutes,
    }),
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
      await checkMemberLimits(tx, deps, memberId, cents)
      const answer = await debit(tx, {
        memberId,
        cents,
        charge,
        address,
        wallet: b.wallet,
        auto: approvalsNeeded(rulesOf(deps), cents) === 0,
        at: deps.now(),
      })
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
  await checkMemberLimits(deps.database.db, deps, memberId, cents)
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
  /** At or below the automatic amount: approved at once (actor `auto`). */
  auto: boolean
  /** The request's time on the server's clock (the limits' windows count from it). */
  at: Date
}

/** The debit, the members row's total, then the withdrawal's row (approved if `auto`). */
async function debit(tx: Tx, { memberId, cents, charge, address, wallet, auto, at }: Debit) {
  await post(tx, {
    kind: 'withdrawal',
    memberId,
    memo: historyMemo('withdrawalTo', { address }),
    legs: [
      { account: { memberId, wallet: 'wallet' }, cents: -(cents + charge) },
      { account: { system: 'withdrawals-out' }, cents },
      { account: { system: 'fees' }, cents: charge },
    ],
  })
  await tx.execute(
    sql`UPDATE members SET total_withdrawal_cents = total_withdrawal_cents + ${cents} WHERE id = ${memberId}`,
  )
  const [row] = await query<{ id: number }>(
    tx,
    sql`INSERT INTO withdrawals
          (member_id, amount_cents, charge_cents, address, status, approved_at, created_at)
        VALUES (${memberId}, ${cents}, ${charge}, ${address},
                ${auto ? 'approved' : 'pending'}, ${auto ? at : null}, ${at})
        RETURNING id`,
  )
  if (auto && row) {
    await tx.execute(
      sql`INSERT INTO withdrawal_approvals (withdrawal_id, actor, at) VALUES (${row.id}, 'auto', ${at})`,
    )
  }
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
  const chainId = deps.chain?.config.chainId
  const withLink = (r: WithdrawalRow): WithdrawalRecord => {
    const record = toRecord(r)
    const link = r.trx && chainId !== undefined ? explorerTxUrl(chainId, r.trx) : undefined
    return link ? { ...record, link } : record
  }
  return paged(rows.map(withLink), p.page, total)
}

/**
 * Rejects a withdrawal not yet signed (pending or approved), or one whose payout failed (reverted,
 * or its nonce taken by another transaction: none of its transactions can ever pay), refunding
 * amount and charge.
 */
export async function rejectWithdrawal(deps: Deps, id: number, record?: Recorder) {
  const decided = await deps.database.transaction(async (tx) => {
    // Lock order (docs/server.md): the member's wallets, then the withdrawal's row.
    const row = await lockedWithdrawal(tx, id, true)
    if (!['pending', 'approved', 'failed'].includes(row.status))
      throw new DomainError('conflict', `Withdrawal ${id} is already ${row.status}.`)
    const memberId = row.member_id
    const cents = row.amount_cents
    const charge = row.charge_cents
    await tx.execute(
      sql`UPDATE withdrawals SET status = 'rejected', decided_at = now(), hold_reason = NULL
          WHERE id = ${id}`,
    )
    await post(tx, {
      kind: 'withdrawal-refund',
      memberId,
      memo: historyMemo('withdrawalRefund', { id }),
      inboxDetail: String(id),
      legs: [
        { account: { system: 'withdrawals-out' }, cents: -cents },
        { account: { system: 'fees' }, cents: -charge },
        { account: { memberId, wallet: 'wallet' }, cents: cents + charge },
      ],
    })
    await tx.execute(
      sql`UPDATE members SET total_withdrawal_cents = total_withdrawal_cents - ${cents} WHERE id = ${memberId}`,
    )
    const decided = toRecord({ ...row, status: 'rejected' })
    if (record) await record(tx, decided, row.status)
    return decided
  })
  // The refund's inbox event was written with it; its mail goes now.
  mailEventsLater(deps)
  return decided
}

/**
 * Runs in the decision's own transaction, with the withdrawal as decided and its status before
 * (the console's audit row: written with the decision or not at all).
 */
type Recorder = (tx: Tx, decided: WithdrawalRecord, before: string) => Promise<void>

/** The withdrawal's row, locked (after the member's wallets when `wallets`). */
async function lockedWithdrawal(tx: Tx, id: number, wallets: boolean): Promise<WithdrawalRow> {
  if (wallets) {
    const [owner] = await query<{ member_id: number }>(
      tx,
      sql`SELECT member_id FROM withdrawals WHERE id = ${id}`,
    )
    if (!owner) throw new DomainError('not-found', serverMessages.notFound)
    await lockBalances(tx, owner.member_id)
  }
  const [row] = await query<WithdrawalRow>(
    tx,
    sql`SELECT * FROM withdrawals WHERE id = ${id} FOR UPDATE`,
  )
  if (!row) throw new DomainError('not-found', serverMessages.notFound)
  return row
}

/** Who may approve: a named operator, or the operator token's `automation`. */
const ACTOR = /^(automation|operator:[A-Za-z0-9_.@-]{1,64})$/

/**
 * One approval of a pending withdrawal by `actor`. Above the automatic amount one approval
 * (an operator or `automation`) approves it; above the dual amount two different operators must
 * (`automation` cannot be either). The same actor twice is refused and changes nothing.
 */
export async function approveWithdrawal(deps: Deps, id: number, actor: string, record?: Recorder) {
  if (!ACTOR.test(actor)) {
    throw invalid('actor must be automation or operator:<id> (letters, digits, _ . @ -).', 'actor')
  }
  return deps.database.transaction(async (tx) => {
    const row = await lockedWithdrawal(tx, id, false)
    await approveLocked(tx, deps, row, actor)
    const [after] = await query<WithdrawalRow>(tx, sql`SELECT * FROM withdrawals WHERE id = ${id}`)
    const decided = { ...toRecord(after ?? row), approvals: await approvalsOf(tx, id) }
    if (record) await record(tx, decided, row.status)
    return decided
  })
}

async function approvalsOf(runner: Runner, id: number): Promise<string[]> {
  const rows = await query<{ actor: string }>(
    runner,
    sql`SELECT actor FROM withdrawal_approvals WHERE withdrawal_id = ${id} ORDER BY at, actor`,
  )
  return rows.map((r) => r.actor)
}

/** `approveWithdrawal` on a row already locked; true when it is approved now. */
async function approveLocked(tx: Tx, deps: Deps, row: WithdrawalRow, actor: string) {
  const id = row.id
  if (row.status !== 'pending')
    throw new DomainError('conflict', `Withdrawal ${id} is already ${row.status}.`)
  const rules = rulesOf(deps)
  const needed = approvalsNeeded(rules, row.amount_cents)
  if (needed === 2 && actor === 'automation') {
    throw new DomainError(
      'forbidden',
      `Withdrawal ${id} is over ${formatUsd(fromCents(rules.dualApproveCents))}: two different ` +
        'operators must approve it, by name; the operator token (automation) cannot.',
    )
  }
  const before = await approvalsOf(tx, id)
  if (before.includes(actor)) {
    throw new DomainError(
      'conflict',
      `Withdrawal ${id} is already approved by ${actor}; the second approval must come from a different operator.`,
    )
  }
  await tx.execute(
    sql`INSERT INTO withdrawal_approvals (withdrawal_id, actor, at)
        VALUES (${id}, ${actor}, ${deps.now()})`,
  )
  const all = [...before, actor]
  const counted = needed === 2 ? all.filter((a) => a.startsWith('operator:')).length : all.length
  if (counted < needed) return false
  await tx.execute(
    sql`UPDATE withdrawals SET status = 'approved', approved_at = now() WHERE id = ${id}`,
  )
  return true
}

/** What a manual payout's hash was checked for on the chain. */
export const manualPayMessages = {
  hotWallet: 'This server pays withdrawals from its hot wallet; a hash cannot be recorded by hand.',
  noChain: 'No chain is configured to check the hash against; nothing was recorded.',
  hash: 'trx must be a transaction hash (0x and 64 hex digits).',
  unknown: 'That transaction is not on the chain (yet); nothing was recorded.',
  failed: 'That transaction failed on the chain; nothing was recorded.',
  notPayout: (id: number, amount: string, to: string) =>
    `That transaction is not a USDT transfer of exactly ${amount} to ${to} (withdrawal ${id}); nothing was recorded.`,
  shallow: (seen: number, needed: number) =>
    `That transaction has ${seen} of ${needed} confirmations; record it once it is final.`,
  used: (other: number) =>
    `That transaction is already recorded for withdrawal ${other}; a hash pays one withdrawal.`,
  notApproved: (id: number) =>
    `Withdrawal ${id} is waiting for its approvals; it cannot be paid before.`,
} as const

/**
 * An operator paid a withdrawal by hand (the server has no hot wallet): `trx` must be, on the
 * chain, a successful USDT transfer of exactly the amount to the withdrawal's address, final (N
 * confirmations), and not recorded for another withdrawal. A pending withdrawal is approved by
 * `actor` first (one approval; above the dual amount it needs its two operators before).
 */
export async function payWithdrawalByHand(
  deps: Deps,
  id: number,
  trx: string,
  actor: string,
  record?: Recorder,
) {
  const hash = canonicalTransactionHash(trx)
  if (hash === null) throw invalid(manualPayMessages.hash, 'trx')
  const chain = deps.chain
  if (!chain) throw new DomainError('unavailable', manualPayMessages.noChain)
  const [first] = await query<WithdrawalRow>(
    deps.database.db,
    sql`SELECT * FROM withdrawals WHERE id = ${id}`,
  )
  if (!first) throw new DomainError('not-found', serverMessages.notFound)
  // With a hot wallet, only a failed payout (which the payer never touches again) is paid by hand.
  if (deps.hotWallet && first.status !== 'failed') {
    throw new DomainError('conflict', manualPayMessages.hotWallet)
  }
  const { receipt, tips, decimals, transfers } = await readTokenTransaction(
    chain,
    hash,
    invalid(manualPayMessages.unknown, 'trx'),
  )
  if (receipt.status !== 'success') throw invalid(manualPayMessages.failed, 'trx')
  const units = centsToUnits(BigInt(first.amount_cents), decimals)
  const to = first.address.toLowerCase()
  const matches = transfers.filter((t) => t.to.toLowerCase() === to)
  const paid = matches.reduce((sum, t) => sum + t.units, 0n)
  if (matches.length !== 1 || paid !== units) {
    const amount = formatUsd(fromCents(first.amount_cents))
    throw invalid(manualPayMessages.notPayout(id, amount, first.address), 'trx')
  }
  const seen = tips.head >= receipt.blockNumber ? Number(tips.head - receipt.blockNumber + 1n) : 0
  if (seen < chain.config.confirmations) {
    throw invalid(manualPayMessages.shallow(seen, chain.config.confirmations), 'trx')
  }
  return deps.database.transaction(async (tx) => {
    const row = await lockedWithdrawal(tx, id, false)
    if (row.status === 'pending' && !deps.hotWallet) {
      if (!(await approveLocked(tx, deps, row, actor)))
        throw new DomainError('conflict', manualPayMessages.notApproved(id))
    } else if (row.status !== 'failed' && (deps.hotWallet || row.status !== 'approved')) {
      throw new DomainError('conflict', `Withdrawal ${id} is already ${row.status}.`)
    }
    const [used] = await query<{ withdrawal_id: number }>(
      tx,
      sql`SELECT withdrawal_id FROM manual_payouts WHERE chain_id = ${chain.config.chainId} AND tx_hash = ${hash}
          UNION ALL SELECT withdrawal_id FROM payout_attempts WHERE tx_hash = ${hash}`,
    )
    if (used) throw new DomainError('conflict', manualPayMessages.used(used.withdrawal_id))
    await tx.execute(
      sql`INSERT INTO manual_payouts (chain_id, tx_hash, withdrawal_id)
          VALUES (${chain.config.chainId}, ${hash}, ${id})`,
    )
    await tx.execute(
      sql`UPDATE withdrawals SET status = 'paid', trx = ${hash}, decided_at = now(), hold_reason = NULL
          WHERE id = ${id}`,
    )
    await movePaid(tx, row, hash)
    const decided = toRecord({ ...row, status: 'paid', trx: hash })
    if (record) await record(tx, decided, row.status)
    return decided
  })
}

/** The money has left: the withdrawal's amount moves from the pending account to payouts. */
export async function movePaid(
  tx: Tx,
  row: { id: number; member_id: number; amount_cents: number },
  hash: string,
) {
  await post(tx, {
    kind: 'withdrawal-paid',
    memberId: row.member_id,
    memo: historyMemo('withdrawalPaid', { id: row.id, hash }),
    inboxDetail: hash,
    legs: [
      { account: { system: 'withdrawals-out' }, cents: -row.amount_cents },
      { account: { system: 'payouts' }, cents: row.amount_cents },
    ],
  })
}
