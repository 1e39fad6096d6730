// A generated sponsor network, reproducible from a seed: who sponsors whom and who invested
// what. Used by the benchmark (bulk-loaded) and by the aggregate test (joined one by one).
import { seededRandom } from '@trellis/contract'

/** The contract's seeded PRNG (mulberry32): the same seed gives the same network. */
export const prng = seededRandom

/** Members 1..n: `sponsor[i]` (0 for the root, member 1), `depth[i]` and `investCents[i]`. */
export interface Network {
  n: number
  sponsor: Int32Array
  depth: Int32Array
  investCents: Float64Array
}

/** Options of {@link generateNetwork}. */
export interface NetworkOptions {
  seed?: number
  /** The deepest level below the root (the root is depth 0). */
  maxDepth?: number
  /** Share of members sponsored by the root directly (a wide first level). */
  rootShare?: number
  /** Share of members who have invested. */
  investedShare?: number
}

/**
 * A random recursive tree: each new member picks an earlier member at random as sponsor
 * (sometimes the root, so the first level is wide), never below `maxDepth`. Depth grows like
 * ln(n), so a million members reach the cap of 30 on long branches. About `investedShare` of
 * the members invested $100 to $5,000 in steps of $100.
 */
export function generateNetwork(n: number, options: NetworkOptions = {}): Network {
  const { seed = 42, maxDepth = 30, rootShare = 0.02, investedShare = 0.6 } = options
  const random = prng(seed)
  const sponsor = new Int32Array(n + 1)
  const depth = new Int32Array(n + 1)
  const investCents = new Float64Array(n + 1)
  for (let i = 2; i <= n; i++) {
    let s = random() < rootShare ? 1 : 1 + Math.floor(random() * (i - 1))
    while ((depth[s] ?? 0) >= maxDepth) s = sponsor[s] ?? 1
    sponsor[i] = s
    depth[i] = (depth[s] ?? 0) + 1
  }
  for (let i = 1; i <= n; i++) {
    investCents[i] = random() < investedShare ? (1 + Math.floor(random() * 50)) * 10_000 : 0
  }
  return { n, sponsor, depth, investCents }
}
