// Every number and formula a member's money follows, in one place (docs/economics.md explains
// each and names this file as the one place to change it). The server's domain debits and credits
// by the functions below, the forms state them before the member commits, the CSV words and the
// mocks that Storybook and the demo run on answer by them. Amounts in cents, rates in basis
// points (100 bp = 1%). The functions read `economics` when they are called, so a changed
// setting is seen everywhere at once (tests/parity/settings.test.ts changes each one in turn and
// checks the server, the forms and the mocks agree); only the minimums are read once, when the
// schemas are built (constants.ts).
import type { Plan } from './entities'

/** The pots a member can join: pot 3 (the 2.5X pool) and pot 4 (the 2X pool). */
export type PotNumber = 3 | 4

export const economics = {
  /** Deposits, withdrawals and investments: at least $10 (inclusive). */
  minAmountCents: 1_000,
  /** Investments: a multiple of $100. */
  investMultipleCents: 10_000,
  /**
   * The smallest transfer, to a member or to oneself: $1, so every transfer pays a fee of at
   * least 2 cents (below $0.25 a 2% fee rounds to nothing).
   */
  minTransferCents: 100,
  /** Approved deposits land in the package wallet. */
  depositWallet: 'packageWallet' as const,
  /** Withdrawal charge: 5% of the amount, debited from the income wallet on top of the amount. */
  withdrawalChargeBp: 500,
  /** Transfer to another member: 2% fee (spec), paid by the recipient (amount − 2%). */
  transferFeeBp: 200,
  /**
   * Transfer to self (income → package): 2% fee on top, as the screen's hint shows
   * (amount + 2% leaves the income wallet, the amount arrives).
   */
  selfTransferFeeBp: 200,
  /** Activation costs $25 from the package wallet and lasts one year. */
  activationCostCents: 2_500,
  activationWallet: 'packageWallet' as const,
  activationValidYears: 1,
  /** Share of the activation fee paid to the direct sponsor as membership income. */
  membershipIncomeBp: 1_000,
  /** Pots are paid from the package wallet and last 30 days. */
  potWallet: 'packageWallet' as const,
  potDays: 30,
  /** Pot 3 (the 2.5X pool) costs $100, pot 4 (the 2X pool) $50 (spec). */
  potPriceCents: { 3: 10_000, 4: 5_000 } as Readonly<Record<PotNumber, number>>,
  /** A pool gauge's target per count: base 500 × poolCount, pot 3 250 ×, pot 4 100 × (dollars). */
  poolSize: { base: 500, pot3: 250, pot4: 100 } as Readonly<
    Record<'base' | 'pot3' | 'pot4', number>
  >,
  /**
   * Daily ROI credit goes to the income wallet; level income is a share of each ROI credit, by
   * level (1 = the direct sponsor). The depth is the list's length: further up earns nothing.
   */
  levelIncomeBp: [1_000, 500, 300, 200, 100] as readonly number[],
  /**
   * Business reward: a one-time credit to the income wallet when a member's team business (the
   * sum of its downline's investments, not its own) first reaches a milestone.
   */
  businessRewards: [
    { milestoneCents: 1_000_000, rewardCents: 10_000 },
    { milestoneCents: 5_000_000, rewardCents: 50_000 },
    { milestoneCents: 10_000_000, rewardCents: 100_000 },
  ] as readonly { milestoneCents: number; rewardCents: number }[],
  /** Withdrawal OTP: valid 10 minutes, 5 wrong tries; at most 1 a minute and 5 an hour. */
  otpValidMinutes: 10,
  otpMaxTries: 5,
  otpPerMinute: 1,
  otpPerHour: 5,
  /** A payout address that replaces another holds withdrawals this long. */
  payoutHoldHours: 24,
  /** Password reset code: valid 30 minutes. */
  resetValidMinutes: 30,
  /**
   * Withdrawals paid on the chain (docs/custody.md): the defaults of the server's PAYOUT_*
   * settings. At or below `autoApproveCents` a withdrawal is approved by itself; above it one
   * operator approves; above `dualApproveCents` two different operators. A member may request
   * `memberDayCents` in any 24 hours and `memberMonthCents` in any 30 days; the hot wallet signs
   * at most `dailyCapCents` a day for all members together.
   */
  payouts: {
    autoApproveCents: 100_00,
    dualApproveCents: 1_000_00,
    memberDayCents: 2_000_00,
    memberMonthCents: 10_000_00,
    dailyCapCents: 20_000_00,
  },
}

/** What decides a withdrawal's approvals and limits (economics.payouts, or the server's settings). */
export type PayoutRules = typeof economics.payouts

/** How many approvals a withdrawal of `cents` needs: 0 (automatic), 1 operator, or 2 different. */
export function approvalsNeeded(rules: PayoutRules, cents: number): 0 | 1 | 2 {
  if (cents <= rules.autoApproveCents) return 0
  return cents <= rules.dualApproveCents ? 1 : 2
}

/**
 * The investment plans (percent a day, number of days). The server seeds its plans table with these
 * (migration 0003_requests.sql; a server test checks the two agree); the mocks offer the same.
 */
