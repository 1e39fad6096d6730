// The Max buttons' amounts (issue 26): the most a withdrawal or a To Self move can be when the
// charge or the fee comes on top. A module of its own, so only the two screens that show the
// button load it (the first page's shared chunk holds the rest of the contract).
import { selfTransferTotalCents, withdrawalTotalCents } from './economics'
import { centsOrRounded, fromCents } from './helpers'

/**
 * The largest amount whose total (`totalOf`: the amount with what is added on top) fits in
 * `walletCents`; 0 when not even a cent does. The total never falls as the amount grows, so a
 * binary search over the cents finds the edge exactly, whatever the rounding of the percentage.
 */
function largestFitting(walletCents: number, totalOf: (amountCents: number) => number): number {
  let low = 0
  let high = Math.max(0, Math.floor(walletCents))
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (totalOf(mid) <= walletCents) low = mid
    else high = mid - 1
  }
  return low
}

/** The most a member can withdraw from `walletCents` with the charge on top (the Max button). */
export function withdrawalMaxCents(walletCents: number): number {
  return largestFitting(walletCents, withdrawalTotalCents)
}

/** The most a member can move to their package wallet with the fee on top (the Max button). */
export function selfTransferMaxCents(walletCents: number): number {
  return largestFitting(walletCents, selfTransferTotalCents)
}

/** The most a withdrawal can be from a `wallet` of dollars, its charge on top. */
export function withdrawalMax(wallet: number): number {
  return fromCents(withdrawalMaxCents(centsOrRounded(wallet)))
}

/** The most a To Self move can be from a `wallet` of dollars, its fee on top. */
export function selfTransferMax(wallet: number): number {
  return fromCents(selfTransferMaxCents(centsOrRounded(wallet)))
}
