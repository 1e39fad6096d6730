// The chain's settings, read by src/env.ts (the one env module): where to read the chain, which
// token, which extended public key the deposit addresses come from, and how deep is final.
// Without CHAIN_RPC_URLS the server runs its own local development chain (src/chain/dev-chain.ts).
import { getAddress, isAddress, type Address } from 'viem'
import { DEV_XPUB, isExtendedPublicKey } from './xpub'

/** anvil's chain id (the local development chain). */
export const LOCAL_CHAIN_ID = 31337

/** USDT (BEP-20) on BNB Smart Chain, the default token when CHAIN_ID is 56. */
export const BSC_USDT: Address = '0x55d398326f99059fF775485246999027B3197955'
export const BSC_CHAIN_ID = 56

/** How many blocks deep a deposit must be (the 12-15 range exchanges use on BSC). */
export const DEFAULT_CONFIRMATIONS = 15
/** How often the watcher looks (BSC makes a block every ~0.75-3 s). */
export const DEFAULT_POLL_MS = 3_000
/** Blocks per eth_getLogs call (public BSC endpoints refuse much wider ranges). */
export const DEFAULT_LOG_RANGE = 500

/** What the watcher and the claim form need to know about the chain. */
export interface ChainSettings {
  /** undefined: run the local development chain (anvil) and deploy the test USDT on it. */
  rpcUrls: string[] | undefined
  /** With rpcUrls: the chain the node must report (56: BNB Smart Chain). */
  chainId: number | undefined
  /** With rpcUrls: the USDT contract. */
  token: Address | undefined
  /** With rpcUrls: the account-level extended public key (m/44'/60'/0'); addresses are m/0/{index}. */
  xpub: string | undefined
  confirmations: number
  pollMs: number
  logRange: number
  /** The first block to read on the very first run; undefined: the final block at that time. */
  startBlock: bigint | undefined
}

/** An error whose message is the one line the start prints. */
export class ChainConfigError extends Error {}

const whole = (
  get: (name: string) => string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number => {
  const raw = get(name)
  if (raw === undefined) return fallback
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || n < min || n > max) {
    throw new ChainConfigError(
      `${name} must be a whole number from ${min} to ${max}, got "${raw}".`,
    )
  }
  return n
}

/** Reads the CHAIN_* settings; a bad one throws a ChainConfigError naming it. */
export function readChainSettings(get: (name: string) => string | undefined): ChainSettings {
  const confirmations = whole(get, 'CHAIN_CONFIRMATIONS', DEFAULT_CONFIRMATIONS, 1, 1_000)
  const pollMs = whole(get, 'CHAIN_POLL_MS', DEFAULT_POLL_MS, 50, 600_000)
  const logRange = whole(get, 'CHAIN_LOG_RANGE', DEFAULT_LOG_RANGE, 1, 100_000)
  const startRaw = get('CHAIN_START_BLOCK')
  if (startRaw !== undefined && !/^\d{1,15}$/.test(startRaw)) {
    throw new ChainConfigError(`CHAIN_START_BLOCK must be a block number, got "${startRaw}".`)
  }
  const startBlock = startRaw === undefined ? undefined : BigInt(startRaw)
  const common = { confirmations, pollMs, logRange, startBlock }
  const urls = get('CHAIN_RPC_URLS')
  if (urls === undefined) {
    for (const name of ['CHAIN_ID', 'CHAIN_TOKEN', 'CHAIN_XPUB']) {
      if (get(name) !== undefined) {
        throw new ChainConfigError(
          `${name} is set but CHAIN_RPC_URLS is not (set both, or neither for the local chain).`,
        )
      }
    }
    return { rpcUrls: undefined, chainId: undefined, token: undefined, xpub: undefined, ...common }
  }
  const rpcUrls = urls.split(',').map((u) => u.trim())
  for (const u of rpcUrls) {
    let ok = false
    try {
      ok = ['http:', 'https:'].includes(new URL(u).protocol)
    } catch {
      ok = false
    }
    // The URL may hold an API key: never echo it.
    if (!ok) throw new ChainConfigError('CHAIN_RPC_URLS must be http(s) URLs separated by commas.')
  }
  const chainId = whole(get, 'CHAIN_ID', BSC_CHAIN_ID, 1, 2 ** 31)
  const tokenRaw = get('CHAIN_TOKEN')
  if (tokenRaw === undefined && chainId !== BSC_CHAIN_ID) {
    throw new ChainConfigError('CHAIN_TOKEN (the USDT contract address) is required off chain 56.')
  }
  if (tokenRaw !== undefined && !isAddress(tokenRaw, { strict: false })) {
    throw new ChainConfigError(`CHAIN_TOKEN must be a 0x contract address, got "${tokenRaw}".`)
  }
  const token = tokenRaw === undefined ? BSC_USDT : getAddress(tokenRaw)
  const xpub = get('CHAIN_XPUB')
  if (xpub === undefined) {
    throw new ChainConfigError(
      "CHAIN_XPUB (the extended public key of m/44'/60'/0') is required with CHAIN_RPC_URLS.",
    )
  }
  if (!isExtendedPublicKey(xpub)) {
    throw new ChainConfigError(
      'CHAIN_XPUB must be an extended public key (xpub…); never put a private key (xprv) here.',
    )
  }
  if (xpub === DEV_XPUB && chainId !== LOCAL_CHAIN_ID) {
    throw new ChainConfigError(
      'CHAIN_XPUB is the public development key (anyone can spend from its addresses): use your own.',
    )
  }
  return { rpcUrls, chainId, token, xpub, ...common }
}
