// Deposits: a member records a pending request; an operator approves it (the package wallet is
// credited from the deposits-in account) or rejects it (no money moves).
import { sql } from 'drizzle-orm'
import {
  canonicalTransactionHash,
  fromCents,
  isCalendarDate,
  latestPaymentDay,
  serverMessages,
  toCents,
  type DepositRecord,
  type RequestStatus,
  successMessages,
  historyMemo,
} from '@trellis/contract'
import { query, type Tx } from '../db/client'
import { economics } from '@trellis/contract'
import { claimChainDeposit } from './chain-claims'
import { checkClaimOnChain, type NetworkClaim } from './claims-to-network'
import { DomainError, invalid } from './errors'
import type { Deps } from './context'
import { runMoney, type MoneyKey } from './idempotency'
import { lockBalances, post } from './ledger'
import { offsetOf, pageOf, paged, TOTAL_COUNT, type Counted } from './paging'

interface DepositRow {
  id: number
  member_id: number
  r_date: string
  p_type: number
  amount_cents: number
  trx: string
  status: RequestStatus
  created_at: Date | string
  chain_id: number | null
  from_address: string | null
  to_address: string | null
}

function toRecord(r: DepositRow): DepositRecord {
  return {
    id: String(r.id),
    rDate: r.r_date,
    pType: r.p_type,
    amount: fromCents(r.amount_cents),
    trx: r.trx,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
  }
}

/** Records a pending deposit; a transaction hash can be submitted once. */
export async function requestDeposit(
  deps: Deps,
  memberId: number,
  key: MoneyKey | undefined,
  body: { rDate: string; pType: number; amount: number; trx: string },
) {
  // Watching the chain: the form is a claim looked up there (src/domain/chain-claims.ts).
  if (deps.chain) return claimChainDeposit(deps, deps.chain, memberId, body.trx)
  const cents = toCents(body.amount)
  if (cents === null) throw invalid(serverMessages.amountFormat, 'amount')
  const trx = canonicalTransactionHash(body.trx)
  if (trx === null) throw invalid(serverMessages.transactionHashInvalid, 'trx')
  if (!isCalendarDate(body.rDate) || body.rDate > latestPaymentDay(deps.now())) {
    throw invalid(serverMessages.depositDateInvalid, 'rDate')
  }
  return runMoney(deps, memberId, key, 'depositRequest', async (tx) => {
    // Any unique index may refuse it: the hash itself, or the same hash in another case or
    // without 0x in a row written before hashes had one form.
    const inserted = await query(
      tx,
      sql`INSERT INTO deposits (member_id, r_date, p_type, amount_cents, trx)
          VALUES (${memberId}, ${body.rDate}, ${body.pType}, ${cents}, ${trx})
          ON CONFLICT DO NOTHING RETURNING id`,
    )
    if (inserted.length === 0) throw invalid(serverMessages.duplicateTransactionHash, 'trx')
    return { success: true, message: successMessages.depositRecorded }
  })
}

/** The member's deposits, newest first. */
export async function depositHistory(deps: Deps, memberId: number, page: number | undefined) {
  const p = offsetOf(page)
  const db = deps.database.db
  const { rows, total } = await pageOf<DepositRow & Counted>(
    db,
    p.offset,
    sql`SELECT *, ${TOTAL_COUNT} FROM deposits WHERE member_id = ${memberId}
        ORDER BY id DESC LIMIT ${p.limit} OFFSET ${p.offset}`,
    sql`SELECT count(*) AS n FROM deposits WHERE member_id = ${memberId}`,
  )
  return { ...paged(rows.map(toRecord), p.page, total), success: true }
}

/**
 * Approves (credits the deposit wallet) or rejects a pending deposit. `record` runs in the same
 * transaction once it is decided (the audit row: src/staff/audit.ts).
 */
export async function decideDeposit(
  deps: Deps,
  id: number,
  approve: boolean,
  record?: (tx: Tx, decided: DepositRecord) => Promise<void>,
) {
  // A claim of USDT paid to the network's wallet is checked on the chain first (no row held).
  const [claim] = await query<DepositRow>(
    deps.database.db,
    sql`SELECT * FROM deposits WHERE id = ${id}`,
  )
  if (!claim) throw new DomainError('not-found', serverMessages.notFound)
  if (approve && claim.status === 'pending' && claim.chain_id !== null) {
    await checkClaimOnChain(deps, claim as DepositRow & NetworkClaim)
  }
  return deps.database.transaction(async (tx) => {
    // Lock order (docs/server.md): the member's wallets, then the deposit's row.
    await lockBalances(tx, claim.member_id)
    const [row] = await query<DepositRow>(
      tx,
      sql`SELECT * FROM deposits WHERE id = ${id} FOR UPDATE`,
    )
    if (!row) throw new DomainError('not-found', serverMessages.notFound)
    if (row.status !== 'pending')
      throw new DomainError('conflict', `Deposit ${id} is already ${row.status}.`)
    const status = approve ? 'approved' : 'rejected'
    await tx.execute(
      sql`UPDATE deposits SET status = ${status}, decided_at = now() WHERE id = ${id}`,
    )
    if (approve) {
      const cents = row.amount_cents
      const memberId = row.member_id
      await post(tx, {
        kind: 'deposit',
        memberId,
        memo: historyMemo('deposit', { reference: row.trx }),
        inboxDetail: row.trx,
        legs: [
          { account: { system: 'deposits-in' }, cents: -cents },
          { account: { memberId, wallet: economics.depositWallet }, cents },
        ],
      })
    }
    const decided = toRecord({ ...row, status })
    if (record) await record(tx, decided)
    return decided
  })
}
