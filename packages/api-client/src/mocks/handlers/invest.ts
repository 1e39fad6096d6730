// Plans, investments, bonus, activation and pools: the calls that turn wallet money into
// something else.
import {
  POT_PRICE,
  isMemberActive,
  isPotExpired,
  messages,
  serverMessages,
  type CallName,
  type PotNumber,
} from '@trellis/contract'
import { minus, plus } from '../money'
import { nextNumber, saveMember } from '../world'
import { record } from './money'
import { fail, paged, type Resolver } from './respond'

const YEAR_MS = 365 * 86_400_000

export const investResolvers = {
  getPlan: ({ world }) => ({ status: true, data: world.plans }),
  investmentHistory: ({ me, body }) => paged(me.histories.investments, body.page),
  investNow: ({ world, me, body }) => {
    const plan = world.plans.find((p) => p._id === body.plan)
    if (!plan) fail(400, messages.investRequired, { field: 'plan' })
    const from = body.wallet === 'package' ? 'packageWallet' : 'wallet'
    const member = saveMember(world, me, {
      ...me.member,
      [from]: minus(me.member[from], body.amount),
      totalInvestment: plus(me.member.totalInvestment, body.amount),
    })
    me.histories.investments.unshift({
      _id: `inv-${nextNumber(world)}`,
      createdAt: new Date().toISOString(),
      planDetails: { name: plan.name, roi: plan.roi, days: plan.days },
      amount: body.amount,
      investType: body.wallet,
      days: 0,
    })
    record(world, me, {
      amount: body.amount,
      type: 'debit',
      desc: `Investment in ${plan.name}`,
      wallet: from,
    })
    return { status: true, message: 'Investment successful.', data: member }
  },
  bonusHistory: ({ me, body }) => paged(me.histories.bonuses, body.page),
  bonusRequest: ({ world, me }) => {
    const bonus = me.member.bonusWallet
    if (!(bonus > 0)) fail(400, serverMessages.noBonus)
    const member = saveMember(world, me, {
      ...me.member,
      bonusWallet: 0,
      wallet: plus(me.member.wallet, bonus),
    })
    record(world, me, {
      amount: bonus,
      type: 'debit',
      desc: 'Bonus redeemed',
      wallet: 'bonusWallet',
    })
    record(world, me, {
      amount: bonus,
      type: 'credit',
      desc: 'Bonus redeemed',
      wallet: 'wallet',
      source: {
        kind: 'bonus',
        fromUserId: null,
        level: null,
        rate: null,
        baseAmount: null,
        day: new Date().toISOString().slice(0, 10),
      },
    })
    return { status: true, message: 'Bonus redeemed.', data: member }
  },
  activeNow: ({ world, me }) => {
    if (isMemberActive(me.member.activeDate)) fail(400, serverMessages.alreadyActive)
    const member = saveMember(world, me, { ...me.member, activeDate: new Date().toISOString() })
    return { status: true, message: 'Your account is now active.', data: member }
  },
  joinPool: ({ world, me, body }) => {
    if (body.userId !== me.member.userId) fail(401, messages.notLoggedIn)
    const pot = body.pot as PotNumber
    if (body.amount !== POT_PRICE[pot]) fail(400, serverMessages.potPrice, { field: 'amount' })
    const expireKey = pot === 3 ? 'pot3Expire' : 'pot4Expire'
    if (!isPotExpired(me.member[expireKey], Date.now(), pot))
      fail(409, serverMessages.potNotExpired)
    if (me.member.wallet < body.amount) fail(400, messages.lowWallet, { wallet: me.member.wallet })
    const countKey = pot === 3 ? 'pot3Count' : 'pot4Count'
    const member = saveMember(world, me, {
      ...me.member,
      wallet: minus(me.member.wallet, body.amount),
      [countKey]: me.member[countKey] + 1,
      // The mock's choice: a pot bought today runs for a year (the spec does not say).
      [expireKey]: new Date(Date.now() + YEAR_MS).toISOString().slice(0, 10),
    })
    record(world, me, {
      amount: body.amount,
      type: 'debit',
      desc: `Joined pot ${pot}`,
      wallet: 'wallet',
    })
    return { status: true, message: 'You joined the pot.', data: member }
  },
} satisfies Partial<Record<CallName, Resolver>>
