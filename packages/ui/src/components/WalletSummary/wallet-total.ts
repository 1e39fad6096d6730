import { fromCents, toCents } from '@trellis/contract'

/** Sums dollar amounts through integer cents so 0.1 + 0.2 shows as $0.30, not $0.30000000000000004. */
export function sumDollars(amounts: number[]): number {
  const cents = amounts.reduce((sum, a) => sum + (toCents(a) ?? Math.round(a * 100)), 0)
  return fromCents(cents)
}
