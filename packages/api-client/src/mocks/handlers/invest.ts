// Plans, investments, bonus, activation and pools: the calls that turn wallet money into
// something else.
import {
  POT_NAMES,
  economics,
  fromCents,
  isMemberActive,
  lowBalanceMessage,
  membershipIncomeCents,
  messages,
  potExpiry,
  potHeld,
  potPrice,
  serverMessages,
  successMessages,
  type CallName,
  type PotNumber,
} from '@trellis/contract'
import { minus, plus } from '../money'
import { nextNumber, saveMember } from '../world'
import { payBusinessRewards } from '../earnings'
import { record } from './money'
import { fail, paged, type Resolver } from './respond'

export const investResolvers = {
  getPlan: ({ world }) => ({ status: true, data: world.plans }),
  investmentHistory: ({ me, body }) => paged(me.histories.investments, body.page),
  investNow: ({ world, me, body }) => {
    const plan = world.plans.find((p) => p._id === body.plan)
    if (!plan) fail(400, messages.investRequired, { field: 'plan' })
    const from = body.wallet === 'package' ? 'packageWallet' : 'wallet'
    if (body.amount > me.member[from]) fail(400, messages.lowWallet, { field: 'amount' })
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
      kind: 'invest',
    })
    payBusinessRewards(world, me, Math.round(body.amount * 100))
    return { status: true, message: successMessages.invested, data: member }
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
    // The income was counted when the bonus was granted; redeeming only moves it.
    for (const wallet of ['bonusWallet', 'wallet'] as const)
      record(world, me, {
        amount: bonus,
        type: wallet === 'wallet' ? 'credit' : 'debit',
        desc: 'Bonus redeemed to income wallet',
        wallet,
        kind: 'bonus-redeem',
      })
    return { status: true, message: successMessages.bonusRedeemed, data: member }
  },
  // Activation costs the package wallet; the direct sponsor earns a share as membership income.
  activeNow: ({ world, me }) => {
    if (isMemberActive(me.member.activeDate)) fail(400, serverMessages.alreadyActive)
    const cost = fromCents(economics.activationCostCents)
    const wallet = economics.activationWallet
    if (me.member[wallet] < cost) fail(400, lowBalanceMessage(wallet))
    const member = saveMember(world, me, {
      ...me.member,
      [wallet]: minus(me.member[wallet], cost),
      activeDate: new Date().toISOString(),
    })
    record(world, me, {
      amount: cost,
      type: 'debit',
      desc: 'Activation',
      wallet,
      kind: 'activation',
    })
    const sponsor = me.member.sponcerId ? world.accounts.get(me.member.sponcerId) : undefined
    const share = fromCents(membershipIncomeCents())
    if (sponsor && share > 0) {
      saveMember(world, sponsor, {
        ...sponsor.member,
        wallet: plus(sponsor.member.wallet, share),
        profit: plus(sponsor.member.profit, share),
      })
      record(world, sponsor, {
        amount: share,
        type: 'credit',
        desc: 'Activation',
        wallet: 'wallet',
        kind: 'membership',
        counterparty: { userId: me.member.userId, name: me.member.firstName },
        source: {
          kind: 'membership',
          fromUserId: me.member.userId,
          level: 1,
          rate: economics.membershipIncomeBp / 100,
          baseAmount: cost,
          day: new Date().toISOString().slice(0, 10),
        },
      })
    }
    return { status: true, message: successMessages.activated, data: member }
  },
  joinPool: ({ world, me, body }) => {
    if (String(body.userId).trim() !== me.member.userId)
      fail(403, messages.notLoggedIn, { field: 'userId' })
    if (body.pot !== 3 && body.pot !== 4) fail(400, serverMessages.potUnknown, { field: 'pot' })
    const pot = body.pot as PotNumber
    if (body.amount !== potPrice(pot)) fail(400, serverMessages.potPrice, { field: 'amount' })
    const expireKey = pot === 3 ? 'pot3Expire' : 'pot4Expire'
    if (potHeld(me.member[expireKey], new Date()))
      fail(400, serverMessages.potNotExpired, { field: 'pot' })
    const from = economics.potWallet
    if (me.member[from] < body.amount) fail(400, lowBalanceMessage(from), { field: 'amount' })
    const countKey = pot === 3 ? 'pot3Count' : 'pot4Count'
    const member = saveMember(world, me, {
      ...me.member,
      [from]: minus(me.member[from], body.amount),
      [countKey]: me.member[countKey] + 1,
      [expireKey]: potExpiry(new Date()).toISOString(),
    })
    record(world, me, {
      amount: body.amount,
      type: 'debit',
      desc: `Joined the ${POT_NAMES[pot]}`,
      wallet: from,
      kind: 'pool',
    })
    return { status: true, message: successMessages.poolJoined, data: member }
  },
} satisfies Partial<Record<CallName, Resolver>>
