// Money in and out: deposits, withdrawals and transfers. Each write changes the world's wallets
// and records the movement where the member's lists will show it.
import {
  DEFAULT_DEPOSIT_CONFIRMATIONS,
  DEPOSIT_NETWORK,
  economics,
  messages,
  otpTriesLeft,
  serverMessages,
  successMessages,
  withdrawalTotal,
  type CallName,
  type WalletTransaction,
} from '@trellis/contract'
import { MOCK_OTP } from '../fixtures'
import { minus, plus, shareOf } from '../money'
import { nextNumber, saveMember, type Account, type World } from '../world'
import { fail, paged, type Resolver } from './respond'

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

/** Wrong withdrawal codes since the last code was sent, per account (the server counts them). */
const wrongTries = new WeakMap<Account, number>()

export const moneyResolvers = {
  // As the server: refused before a code is "sent" when no payout address is on file or the
  // amount with its charge does not fit the income wallet.
  sendMail: ({ me, body }) => {
    if (!me.member.usdtAddress) fail(400, serverMessages.payoutAddressMissing)
    if (typeof body.amount === 'number') {
      if (body.amount > me.member.wallet)
        fail(400, messages.withdrawExceedsWallet, { field: 'amount' })
      if ((withdrawalTotal(body.amount) ?? Infinity) > me.member.wallet)
        fail(400, serverMessages.withdrawalTotalExceedsWallet, { field: 'amount' })
    }
    wrongTries.delete(me)
    return { success: true, message: serverMessages.otpSent }
  },
  // The server's order of checks: address, balance (amount, then amount plus charge), the code
  // (a wrong one says how many tries are left).
  withdrawalRequest: ({ world, me, body }) => {
    const wallet = me.member.wallet
    const charge = shareOf(body.amount, economics.withdrawalChargeBp)
    if (!me.member.usdtAddress)
      fail(400, serverMessages.usdtAddressInvalid, { field: 'usdtAddress', wallet })
    if (body.amount > wallet) fail(400, messages.withdrawExceedsWallet, { field: 'amount', wallet })
    if (plus(body.amount, charge) > wallet)
      fail(400, serverMessages.withdrawalTotalExceedsWallet, { field: 'amount', wallet })
    if ((wrongTries.get(me) ?? 0) >= economics.otpMaxTries)
      fail(400, serverMessages.otpTooManyTries, { field: 'otp', wallet })
    if (body.otp !== MOCK_OTP) {
      const tries = (wrongTries.get(me) ?? 0) + 1
      wrongTries.set(me, tries)
      const left = economics.otpMaxTries - tries
      fail(400, left > 0 ? otpTriesLeft(left) : serverMessages.otpTooManyTries, {
        field: 'otp',
        wallet,
      })
    }
    const member = saveMember(world, me, {
      ...me.member,
      wallet: minus(wallet, plus(body.amount, charge)),
      totalWithdraw: plus(me.member.totalWithdraw, body.amount),
      totalWithdrawal: plus(me.member.totalWithdrawal, body.amount),
    })
    me.histories.withdrawals.unshift({
      id: `wd-${nextNumber(world)}`,
      amount: body.amount,
      charges: charge,
      desc: `Withdrawal to ${me.member.usdtAddress}`,
      trx: null,
      status: 'pending',
      createdAt: new Date().toISOString(),
    })
    record(world, me, {
      amount: plus(body.amount, charge),
      type: 'debit',
      desc: `Withdrawal to ${me.member.usdtAddress}`,
      wallet: 'wallet',
      kind: 'withdrawal',
      fee: charge > 0 ? charge : null,
    })
    return { success: true, message: successMessages.withdrawalRecorded, wallet: member.wallet }
  },
  withdrawalHistory: ({ me, body }) => paged(me.histories.withdrawals, body.page),
  depositRequest: ({ world, me, body }) => {
    const trx = String(body.trx)
    const seen = [...world.accounts.values()].some((a) =>
      a.histories.deposits.some((d) => d.trx === trx),
    )
    if (seen) fail(409, serverMessages.duplicateTransactionHash, { field: 'trx' })
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
    if (body.otp !== me.tPass) fail(400, messages.transactionPasswordMismatch, { field: 'otp' })
    const from = body.type as 'wallet' | 'packageWallet'
    if (body.amount > me.member[from])
      fail(400, from === 'wallet' ? messages.lowIncomeWallet : messages.lowPackageWallet, {
        field: 'amount',
      })
    // The recipient pays the fee: amount − 2% arrives (spec).
    const fee = shareOf(body.amount, economics.transferFeeBp)
    const received = minus(body.amount, fee)
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
    }
    return { status: true, message: successMessages.transferred, data: member }
  },
  transferToSelf: ({ world, me, body }) => {
    // The fee is on top: amount + 2% leaves the income wallet, the amount arrives.
    const fee = shareOf(body.amount, economics.selfTransferFeeBp)
    const taken = plus(body.amount, fee)
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
