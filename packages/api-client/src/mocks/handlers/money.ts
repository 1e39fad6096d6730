// Money in and out: deposits, withdrawals and transfers. Each write changes the world's wallets
// and records the movement where the member's lists will show it. Every amount and decision is
// the contract's (economics.ts, decisions.ts, helpers.ts); this file holds the world's state only.
import {
  amountAfterFee,
  amountWithFee,
  approvalsNeeded,
  canonicalTransactionHash,
  codeExhausted,
  DEFAULT_DEPOSIT_CONFIRMATIONS,
  DEPOSIT_NETWORK,
  economics,
  isCalendarDate,
  latestPaymentDay,
  lowBalanceMessage,
  messages,
  payoutHoldMessage,
  selfTransferFee,
  serverMessages,
  successMessages,
  toCents,
  transferFee,
  withdrawalCharge,
  withdrawalTotal,
  wrongCodeMessage,
  type CallName,
  type WalletTransaction,
} from '@trellis/contract'
import { MOCK_OTP } from '../fixtures'
import { minus, plus } from '../money'
import { nextNumber, saveMember, type Account, type World } from '../world'
import { tell } from './inbox'
import { checkTransactionPassword, fail, paged, type Resolver } from './respond'

/** Records a wallet movement at the top of the member's transactions. */
export function record(
  world: World,
  account: Account,
  entry: Omit<WalletTransaction, 'id' | 'createdAt' | 'source' | 'counterparty' | 'fee'> &
    Partial<Pick<WalletTransaction, 'source' | 'counterparty' | 'fee'>>,
): void {
  account.histories.wallet.unshift({
    id: `wt-${nextNumber(world)}`,
    createdAt: new Date().toISOString(),
    source: null,
    counterparty: null,
    fee: null,
    ...entry,
  })
}

/** The payout address, if set and not held after a change: the server's order and answers. */
function payoutAddressOf(me: Account, wallet?: number): string {
  const address = me.member.usdtAddress
  if (!address)
    fail(400, serverMessages.usdtAddressInvalid, {
      field: 'usdtAddress',
      ...(wallet === undefined ? {} : { wallet }),
    })
  const hold = me.payoutHoldUntil
  if (hold !== null && hold > Date.now()) fail(409, payoutHoldMessage(new Date(hold)))
  return address
}

/** Whether the amount, then the amount with its charge (withdrawalTotal), fit the income wallet. */
function checkFits(me: Account, amount: number, extra: { wallet?: number } = {}): void {
  if (amount > me.member.wallet)
    fail(400, messages.withdrawExceedsWallet, { field: 'amount', ...extra })
  if ((withdrawalTotal(amount) ?? Infinity) > me.member.wallet)
    fail(400, serverMessages.withdrawalTotalExceedsWallet, { field: 'amount', ...extra })
}

