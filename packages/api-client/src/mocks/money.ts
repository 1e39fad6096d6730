// Dollar arithmetic through integer cents, so mock balances never drift (0.1 + 0.2). Sums only:
// every fee, charge, share and price is the contract's (economics.ts).
import { fromCents, toCents } from '@trellis/contract'

function cents(amount: number): number {
  return toCents(amount) ?? Math.round(amount * 100)
}

/** a + b, exact to the cent. */
export function plus(a: number, b: number): number {
  return fromCents(cents(a) + cents(b))
}

/** a - b, exact to the cent. */
export function minus(a: number, b: number): number {
  return fromCents(cents(a) - cents(b))
}

/** The sum of amounts, exact to the cent. */
export function sum(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((total, a) => total + cents(a), 0))
}
