// One local chain (anvil, 127.0.0.1, a free port) per test file, with the committed test USDT:
// deploy a token, send it, mine blocks on demand (anvil_mine: no waiting for block times), and
// a Chain the watcher can read. Each test deploys its own token, so each has its own stored
// cursor: a snapshot/revert inside one test never leaves another's cursor above the chain's head.
import { afterAll, beforeAll } from 'vitest'
import { pad, toHex, type Address, type Hex } from 'viem'
import { createChain, type Chain } from '../../src/chain/client'
import {
  deployTestUsdt,
  devClient,
  DEV_FUNDER_KEY,
  LOCAL_CHAIN_ID,
  receiptOf,
  sendFromDev,
  startDevChain,
  testUsdtCalls,
  type DevChain,
} from '../../src/chain/dev-chain'
import { DEV_XPUB } from '../../src/chain/xpub'

/** Starting anvil and deploying takes ~1 s alone; a loaded 2-core machine may take far longer. */
const START_MS = 120_000

export interface TestChain {
  dev: DevChain
  url: string
  client: ReturnType<typeof devClient>
  /** A freshly deployed test USDT. */
  deploy(decimals?: number): Promise<Address>
  /** The watcher's view of `token` (N confirmations; every range `logRange` blocks). */
  chainFor(token: Address, o?: { confirmations?: number; logRange?: number }): Chain
  /** From the dev funder (the token's holder), or from the dev account of `key`. */
  send(token: Address, to: Address, units: bigint, key?: Hex): Promise<Hex>
  sendMany(token: Address, to: Address[], units: bigint[]): Promise<Hex>
  forge(token: Address, to: Address, data: Hex): Promise<Hex>
  mine(blocks: number): Promise<void>
  head(): Promise<bigint>
}

/** Starts one anvil for the file (blocks only when mined), stopped after it. */
export function fileTestChain(): TestChain {
  const t = {} as TestChain
  beforeAll(async () => {
    const dev = await startDevChain({ blockTimeSeconds: 0, slotsInAnEpoch: 1 })
    const client = devClient(dev.url)
    // Anvil mines a sent transaction at once, yet may answer its hash a moment before the receipt
    // can be read (foundry-rs/foundry#3537): a claim made right after a send then found "no such
    // transaction" on a loaded CI machine (PGlite run, 400 instead of 200). A send resolves once
    // its receipt is there, asked for again until it is (receiptOf: no block has to come).
    const inBlock = async (sent: Promise<Hex>) => {
      const hash = await sent
      await receiptOf(client, hash, { pollMs: 20, timeoutMs: START_MS })
      return hash
    }
    Object.assign(t, {
      dev,
      url: dev.url,
      client,
      deploy: (decimals = 18) => deployTestUsdt(dev.url, decimals),
      chainFor: (token: Address, o: { confirmations?: number; logRange?: number } = {}) =>
        createChain({
          rpcUrls: [dev.url],
          chainId: LOCAL_CHAIN_ID,
          token,
          xpub: DEV_XPUB,
          confirmations: o.confirmations ?? 5,
          pollMs: 20,
          logRange: o.logRange ?? 50,
          startBlock: 0n,
          local: true,
        }),
      send: (token: Address, to: Address, units: bigint, key: Hex = DEV_FUNDER_KEY) =>
        inBlock(sendFromDev(dev.url, token, testUsdtCalls.transfer(to, units), key)),
      sendMany: (token: Address, to: Address[], units: bigint[]) =>
        inBlock(sendFromDev(dev.url, token, testUsdtCalls.transferMany(to, units))),
      forge: (token: Address, to: Address, data: Hex) =>
        inBlock(sendFromDev(dev.url, token, testUsdtCalls.forgeTransferLog(to, data))),
      mine: (blocks: number) => client.mine({ blocks }),
      head: () => client.getBlockNumber({ cacheTime: 0 }),
    } satisfies TestChain)
  }, START_MS)
  afterAll(async () => {
    await t.dev?.stop()
  })
  return t
}

/** An amount as the 32-byte data word of a Transfer log. */
export const amountWord = (units: bigint): Hex => pad(toHex(units))
