// The payout settings, read by src/env.ts (the one env module): who approves what amount, the
// limits on what leaves, and the hot wallet's fee rules. Amounts are whole dollars in the
// environment and cents inside. The hot wallet's key is read by src/payouts/key.ts, never here.
import { getAddress, isAddress, type Address } from 'viem'
import { economics, type PayoutRules } from '@trellis/contract'

/** What decides approvals and limits (the domain reads it from Deps; the contract's defaults). */
export type { PayoutRules }

/** The hot wallet's transaction rules. */
export interface PayoutFees {
  /** A sent transaction without a receipt this long is replaced at the same nonce. */
  stuckMs: number
  /** The highest gas price a payout or its replacement may pay (wei). */
  maxGasPriceWei: bigint
  /** Gas limit of one token transfer (USDT's transfer takes ~35-52 k on BSC). */
  gasLimit: bigint
}

export interface PayoutSettings {
  rules: PayoutRules
  fees: PayoutFees
  /** PAYOUT_ALERT_EMAIL: who is told when the hot wallet runs low or a payout fails. */
  alertEmail: string | undefined
  /** PAYOUT_TREASURY: the treasury address reconciliation also counts (optional). */
  treasury: Address | undefined
}

/**
 * The member-visible defaults live in the contract's economics (one place for each rule), read
 * when asked: a server without PAYOUT_* settings (the tests' servers) follows a changed one.
 */
export const defaultPayoutRules = (): PayoutRules => economics.payouts

export const DEFAULT_PAYOUT_FEES: PayoutFees = {
  stuckMs: 180_000,
  maxGasPriceWei: 20n * 10n ** 9n,
  gasLimit: 100_000n,
}

/** An error whose message is the one line the start prints. */
export class PayoutConfigError extends Error {}

function dollars(get: (n: string) => string | undefined, name: string, fallback: number): number {
  const raw = get(name)
  if (raw === undefined) return fallback
  if (!/^\d{1,9}$/.test(raw)) {
    throw new PayoutConfigError(`${name} must be a whole number of dollars, got "${raw}".`)
  }
  return Number(raw) * 100
}

/** Reads the PAYOUT_* settings (but the key); a bad one throws a PayoutConfigError naming it. */
export function readPayoutSettings(get: (name: string) => string | undefined): PayoutSettings {
  const d = defaultPayoutRules()
  const rules: PayoutRules = {
    autoApproveCents: dollars(get, 'PAYOUT_AUTO_APPROVE_USD', d.autoApproveCents),
    dualApproveCents: dollars(get, 'PAYOUT_DUAL_APPROVE_USD', d.dualApproveCents),
    memberDayCents: dollars(get, 'PAYOUT_MEMBER_DAY_USD', d.memberDayCents),
    memberMonthCents: dollars(get, 'PAYOUT_MEMBER_MONTH_USD', d.memberMonthCents),
    dailyCapCents: dollars(get, 'PAYOUT_DAILY_CAP_USD', d.dailyCapCents),
  }
  if (rules.dualApproveCents < rules.autoApproveCents) {
    throw new PayoutConfigError('PAYOUT_DUAL_APPROVE_USD must be at least PAYOUT_AUTO_APPROVE_USD.')
  }
  const stuck = get('PAYOUT_STUCK_SECONDS') ?? '180'
  if (!/^\d{1,6}$/.test(stuck) || Number(stuck) < 1) {
    throw new PayoutConfigError(
      `PAYOUT_STUCK_SECONDS must be a whole number of seconds, got "${stuck}".`,
    )
  }
  const gwei = get('PAYOUT_MAX_GAS_GWEI') ?? '20'
  if (!/^\d{1,6}$/.test(gwei) || Number(gwei) < 1) {
    throw new PayoutConfigError(
      `PAYOUT_MAX_GAS_GWEI must be a whole number of gwei, got "${gwei}".`,
    )
  }
  const alertEmail = get('PAYOUT_ALERT_EMAIL')
  if (alertEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(alertEmail)) {
    throw new PayoutConfigError('PAYOUT_ALERT_EMAIL must be an e-mail address.')
  }
  const treasuryRaw = get('PAYOUT_TREASURY')
  if (treasuryRaw !== undefined && !isAddress(treasuryRaw, { strict: false })) {
    throw new PayoutConfigError(`PAYOUT_TREASURY must be a 0x address, got "${treasuryRaw}".`)
  }
  return {
    rules,
    fees: {
      stuckMs: Number(stuck) * 1000,
      maxGasPriceWei: BigInt(gwei) * 10n ** 9n,
      gasLimit: DEFAULT_PAYOUT_FEES.gasLimit,
    },
    alertEmail,
    treasury: treasuryRaw === undefined ? undefined : getAddress(treasuryRaw),
  }
}
