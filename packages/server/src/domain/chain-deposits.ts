// Deposits that arrive on the chain: each member's own address (derived from the xpub at a stored
// index), and the rows the watcher (src/chain/watcher.ts) writes: pending while shallower than
// final, then credited to the package wallet once per (chain, transaction, log).
import { sql } from 'drizzle-orm'
import {
  DEFAULT_DEPOSIT_CONFIRMATIONS,
  DEPOSIT_NETWORK,
  fromCents,
  type ChainDeposits,
  economics,
  historyMemo,
} from '@trellis/contract'
import type { Address } from 'viem'
import { query, type Runner, type Tx } from '../db/client'
import type { TokenTransfer } from '../chain/token'
import { unitsToCents } from '../chain/token'
import type { Deps } from './context'
import { lockBalances, post } from './ledger'

/** The member's deposit address, made (at the next index, never reused) on first use. */
export async function ensureDepositAddress(
  deps: Deps,
  memberId: number,
  derive: (index: number) => Address,
): Promise<Address> {
  const [had] = await query<{ address: string }>(
    deps.database.db,
    sql`SELECT address FROM deposit_addresses WHERE member_id = ${memberId}`,
  )
  if (had) return had.address as Address
  return deps.database.transaction(async (tx) => {
    const [row] = await query<{ i: number }>(
      tx,
      sql`SELECT nextval('deposit_address_index_seq') AS i`,
    )
    const index = row?.i ?? 0
    const address = derive(index)
    // Two first calls at once: one row wins, the other's index is simply never used.
    await tx.execute(
      sql`INSERT INTO deposit_addresses (member_id, address_index, address)
          VALUES (${memberId}, ${index}, ${address}) ON CONFLICT (member_id) DO NOTHING`,
    )
    const [got] = await query<{ address: string }>(
      tx,
      sql`SELECT address FROM deposit_addresses WHERE member_id = ${memberId}`,
    )
    return (got?.address ?? address) as Address
  })
}

/** Member addresses with index above `afterIndex` (the watcher keeps a growing map). */
export async function depositAddressesAfter(runner: Runner, afterIndex: number) {
  const rows = await query<{ member_id: number; address_index: number; address: string }>(
    runner,
    sql`SELECT member_id, address_index, address FROM deposit_addresses
        WHERE address_index > ${afterIndex} ORDER BY address_index`,
  )
  return rows.map((r) => ({
    memberId: r.member_id,
    index: r.address_index,
    address: r.address.toLowerCase(),
  }))
}

/** A transfer to a member, as the watcher and the claim form found it. */
export interface MemberTransfer extends TokenTransfer {
  memberId: number
  chainId: number
  decimals: number
}

/**
 * Credits a final transfer once: the (chain, tx, log) row goes from absent or pending to
 * credited (or dust, below a cent) and the package wallet gets the cents, in one transaction.
 * Returns the cents credited now (0 when it was credited before, or is dust).
 */
export async function creditTransfer(deps: Deps, t: MemberTransfer): Promise<number> {
  const { cents } = unitsToCents(t.units, t.decimals)
  const status = cents > 0n ? 'credited' : 'dust'
  return deps.database.transaction(async (tx) => {
    // Lock order (docs/server.md): the member's wallets, then the deposit's row.
    await lockBalances(tx, t.memberId)
    const rows = await query<{ id: number }>(
      tx,
      sql`INSERT INTO chain_deposits (chain_id, tx_hash, log_index, block_number, block_hash, token,
            member_id, from_address, to_address, units, decimals, amount_cents, status, credited_at)
          VALUES (${t.chainId}, ${t.txHash}, ${t.logIndex}, ${t.blockNumber.toString()},
            ${t.blockHash}, ${t.token}, ${t.memberId}, ${t.from}, ${t.to}, ${t.units.toString()},
            ${t.decimals}, ${cents.toString()}, ${status}, now())
          ON CONFLICT ON CONSTRAINT chain_deposits_once DO UPDATE
            SET status = EXCLUDED.status, block_number = EXCLUDED.block_number,
                block_hash = EXCLUDED.block_hash, credited_at = now()
            WHERE chain_deposits.status = 'pending'
          RETURNING id`,
    )
    if (rows.length === 0 || cents === 0n) return 0
    await post(tx, {
      kind: 'deposit',
      memberId: t.memberId,
      memo: historyMemo('deposit', { reference: `${t.txHash}#${t.logIndex}` }),
      inboxDetail: t.txHash,
      legs: [
        { account: { system: 'deposits-in' }, cents: -Number(cents) },
        {
          account: { memberId: t.memberId, wallet: economics.depositWallet },
          cents: Number(cents),
        },
      ],
    })
    return Number(cents)
  })
}