export const PLANS: readonly Plan[] = [
  { _id: 'starter', name: 'Starter', roi: 1, days: 200 },
  { _id: 'growth', name: 'Growth', roi: 1.5, days: 150 },
  { _id: 'premium', name: 'Premium', roi: 2, days: 120 },
]

/** `amountCents × bp / 10000`, rounded half up to the cent: every share below is one of these. */
export function percentOf(amountCents: number, bp: number): number {
  return Math.round((amountCents * bp) / 10_000)
}

// The formulas, each once. All take and give cents.

/** The fee of a transfer to another member (the recipient pays it). */
export function transferFeeCents(amountCents: number): number {
  return percentOf(amountCents, economics.transferFeeBp)
}

/** What the recipient of a transfer gets: the amount less its fee. */
export function transferReceivedCents(amountCents: number): number {
  return amountCents - transferFeeCents(amountCents)
}

/** The fee of a move from the income wallet to one's own package wallet (on top). */
export function selfTransferFeeCents(amountCents: number): number {
  return percentOf(amountCents, economics.selfTransferFeeBp)
}

/** What leaves the income wallet for a move to the package wallet: the amount plus its fee. */
export function selfTransferTotalCents(amountCents: number): number {
  return amountCents + selfTransferFeeCents(amountCents)
}

/** A withdrawal's charge (on top of the amount). */
export function withdrawalChargeCents(amountCents: number): number {
  return percentOf(amountCents, economics.withdrawalChargeBp)
}

/** What leaves the income wallet for a withdrawal: the amount plus its charge. */
export function withdrawalTotalCents(amountCents: number): number {
  return amountCents + withdrawalChargeCents(amountCents)
}

/** What the direct sponsor earns when a member activates. */
export function membershipIncomeCents(): number {
  return percentOf(economics.activationCostCents, economics.membershipIncomeBp)
}

/** An investment's daily return at its plan's rate (`roiBp`, 150 = 1.5% a day). */
export function roiCents(baseCents: number, roiBp: number): number {
  return percentOf(baseCents, roiBp)
}

/** A plan's daily rate in basis points (its `roi` is percent a day). */
export function planRateBp(plan: Pick<Plan, 'roi'>): number {
  return Math.round(plan.roi * 100)
}

/** The share of an ROI credit an upline `level` levels up earns, in bp: 0 past the last level. */
export function levelIncomeBpAt(level: number): number {
  return economics.levelIncomeBp[level - 1] ?? 0
}

/** What an upline `level` levels up earns on one ROI credit of `roiCreditCents`. */
export function levelIncomeCents(roiCreditCents: number, level: number): number {
  return percentOf(roiCreditCents, levelIncomeBpAt(level))
}

/** How many levels of uplines earn level income on an ROI credit: the length of `levelIncomeBp`. */
export function levelIncomeDepth(): number {
  return economics.levelIncomeBp.length
}

/** One upline's level income on an ROI credit. */
export interface LevelShare<U> {
  upline: U
  /** 1 = the investor's direct sponsor. */
  level: number
  rateBp: number
  cents: number
}

/**
 * Who earns what on one ROI credit of `roiCreditCents`: `uplines` is the investor's sponsor chain
 * in order (index 0 = the direct sponsor, as far as it goes); each of the first
 * `levelIncomeDepth()` earns its level's share, and a share that rounds to nothing is left out.
 * A chain that ends before the depth pays no one the rest: it stays with the payer. The server's
 * accrual and the mocks both call this with their own uplines.
 */
export function levelIncomeShares<U>(
  roiCreditCents: number,
  uplines: readonly U[],
): LevelShare<U>[] {
  return uplines
    .slice(0, levelIncomeDepth())
    .map((upline, i) => ({
      upline,
      level: i + 1,
      rateBp: levelIncomeBpAt(i + 1),
      cents: levelIncomeCents(roiCreditCents, i + 1),
    }))
    .filter((s) => s.cents > 0)
}

/**
 * A pool gauge's target in dollars: the pool's size (`economics.poolSize`) times the member's
 * count in it (`poolCount`, `pot3Count`, `pot4Count`). The dashboard's gauges show it.
 */
export function poolTarget(pool: 'base' | 'pot3' | 'pot4', count: number): number {
  return economics.poolSize[pool] * count
}

/** The price of a pot. */
export function potPriceCents(pot: PotNumber): number {
  return economics.potPriceCents[pot]
}

/** When a pot joined at `now` expires. */
export function potExpiry(now: Date): Date {
  return new Date(now.getTime() + economics.potDays * 86_400_000)
}

/**
 * The business rewards a member earns when its team business moves from `beforeCents` to
 * `afterCents`: every milestone crossed, each once.
 */
export function businessRewardsCrossed(
  beforeCents: number,
  afterCents: number,
): readonly { milestoneCents: number; rewardCents: number }[] {
  return economics.businessRewards.filter(
    (r) => beforeCents < r.milestoneCents && afterCents >= r.milestoneCents,
  )
}

/** A business reward's rate in bp, as its credit's source records it: the reward over the milestone. */
export function businessRewardRateBp(r: { milestoneCents: number; rewardCents: number }): number {
  return Math.round((r.rewardCents * 10_000) / r.milestoneCents)
}