export const moneyResolvers = {
  // As the server: refused before a code is "sent" when no payout address is on file, withdrawals
  // are held, or the amount with its charge does not fit the income wallet. A new code voids the
  // old one (and its wrong tries).
  sendMail: ({ me, body }) => {
    if (!me.member.usdtAddress) fail(400, serverMessages.payoutAddressMissing)
    payoutAddressOf(me)
    if (typeof body.amount === 'number') checkFits(me, body.amount)
    me.code = { tries: 0 }
    return { success: true, message: serverMessages.otpSent }
  },
  // The server's order of checks: address and hold, balance (amount, then amount plus charge),
  // then the code by the contract's rules (codeExhausted, wrongCodeMessage).
  withdrawalRequest: ({ world, me, body }) => {
    const wallet = me.member.wallet
    const address = payoutAddressOf(me, wallet)
    checkFits(me, body.amount, { wallet })
    const code = me.code
    if (code === null) fail(400, serverMessages.otpInvalid, { field: 'otp', wallet })
    if (codeExhausted(code.tries))
      fail(400, serverMessages.otpTooManyTries, { field: 'otp', wallet })
    if (body.otp !== MOCK_OTP) {
      const message = wrongCodeMessage(code.tries)
      code.tries += 1
      fail(400, message, { field: 'otp', wallet })
    }
    me.code = null
    const charge = withdrawalCharge(body.amount) ?? 0
    const total = withdrawalTotal(body.amount) ?? 0
    const member = saveMember(world, me, {
      ...me.member,
      wallet: minus(wallet, total),
      totalWithdraw: plus(me.member.totalWithdraw, body.amount),
      totalWithdrawal: plus(me.member.totalWithdrawal, body.amount),
    })
    me.histories.withdrawals.unshift({
      id: `wd-${nextNumber(world)}`,
      amount: body.amount,
      charges: charge,
      desc: `Withdrawal to ${address}`,
      trx: null,
      // The server's rule (contract economics.payouts): small ones are approved by themselves.
      status:
        approvalsNeeded(economics.payouts, toCents(body.amount) ?? 0) === 0
          ? 'approved'
          : 'pending',
      createdAt: new Date().toISOString(),
    })
    record(world, me, {
      amount: total,
      type: 'debit',
      desc: `Withdrawal to ${address}`,
      wallet: 'wallet',
      kind: 'withdrawal',
      fee: charge > 0 ? charge : null,
    })
    return { success: true, message: successMessages.withdrawalRecorded, wallet: member.wallet }
  },
  withdrawalHistory: ({ me, body }) => paged(me.histories.withdrawals, body.page),
  depositRequest: ({ world, me, body }) => {
    // The server's rules: one stored form of the hash (canonicalTransactionHash), a real payment
    // date not after today anywhere, and a hash filed once across all members (400, as the
    // server's unique index answers).
    const trx = canonicalTransactionHash(String(body.trx))
    if (trx === null) fail(400, serverMessages.transactionHashInvalid, { field: 'trx' })
    if (!isCalendarDate(body.rDate) || body.rDate > latestPaymentDay(new Date()))
      fail(400, serverMessages.depositDateInvalid, { field: 'rDate' })
    const seen = [...world.accounts.values()].some((a) =>
      a.histories.deposits.some((d) => d.trx === trx),
    )
    if (seen) fail(400, serverMessages.duplicateTransactionHash, { field: 'trx' })
    me.histories.deposits.unshift({
      id: `dep-${nextNumber(world)}`,
      rDate: body.rDate,
      pType: body.pType,
      amount: body.amount,
      trx,
      status: 'pending',
      createdAt: new Date().toISOString(),
    })
    return { success: true, message: successMessages.depositRecorded }
  },
  depositHistory: ({ me, body }) => paged(me.histories.deposits, body.page),
  chainDeposits: ({ me }) => ({
    status: true,
    data: {
      address: me.member.depositAddress,
      network: DEPOSIT_NETWORK,
      confirmationsNeeded: DEFAULT_DEPOSIT_CONFIRMATIONS,
      chain: 'ok',
      arrivals: [],
    },
  }),
  transferToUser: ({ world, me, body }) => {
    const toUserId = String(body.toUserId).trim().toUpperCase()
    const recipient = world.people.get(toUserId)
    if (!recipient) fail(404, serverMessages.unknownMember, { field: 'toUserId' })
    if (toUserId === me.member.userId) fail(400, serverMessages.selfTransfer, { field: 'toUserId' })
    if (me.tPass === null) fail(400, serverMessages.transactionPasswordNotSet, { field: 'otp' })
    checkTransactionPassword(me, body.otp, 'otp')
    const from = body.type as 'wallet' | 'packageWallet'
    if (body.amount > me.member[from]) fail(400, lowBalanceMessage(from), { field: 'amount' })
    // The recipient pays the fee: amount − fee arrives (spec).
    const fee = transferFee(body.amount)
    const received = amountAfterFee(body.amount)
    const member = saveMember(world, me, {
      ...me.member,
      [from]: minus(me.member[from], body.amount),
    })
    record(world, me, {
      amount: body.amount,
      type: 'debit',
      desc: `Transfer to ${recipient.userId}`,
      wallet: from,
      kind: 'transfer',
      counterparty: { userId: recipient.userId, name: recipient.firstName },
    })
    const other = world.accounts.get(recipient.userId)
    if (other) {
      saveMember(world, other, { ...other.member, [from]: plus(other.member[from], received) })
      record(world, other, {
        amount: received,
        type: 'credit',
        desc: `Transfer to ${recipient.userId}`,
        wallet: from,
        kind: 'transfer',
        counterparty: { userId: me.member.userId, name: me.member.firstName },
        fee: fee > 0 ? fee : null,
      })
      tell(world, other, {
        kind: 'transfer-received',
        amount: received,
        member: { userId: me.member.userId, name: me.member.firstName },
      })
    }
    return { status: true, message: successMessages.transferred, data: member }
  },
  transferToSelf: ({ world, me, body }) => {
    // The fee is on top: amount + fee leaves the income wallet, the amount arrives.
    const fee = selfTransferFee(body.amount)
    const taken = amountWithFee(body.amount)
    if (taken > me.member.wallet) fail(400, messages.lowWallet, { field: 'amount' })
    const member = saveMember(world, me, {
      ...me.member,
      wallet: minus(me.member.wallet, taken),
      packageWallet: plus(me.member.packageWallet, body.amount),
    })
    record(world, me, {
      amount: taken,
      type: 'debit',
      desc: 'Transfer to package wallet',
      wallet: 'wallet',
      kind: 'self-transfer',
      fee: fee > 0 ? fee : null,
    })
    record(world, me, {
      amount: body.amount,
      type: 'credit',
      desc: 'Transfer to package wallet',
      wallet: 'packageWallet',
      kind: 'self-transfer',
    })
    return { status: true, message: successMessages.transferred, data: member }
  },
} satisfies Partial<Record<CallName, Resolver>>
