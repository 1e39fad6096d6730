// On the local development chain the hot wallet is anvil's second dev account (BNB for gas from
// anvil's genesis); at start it is given test USDT from the first (the token's holder) when it
// holds less than a float, so `npm start` pays withdrawals out of the box.
import type { Address } from 'viem'
import type { Chain } from '../chain/client'
import { sendFromDev, testUsdtCalls } from '../chain/dev-chain'
import { centsToUnits, erc20Abi } from '../chain/token'

/** The float the local hot wallet is topped up to: $1,000,000 of test USDT. */
const DEV_FLOAT_CENTS = 100_000_000n

/** Tops the local chain's hot wallet up to the float; returns the units sent (0n: none). */
export async function fundDevHotWallet(chain: Chain, hot: Address): Promise<bigint> {
  if (!chain.config.local) return 0n
  const decimals = await chain.decimals()
  const float = centsToUnits(DEV_FLOAT_CENTS, decimals)
  const held = await chain.client.readContract({
    address: chain.config.token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [hot],
    blockTag: 'pending',
  })
  if (held >= float / 2n) return 0n
  // Not waited for (the start would wait for the next block): the payer reads the balance at the
  // `pending` block, which counts it at once.
  await sendFromDev(
    chain.config.rpcUrls[0] as string,
    chain.config.token,
    testUsdtCalls.transfer(hot, float - held),
  )
  return float - held
}
