// The demo member's histories: deposits, withdrawals, investments, wallet transactions (every
// credit with its source), level income and bonus. Newest first, like the server's lists.
import {
  amountAfterFee,
  amountWithFee,
  businessRewardMemo,
  fromCents,
  historyMemo,
  levelIncomeBpAt,
  levelIncomeCents,
  planRateBp,
  roiCents,
  roiMemo,
  selfTransferFee,
  toCents,
  transferFee,
  withdrawalCharge,
  withdrawalTotal,
  type BonusRecord,
  type DepositRecord,
  type InvestmentRecord,
  type LevelIncomeRecord,
  type Plan,
  type RequestStatus,
  type WalletTransaction,
  type WithdrawalRecord,
} from '@trellis/contract'
import { FIXTURE_NOW, MEMBER_ID, PAYOUT_ADDRESS, iso, type Person } from './fixtures'
import { intBetween, pick } from './prng'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export interface Histories {
  deposits: DepositRecord[]
  withdrawals: WithdrawalRecord[]
  investments: InvestmentRecord[]
  wallet: WalletTransaction[]
  levelIncome: LevelIncomeRecord[]
  bonuses: BonusRecord[]
}

/** Empty histories, for members who join during a session. */
export function emptyHistories(): Histories {
  return {
    deposits: [],
    withdrawals: [],
    investments: [],
    wallet: [],
    levelIncome: [],
    bonuses: [],
  }
}

const cents = (dollars: number) => toCents(dollars) ?? Math.round(dollars * 100)

/** The plan the fixtures' returns are paid at: Growth (1.5% a day), else the first. */
function defaultPlan(plans: readonly Plan[]): Plan {
  const plan = plans.find((p) => p._id === 'growth') ?? plans[0]
  if (!plan) throw new Error('The mock world has no plans')
  return plan
}

const hex = (rand: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(rand() * 16).toString(16)).join('')

const STATUSES: readonly RequestStatus[] = ['approved', 'approved', 'paid', 'pending', 'rejected']

/** Builds every history of the demo member; `levels` gives each team member's level. */
export function buildHistories(
  rand: () => number,
  plans: readonly Plan[],
  team: ReadonlyArray<{ person: Person; level: number }>,
  now = FIXTURE_NOW,
): Histories {
  const h = emptyHistories()
  const at = (i: number, step: number) => iso(now - (i + 1) * step - intBetween(rand, 0, 3) * HOUR)

  for (let i = 0; i < 14; i++) {
    h.deposits.push({
      id: `dep-${i + 1}`,
      rDate: at(i, 5 * DAY).slice(0, 10),
      pType: 6,
      amount: intBetween(rand, 2, 40) * 25,
      trx: `0x${hex(rand, 64)}`,
      status: i === 0 ? 'pending' : pick(rand, STATUSES.slice(0, 3)),
      createdAt: at(i, 5 * DAY),
    })
  }
  for (let i = 0; i < 12; i++) {
    const status = i === 0 ? 'pending' : pick(rand, STATUSES)
    h.withdrawals.push({
      id: `wd-${i + 1}`,
      amount: intBetween(rand, 1, 20) * 10,
      charges: 0,
      desc: 'Withdrawal to USDT BEP 20',
      trx: status === 'paid' ? `0x${hex(rand, 64)}` : null,
      status,
      createdAt: at(i, 6 * DAY),
    })
  }
  for (let i = 0; i < 12; i++) {
    const plan = pick(rand, plans)
    const created = now - (i + 1) * 17 * DAY
    h.investments.push({
      _id: `inv-${i + 1}`,
      createdAt: iso(created),
      planDetails: { name: plan.name, roi: plan.roi, days: plan.days },
      amount: intBetween(rand, 1, 5) * 100,
      investType: i % 3 === 0 ? 'package' : 'invest',
      days: Math.min(plan.days, Math.floor((now - created) / DAY)),
    })
  }
  const earners = team.filter((t) => t.person.totalInvestment > 0)
  // Each line is what the server pays: the level's share (economics.levelIncomeBp) of one daily
  // return of the team member's stake on the default plan.
  const rateBp = planRateBp(defaultPlan(plans))
  for (let i = 0; i < 23; i++) {
    const { person, level } = pick(rand, earners)
    const roi = roiCents(cents(person.totalInvestment), rateBp)
    const created = now - (i + 1) * 26 * HOUR
    h.levelIncome.push({
      id: `lvl-${i + 1}`,
      userId: { userId: person.userId, firstName: person.firstName, lastName: person.lastName },
      amount: fromCents(levelIncomeCents(roi, level)),
      createdAt: iso(created),
      level,
      rate: levelIncomeBpAt(level) / 100,
      baseAmount: fromCents(roi),
      day: iso(created).slice(0, 10),
    })
  }
  for (let i = 0; i < 5; i++) {
    h.bonuses.push({
      id: `bonus-${i + 1}`,
      amount: intBetween(rand, 1, 6) * 5,
      desc: pick(rand, ['Welcome bonus', 'Team milestone bonus', 'Festival bonus']),
      createdAt: at(i, 20 * DAY),
    })
  }
  h.wallet = buildWalletTransactions(rand, h, plans, now)
  return h
}

