// The deposit form as a claim, where the server watches the chain: the filed hash is looked up on
// the chain; a USDT transfer to this member's own address is shown with its confirmations (and
// credited by the watcher once final, or here if the watcher's cursor is already past it); a
// transfer to another address, another contract's log, a failed or unknown transaction gets a
// clear message and credits nothing. The one claim a human decides: USDT paid to the network's own
// wallet by mistake, queued for an operator (./claims-to-network.ts).
import { canonicalTransactionHash, serverMessages, successMessages } from '@trellis/contract'
import type { Chain } from '../chain/client'
import { unitsToCents } from '../chain/token'
import { storedCursor } from '../chain/watcher'
import type { Deps } from './context'
import { DomainError, invalid } from './errors'
import { creditTransfer, ensureDepositAddress, type MemberTransfer } from './chain-deposits'
import { isCanonical, readTokenTransaction } from './chain-reads'
import { fileClaimToNetwork } from './claims-to-network'

/** Looks a filed transaction up on the chain for `memberId`; see the file comment. */
export async function claimChainDeposit(deps: Deps, chain: Chain, memberId: number, trx: unknown) {
  const hash = typeof trx === 'string' ? canonicalTransactionHash(trx) : null
  if (hash === null) throw invalid(serverMessages.transactionHashInvalid, 'trx')
  const address = await ensureDepositAddress(deps, memberId, chain.addressOf)
  const {
    receipt,
    tips,
    decimals,
    transfers: usdt,
  } = await readTokenTransaction(chain, hash, invalid(serverMessages.depositTxUnknown, 'trx'))
  if (receipt.status !== 'success') throw invalid(serverMessages.depositTxFailed, 'trx')
  if (usdt.length === 0) throw invalid(serverMessages.depositNotUsdt, 'trx')
  const mine = usdt.filter((t) => t.to === address)
  if (mine.length === 0) return fileClaimToNetwork(deps, chain, memberId, hash, usdt, decimals)
  const units = mine.reduce((sum, t) => sum + t.units, 0n)
  const { cents } = unitsToCents(units, decimals)
  const amount = (Number(cents) / 100).toFixed(2)
  const block = mine[0]?.blockNumber ?? 0n
  const seen = tips.head >= block ? Number(tips.head - block + 1n) : 0
  const pending = {
    success: true,
    message: successMessages.depositOnChainPending(amount, seen, chain.config.confirmations),
    confirmations: seen,
  }
  if (block > tips.finalTip) return pending
  // Final: the watcher credits it when its cursor reaches the block; one it already passed (a
  // transfer older than the watcher's first run) is credited here, once (the same unique key).
  const cursor = await storedCursor(deps, chain)
  if (cursor === null || block >= cursor) return pending
  if (!(await isCanonical(chain, block, mine[0]?.blockHash ?? '')))
    throw new DomainError('unavailable', serverMessages.chainUnavailable)
  for (const t of mine) {
    const m: MemberTransfer = { ...t, memberId, chainId: chain.config.chainId, decimals }
    await creditTransfer(deps, m)
  }
  return {
    success: true,
    message: successMessages.depositOnChainCredited(amount),
    confirmations: seen,
  }
}
