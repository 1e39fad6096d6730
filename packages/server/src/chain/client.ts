// The read side of the chain: one viem client over the configured RPC URL(s) (several: the next
// is tried when one fails). No retries inside: a failed read ends the watcher's run, which logs
// one line and tries again with backoff (src/jobs/scheduler.ts).
import { createPublicClient, fallback, http, type Address, type PublicClient } from 'viem'
import { addressDeriver } from './xpub'
import { erc20Abi } from './token'

/** Where the chain is and what is watched on it, once the server has started. */
export interface ChainConfig {
  rpcUrls: string[]
  chainId: number
  token: Address
  xpub: string
  confirmations: number
  pollMs: number
  logRange: number
  startBlock: bigint | undefined
  /** The local development chain (a reset chain is read again from block 0). */
  local: boolean
}

/** What the watcher and the claim form use. */
export interface Chain {
  config: ChainConfig
  client: PublicClient
  /** Member `index`'s deposit address. */
  addressOf(index: number): Address
  /** The token's own decimals(), read once. */
  decimals(): Promise<number>
  /** The watcher's last word, for /readyz and the deposit screen. */
  health: { ok: boolean; head: bigint | undefined; checkedAt: Date | undefined }
}

/** Per call: longer than a busy public endpoint answers in, short enough to notice an outage. */
export const RPC_TIMEOUT_MS = 10_000

export function createChain(config: ChainConfig): Chain {
  const transports = config.rpcUrls.map((url) =>
    http(url, { retryCount: 0, timeout: RPC_TIMEOUT_MS, batch: false }),
  )
  const client = createPublicClient({
    transport: transports.length === 1 ? transports[0]! : fallback(transports, { retryCount: 0 }),
  }) as PublicClient
  let decimals: Promise<number> | undefined
  return {
    config,
    client,
    addressOf: addressDeriver(config.xpub),
    decimals() {
      decimals ??= client
        .readContract({ address: config.token, abi: erc20Abi, functionName: 'decimals' })
        .then(Number)
      // A failed read is not kept: the next call asks again.
      decimals.catch(() => {
        decimals = undefined
      })
      return decimals
    },
    health: { ok: false, head: undefined, checkedAt: undefined },
  }
}
