// Dollar arithmetic through integer cents, so mock balances never drift (0.1 + 0.2).
import { fromCents, percentOf as percentOfCents, toCents } from '@trellis/contract'

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

/** rate percent of base, rounded to the cent. */
export function percentOf(base: number, rate: number): number {
  return fromCents(Math.round((cents(base) * rate) / 100))
}

/** The sum of amounts, exact to the cent. */
export function sum(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((total, a) => total + cents(a), 0))
}

/** `bp` basis points of an amount (100 bp = 1%), rounded half up to the cent as the server does. */
export function shareOf(amount: number, bp: number): number {
  return fromCents(percentOfCents(cents(amount), bp))
}
