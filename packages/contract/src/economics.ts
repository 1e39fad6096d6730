// Every number the spec leaves open, in one place (docs/economics.md explains each): the server
// charges by it, the forms state it before the member commits, the mocks charge the same. Amounts
// in cents, rates in basis points (100 bp = 1%).
import { TRANSFER_FEE_PERCENT } from './constants'
import type { Plan } from './entities'

export const economics = {
  /** Approved deposits land in the package wallet. */
  depositWallet: 'packageWallet',
  /** Withdrawal charge: 5% of the amount, debited from the income wallet on top of the amount. */
  withdrawalChargeBp: 500,
  /** Transfer to another member: 2% fee (spec), paid by the recipient (amount − 2%). */
  transferFeeBp: TRANSFER_FEE_PERCENT * 100,
  /**
   * Transfer to self (income → package): 2% fee on top, as the screen's hint shows
   * (amount + 2% leaves the income wallet, the amount arrives).
   */
  selfTransferFeeBp: TRANSFER_FEE_PERCENT * 100,
  /** Activation costs $25 from the package wallet and lasts one year. */
  activationCostCents: 2_500,
  activationWallet: 'packageWallet',
  /** Share of the activation fee paid to the direct sponsor as membership income. */
  membershipIncomeBp: 1_000,
  /** Pots are paid from the package wallet and last 30 days. */
  potWallet: 'packageWallet',
  potDays: 30,
  /** Daily ROI credit goes to the income wallet; level income is a share of each ROI credit. */
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
  /** Password reset code: valid 30 minutes. */
  resetValidMinutes: 30,
} as const

/**
 * The investment plans (percent a day, number of days). The server seeds its plans table with these
 * (migration 0003_requests.sql; a server test checks the two agree); the mocks offer the same.
 */
export const PLANS: readonly Plan[] = [
  { _id: 'starter', name: 'Starter', roi: 1, days: 200 },
  { _id: 'growth', name: 'Growth', roi: 1.5, days: 150 },
  { _id: 'premium', name: 'Premium', roi: 2, days: 120 },
]

/** `amountCents × bp / 10000`, rounded half up to the cent. */
export function percentOf(amountCents: number, bp: number): number {
  return Math.round((amountCents * bp) / 10_000)
}
