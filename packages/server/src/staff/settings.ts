// The running settings for the admin's Settings screen (read-only): the payout rules the server
// runs with, the member-facing rules of the contract's economics, the hot wallet and the chain.
// Built field by field from what is safe to show, never by copying a config object: no key,
// token, extended public key or RPC address (a provider's key often sits in its URL) can reach
// the answer, even when a new setting is added to the config later.
import { economics, fromCents, type OpsSettings } from '@trellis/contract'
import type { Deps } from '../domain/context'
import { rulesOf } from '../domain/withdrawals'

const percent = (bp: number) => bp / 100

/** What the Settings screen shows. */
export function opsSettings(deps: Deps): OpsSettings {
  const rules = rulesOf(deps)
  const chain = deps.chain?.config
  return {
    payouts: {
      autoApprove: fromCents(rules.autoApproveCents),
      dualApprove: fromCents(rules.dualApproveCents),
      memberDay: fromCents(rules.memberDayCents),
      memberMonth: fromCents(rules.memberMonthCents),
      dailyCap: fromCents(rules.dailyCapCents),
    },
    members: {
      minWithdrawal: fromCents(economics.minAmountCents),
      withdrawalChargePercent: percent(economics.withdrawalChargeBp),
      minTransfer: fromCents(economics.minTransferCents),
      transferFeePercent: percent(economics.transferFeeBp),
      payoutHoldHours: economics.payoutHoldHours,
      otpValidMinutes: economics.otpValidMinutes,
    },
    hotWallet: {
      address: deps.hotWallet ?? null,
      treasury: deps.treasury ?? null,
      alertsConfigured: Boolean(deps.alertEmail),
    },
    chain: chain
      ? {
          status: 'on',
          chainId: chain.chainId,
          token: chain.token,
          confirmations: chain.confirmations,
          pollSeconds: chain.pollMs / 1000,
          rpcEndpoints: chain.rpcUrls.length,
          local: chain.local,
        }
      : { status: 'off' },
  }
}