/**
 * Replaces the chain's pending rows with what is now above the final block: a transfer dropped by
 * a reorganisation disappears, one moved to another block shows its new depth.
 */
export async function replacePending(deps: Deps, chainId: number, pending: MemberTransfer[]) {
  await deps.database.transaction(async (tx) => {
    await tx.execute(
      sql`DELETE FROM chain_deposits WHERE chain_id = ${chainId} AND status = 'pending'`,
    )
    for (const t of pending) await insertPending(tx, t)
  })
}

async function insertPending(tx: Tx, t: MemberTransfer) {
  const { cents } = unitsToCents(t.units, t.decimals)
  await tx.execute(
    sql`INSERT INTO chain_deposits (chain_id, tx_hash, log_index, block_number, block_hash, token,
          member_id, from_address, to_address, units, decimals, amount_cents, status)
        VALUES (${t.chainId}, ${t.txHash}, ${t.logIndex}, ${t.blockNumber.toString()},
          ${t.blockHash}, ${t.token}, ${t.memberId}, ${t.from}, ${t.to}, ${t.units.toString()},
          ${t.decimals}, ${cents.toString()}, 'pending')
        ON CONFLICT ON CONSTRAINT chain_deposits_once DO NOTHING`,
  )
}

/** One arrival as the member sees it. */
export interface ChainArrival {
  txHash: string
  logIndex: number
  amount: number
  status: 'pending' | 'credited' | 'dust'
  blockNumber: number
  createdAt: string
}

/** The member's latest arrivals (newest first). */
export async function memberArrivals(runner: Runner, memberId: number, limit = 20) {
  const rows = await query<{
    tx_hash: string
    log_index: number
    amount_cents: number
    status: ChainArrival['status']
    block_number: number
    seen_at: Date | string
  }>(
    runner,
    sql`SELECT tx_hash, log_index, amount_cents, status, block_number, seen_at FROM chain_deposits
        WHERE member_id = ${memberId} ORDER BY block_number DESC, log_index DESC LIMIT ${limit}`,
  )
  return rows.map((r): ChainArrival => ({
    txHash: r.tx_hash,
    logIndex: r.log_index,
    amount: fromCents(r.amount_cents),
    status: r.status,
    blockNumber: r.block_number,
    createdAt: new Date(r.seen_at).toISOString(),
  }))
}

/**
 * The deposit screen's read: the member's own address and its latest arrivals with their
 * confirmations, counted from the head the watcher last read (no chain call per read).
 */
export async function chainDepositsView(deps: Deps, memberId: number): Promise<ChainDeposits> {
  const chain = deps.chain
  if (!chain) {
    return {
      address: null,
      network: DEPOSIT_NETWORK,
      confirmationsNeeded: DEFAULT_DEPOSIT_CONFIRMATIONS,
      chain: 'off',
      arrivals: [],
    }
  }
  const address = await ensureDepositAddress(deps, memberId, chain.addressOf)
  const head = chain.health.head
  const arrivals = (await memberArrivals(deps.database.db, memberId)).map((a) => ({
    txHash: a.txHash,
    amount: a.amount,
    confirmations: head === undefined ? 0 : Math.max(0, Number(head) - a.blockNumber + 1),
    status: a.status,
    createdAt: a.createdAt,
  }))
  return {
    address,
    network: DEPOSIT_NETWORK,
    confirmationsNeeded: chain.config.confirmations,
    chain: chain.health.ok ? 'ok' : 'unavailable',
    arrivals,
  }
}

/**
 * Whether the stored deposit addresses come from this xpub (their first and last index are
 * derived again): null when they do or none is stored, else the one line the start prints. A
 * server once started on the local chain (the public development key) and then pointed at BNB
 * Smart Chain would otherwise show members addresses anyone can spend from.
 */
export async function depositKeyProblem(
  runner: Runner,
  derive: (index: number) => Address,
): Promise<string | null> {
  const rows = await query<{ address_index: number; address: string }>(
    runner,
    sql`(SELECT address_index, address FROM deposit_addresses ORDER BY address_index LIMIT 1)
        UNION ALL
        (SELECT address_index, address FROM deposit_addresses ORDER BY address_index DESC LIMIT 1)`,
  )
  for (const r of rows) {
    if (derive(r.address_index).toLowerCase() !== r.address.toLowerCase()) {
      return (
        'CHAIN_XPUB is not the key the stored deposit addresses were derived from ' +
        `(index ${r.address_index}); use that key, or a fresh database (docs/custody.md).`
      )
    }
  }
  return null
}
