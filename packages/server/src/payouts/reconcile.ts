// Reconciliation: what the chain holds (the hot wallet, every member deposit address, the
// treasury if PAYOUT_TREASURY is set) against what the ledger owes (members' wallets, withdrawals
// requested and not yet paid) plus the charges the network collected (the fees account). The
// difference is 0 when every dollar on the chain is accounted for; below 0 the members are owed
// more than the chain holds (income the plans credited and nobody funded yet, a loss); above 0
// the chain holds money the ledger does not know of. One balanceOf call per address.
import { sql } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Chain } from '../chain/client'
import { erc20Abi, unitsToCents } from '../chain/token'
import { query } from '../db/client'
import type { Deps } from '../domain/context'
import { DomainError } from '../domain/errors'

export interface Reconciliation {
  chainId: number
  token: string
  chain: {
    hotWalletCents: number
    depositAddressesCents: number
    treasuryCents: number
    totalCents: number
    /** Token units below a cent, all addresses together (never credited, never owed). */
    dustUnits: string
  }
  liabilities: { walletsCents: number; pendingWithdrawalsCents: number; totalCents: number }
  feesCents: number
  /** chain.total - liabilities.total - fees. */
  differenceCents: number
  addresses: number
}

/** Balances in parallel, a few at a time (public endpoints throttle bursts). */
const AT_ONCE = 8

async function balances(chain: Chain, addresses: string[]): Promise<bigint> {
  let sum = 0n
  for (let i = 0; i < addresses.length; i += AT_ONCE) {
    const part = await Promise.all(
      addresses.slice(i, i + AT_ONCE).map((a) =>
        chain.client.readContract({
          address: chain.config.token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [a as Address],
        }),
      ),
    )
    for (const b of part) sum += b
  }
  return sum
}

/** Compares the chain's holdings with the ledger's liabilities (see the file comment). */
export async function reconcile(deps: Deps): Promise<Reconciliation> {
  const chain = deps.chain
  if (!chain) throw new DomainError('conflict', 'No chain is configured: nothing to reconcile.')
  const db = deps.database.db
  const deposit = await query<{ address: string }>(
    db,
    sql`SELECT address FROM deposit_addresses ORDER BY address_index`,
  )
  const decimals = await chain.decimals()
  const hot = deps.hotWallet ? await balances(chain, [deps.hotWallet]) : 0n
  const members = await balances(
    chain,
    deposit.map((d) => d.address),
  )
  const treasury = deps.treasury ? await balances(chain, [deps.treasury]) : 0n
  const [ledger] = await query<{ wallets: number; pending: number; fees: number }>(
    db,
    sql`SELECT
          (SELECT COALESCE(sum(balance_cents), 0) FROM accounts WHERE member_id IS NOT NULL) AS wallets,
          (SELECT COALESCE(sum(e.amount_cents), 0) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
             WHERE a.member_id IS NULL AND a.name = 'withdrawals-out') AS pending,
          (SELECT COALESCE(sum(e.amount_cents), 0) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
             WHERE a.member_id IS NULL AND a.name = 'fees') AS fees`,
  )
  const cents = (units: bigint) => Number(unitsToCents(units, decimals).cents)
  const total = hot + members + treasury
  const walletsCents = Number(ledger?.wallets ?? 0)
  const pendingWithdrawalsCents = Number(ledger?.pending ?? 0)
  const feesCents = Number(ledger?.fees ?? 0)
  const chainTotal = cents(total)
  const owed = walletsCents + pendingWithdrawalsCents
  return {
    chainId: chain.config.chainId,
    token: chain.config.token,
    chain: {
      hotWalletCents: cents(hot),
      depositAddressesCents: cents(members),
      treasuryCents: cents(treasury),
      totalCents: chainTotal,
      dustUnits: unitsToCents(total, decimals).dust.toString(),
    },
    liabilities: { walletsCents, pendingWithdrawalsCents, totalCents: owed },
    feesCents,
    differenceCents: chainTotal - owed - feesCents,
    addresses: deposit.length + (deps.hotWallet ? 1 : 0) + (deps.treasury ? 1 : 0),
  }
}