/** The debits, with the memos the server writes (the contract's history words). */
const debitsOf = (planName: string) =>
  [
    { desc: historyMemo('withdrawalTo', { address: PAYOUT_ADDRESS }), kind: 'withdrawal' },
    { desc: historyMemo('toPackageWallet'), kind: 'self-transfer' },
    { desc: historyMemo('investment', { plan: planName }), kind: 'invest' },
  ] as const

function buildWalletTransactions(
  rand: () => number,
  h: Histories,
  plans: readonly Plan[],
  now: number,
): WalletTransaction[] {
  const list: WalletTransaction[] = []
  const base = h.investments.reduce((total, inv) => total + inv.amount, 0)
  const rateBp = planRateBp(defaultPlan(plans))
  const planName = defaultPlan(plans).name
  const debits = debitsOf(planName)
  for (let i = 0; i < 36; i++) {
    // The first three fall on the fixture day, so "Earning today" has something to show.
    const ms = i < 3 ? now - i * 2 * HOUR : now - i * 11 * HOUR
    const day = iso(ms).slice(0, 10)
    const id = `wt-${i + 1}`
    const kind = i % 6
    const lvl = h.levelIncome[i % h.levelIncome.length]
    if (kind === 0 || kind === 3) {
      list.push({
        id,
        amount: fromCents(roiCents(cents(base), rateBp)),
        type: 'credit',
        desc: roiMemo(planName),
        wallet: 'wallet',
        createdAt: iso(ms),
        kind: 'roi',
        counterparty: null,
        fee: null,
        source: {
          kind: 'roi',
          fromUserId: MEMBER_ID,
          level: null,
          rate: rateBp / 100,
          baseAmount: base,
          day,
        },
      })
    } else if (kind === 1 && lvl) {
      list.push({
        id,
        amount: lvl.amount,
        type: 'credit',
        // The server's level line carries the memo of the daily return it is a share of.
        desc: roiMemo(planName),
        wallet: 'wallet',
        createdAt: iso(ms),
        kind: 'level',
        counterparty: { userId: lvl.userId.userId, name: lvl.userId.firstName },
        fee: null,
        source: {
          kind: 'level',
          fromUserId: lvl.userId.userId,
          level: lvl.level,
          rate: lvl.rate,
          baseAmount: lvl.baseAmount,
          day,
        },
      })
    } else if (kind === 2) {
      const reward = i % 4 === 0
      list.push({
        id,
        amount: reward ? 25 : 5,
        type: 'credit',
        desc: reward ? businessRewardMemo(1_000_000) : historyMemo('membershipIncome'),
        wallet: 'wallet',
        createdAt: iso(ms),
        kind: reward ? 'reward' : 'membership',
        counterparty: null,
        fee: null,
        source: {
          kind: reward ? 'reward' : 'membership',
          fromUserId: null,
          level: null,
          rate: null,
          baseAmount: null,
          day,
        },
      })
    } else {
      const debit = pick(rand, debits)
      const amount = intBetween(rand, 1, 10) * 10
      if (kind === 5 && lvl && i % 12 === 5) {
        // Money a team member sent: the line names her, and the 2% she paid is on it.
        const fee = transferFee(amount)
        list.push({
          id,
          amount: amountAfterFee(amount),
          type: 'credit',
          desc: historyMemo('transferToUser', { userId: MEMBER_ID }),
          wallet: 'wallet',
          createdAt: iso(ms),
          source: null,
          kind: 'transfer',
          counterparty: { userId: lvl.userId.userId, name: lvl.userId.firstName },
          fee,
        })
        continue
      }
      // A withdrawal's charge and a move's fee are taken on top of the amount (the contract's
      // totals); an investment takes the amount.
      const [fee, total] =
        debit.kind === 'withdrawal'
          ? [withdrawalCharge(amount), withdrawalTotal(amount) ?? amount]
          : debit.kind === 'self-transfer'
            ? [selfTransferFee(amount), amountWithFee(amount)]
            : [null, amount]
      list.push({
        id,
        amount: total,
        type: 'debit',
        desc: debit.desc,
        wallet: 'wallet',
        createdAt: iso(ms),
        source: null,
        kind: debit.kind,
        counterparty: null,
        fee,
      })
    }
  }
  return list
}
