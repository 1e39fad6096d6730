// A deposit paid to the network's own wallet by mistake (the chain era): a member who copied the
// hot wallet's or the treasury's address instead of their own files the hash as a claim. The
// watcher never credits it (it reads members' addresses only), so the claim becomes a row in the
// operators' deposit queue with what the chain shows: who sent it, to which of the network's
// wallets, how much. An operator approves it (credited to the package wallet, once: the hash is
// unique) after checking the sender is the member's, or rejects it. The network's own moves are
// never claimable: a transfer from the hot wallet, the treasury, the local chain's faucet or any
// member's deposit address (a refill or a sweep) is refused like a payment to another address.
import { sql } from 'drizzle-orm'
import { opsMessages, serverMessages, successMessages } from '@trellis/contract'
import { privateKeyToAddress } from 'viem/accounts'
import type { Chain } from '../chain/client'
import { DEV_FUNDER_KEY } from '../chain/dev-chain'
import { unitsToCents, type TokenTransfer } from '../chain/token'
import { query } from '../db/client'
import { isCanonical, readTokenTransaction } from './chain-reads'
import type { Deps } from './context'
import { DomainError, invalid } from './errors'

/** Which of the network's wallets an address is. */
export type NetworkWallet = 'hot-wallet' | 'treasury'

/** The network's own wallets a member may pay by mistake, by lower-case address. */
export function networkWallets(deps: Deps): Map<string, NetworkWallet> {
  const wallets = new Map<string, NetworkWallet>()
  if (deps.treasury) wallets.set(deps.treasury.toLowerCase(), 'treasury')
  if (deps.hotWallet) wallets.set(deps.hotWallet.toLowerCase(), 'hot-wallet')
  return wallets
}

const devFunder = privateKeyToAddress(DEV_FUNDER_KEY).toLowerCase()

/** Whether `from` is one of the network's own addresses (its transfers are refills or sweeps). */
async function isNetworkSender(deps: Deps, chain: Chain, from: string): Promise<boolean> {
  const address = from.toLowerCase()
  if (networkWallets(deps).has(address)) return true
  if (chain.config.local && address === devFunder) return true
  const [row] = await query<{ one: number }>(
    deps.database.db,
    sql`SELECT 1 AS one FROM deposit_addresses WHERE lower(address) = ${address} LIMIT 1`,
  )
  return row !== undefined
}

/** The transfers of one claim that count: to `to` from `from`, their sum in cents. */
function centsOf(transfers: TokenTransfer[], from: string, to: string, decimals: number) {
  const units = transfers
    .filter((t) => t.from.toLowerCase() === from && t.to.toLowerCase() === to)
    .reduce((sum, t) => sum + t.units, 0n)
  return unitsToCents(units, decimals).cents
}

/**
 * Files a claim of USDT paid to one of the network's wallets (the transaction's `usdt` transfers
 * paid no address of this member's): a pending deposit for an operator, or the refusal the claim
 * form gave before (another address) when none of them went to the network from outside it.
 */
export async function fileClaimToNetwork(
  deps: Deps,
  chain: Chain,
  memberId: number,
  hash: string,
  usdt: TokenTransfer[],
  decimals: number,
) {
  const wallets = networkWallets(deps)
  let first: TokenTransfer | undefined
  for (const t of usdt) {
    if (!wallets.has(t.to.toLowerCase())) continue
    if (await isNetworkSender(deps, chain, t.from)) continue
    first = t
    break
  }
  if (!first) throw invalid(serverMessages.depositOtherAddress, 'trx')
  const from = first.from.toLowerCase()
  const to = first.to.toLowerCase()
  const cents = centsOf(usdt, from, to, decimals)
  if (cents <= 0n) throw invalid(serverMessages.depositOtherAddress, 'trx')
  const inserted = await query<{ id: number }>(
    deps.database.db,
    sql`INSERT INTO deposits (member_id, r_date, p_type, amount_cents, trx, chain_id, from_address,
          to_address, to_wallet, block_number)
        VALUES (${memberId}, ${deps.now().toISOString().slice(0, 10)}, 6, ${cents.toString()},
          ${hash}, ${chain.config.chainId}, ${from}, ${to}, ${wallets.get(to) ?? null},
          ${first.blockNumber.toString()})
        ON CONFLICT DO NOTHING RETURNING id`,
  )
  if (inserted.length === 0) throw invalid(serverMessages.duplicateTransactionHash, 'trx')
  return {
    success: true,
    message: successMessages.depositToNetwork((Number(cents) / 100).toFixed(2)),
  }
}

/** What the deposits table keeps of a claim to the network's wallet. */
export interface NetworkClaim {
  trx: string
  chain_id: number
  from_address: string
  to_address: string
  amount_cents: number | string
}

/**
 * Before an operator's approval credits a claim to the network's wallet: the chain must still show
 * it, successful, final, in its block, paying the same amount from the same sender to the same
 * wallet. Read outside the database transaction (no row is held while the chain answers).
 */
export async function checkClaimOnChain(deps: Deps, row: NetworkClaim): Promise<void> {
  const chain = deps.chain
  if (!chain || chain.config.chainId !== Number(row.chain_id)) {
    throw new DomainError('conflict', opsMessages.claimOtherChain)
  }
  const gone = new DomainError('conflict', opsMessages.claimGoneFromChain)
  const { receipt, tips, decimals, transfers } = await readTokenTransaction(chain, row.trx, gone)
  if (receipt.status !== 'success') throw gone
  if (receipt.blockNumber > tips.finalTip) {
    throw new DomainError('conflict', opsMessages.claimNotFinal)
  }
  const cents = centsOf(transfers, row.from_address, row.to_address, decimals)
  if (cents !== BigInt(row.amount_cents)) throw gone
  if (!(await isCanonical(chain, receipt.blockNumber, receipt.blockHash))) throw gone
}
