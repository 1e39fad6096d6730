// The chain a starting server watches: BNB Smart Chain (or any EVM chain) through CHAIN_RPC_URLS,
// or, without it, the local development chain (anvil) with the test USDT deployed, kept across
// restarts in DATA_DIR/chain.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getAddress, type Address } from 'viem'
import { makePrivateDir } from '../private-files'
import { createChain, type Chain } from './client'
import type { ChainSettings } from './config'
import {
  deployTestUsdt,
  devClient,
  LOCAL_CHAIN_ID,
  startDevChain,
  type DevChain,
} from './dev-chain'
import { DEV_XPUB } from './xpub'

/** The local chain makes a block every second (so confirmations come by themselves). */
export const DEV_BLOCK_SECONDS = 1

export interface OpenedChain {
  chain: Chain
  /** Only for the local development chain. */
  dev: DevChain | undefined
  stop(): Promise<void>
}

/** Opens the chain the settings name; the local chain is started and its test USDT deployed. */
export async function openChain(settings: ChainSettings, dataDir: string): Promise<OpenedChain> {
  const common = {
    confirmations: settings.confirmations,
    pollMs: settings.pollMs,
    logRange: settings.logRange,
  }
  if (settings.rpcUrls) {
    const chain = createChain({
      ...common,
      rpcUrls: settings.rpcUrls,
      chainId: settings.chainId as number,
      token: settings.token as Address,
      xpub: settings.xpub as string,
      startBlock: settings.startBlock,
      local: false,
    })
    return { chain, dev: undefined, stop: async () => undefined }
  }
  const dir = join(dataDir, 'chain')
  makePrivateDir(dir)
  const dev = await startDevChain({
    blockTimeSeconds: DEV_BLOCK_SECONDS,
    slotsInAnEpoch: 1,
    stateFile: join(dir, 'anvil-state.json'),
  })
  try {
    const token = await devToken(dev.url, join(dir, 'test-usdt-address'))
    const chain = createChain({
      ...common,
      rpcUrls: [dev.url],
      chainId: LOCAL_CHAIN_ID,
      token,
      xpub: DEV_XPUB,
      startBlock: settings.startBlock ?? 0n,
      local: true,
    })
    return { chain, dev, stop: () => dev.stop() }
  } catch (error) {
    await dev.stop()
    throw error
  }
}

/** The test USDT of a kept chain, or a new deployment on a fresh one. */
async function devToken(url: string, file: string): Promise<Address> {
  if (existsSync(file)) {
    const kept = getAddress(readFileSync(file, 'utf8').trim())
    const code = await devClient(url).getCode({ address: kept })
    if (code && code !== '0x') return kept
  }
  const token = await deployTestUsdt(url, 18)
  writeFileSync(file, `${token}\n`, { mode: 0o600 })
  return token
}

/** An RPC URL as it may be shown: scheme and host only (a path or query may hold an API key). */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url)
    return `${u.protocol}//${u.host}`
  } catch {
    return 'the RPC URL in CHAIN_RPC_URLS'
  }
}
