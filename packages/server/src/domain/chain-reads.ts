// One transaction read on the chain for a decision a member or an operator asks for: a deposit
// claim (./chain-claims.ts), its approval when it paid the network's wallet
// (./claims-to-network.ts), a withdrawal paid by hand (./withdrawals.ts). A hash the chain does
// not know is the caller's refusal; a lost database stays the database's; anything else is the
// chain being unavailable.
import { serverMessages } from '@trellis/contract'
import { TransactionReceiptNotFoundError, type Hex } from 'viem'
import type { Chain } from '../chain/client'
import { readTransfer, type RawLog, type TokenTransfer } from '../chain/token'
import { chainTips } from '../chain/watcher'
import { isDatabaseDown } from '../db/outage'
import { DomainError } from './errors'

/**
 * The receipt of `hash`, the chain's head and final tip, the token's decimals, and the Transfer
 * logs of the configured token in it (of any status: the caller refuses a failed one in its own
 * words). `notFound` is thrown for a hash the chain does not know.
 */
export async function readTokenTransaction(chain: Chain, hash: string, notFound: DomainError) {
  let receipt
  let tips
  let decimals
  try {
    receipt = await chain.client.getTransactionReceipt({ hash: hash as Hex })
    ;[tips, decimals] = await Promise.all([chainTips(chain), chain.decimals()])
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) throw notFound
    if (isDatabaseDown(error)) throw error
    throw new DomainError('unavailable', serverMessages.chainUnavailable)
  }
  const token = chain.config.token.toLowerCase()
  const transfers = receipt.logs
    .map((l) => readTransfer(l as RawLog))
    .filter((t): t is TokenTransfer => t !== null && t.token.toLowerCase() === token)
  return { receipt, tips, decimals, transfers }
}

/** Whether block `number` still has `hash` (a reorganisation replaces it); unreadable: unavailable. */
export async function isCanonical(chain: Chain, number: bigint, hash: string): Promise<boolean> {
  const block = await chain.client.getBlock({ blockNumber: number }).catch(() => {
    throw new DomainError('unavailable', serverMessages.chainUnavailable)
  })
  return block.hash.toLowerCase() === hash.toLowerCase()
}
