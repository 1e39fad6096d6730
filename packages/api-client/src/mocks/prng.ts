// The mock world's randomness: the contract's seeded PRNG, so the world is the same on every run
// and screenshot.
export { seededRandom } from '@trellis/contract'

/** An integer in [min, max]. */
export function intBetween(rand: () => number, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1))
}

/** One item of a non-empty list. */
export function pick<T>(rand: () => number, list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)]
  if (item === undefined) throw new Error('pick() needs a non-empty list')
  return item
}
