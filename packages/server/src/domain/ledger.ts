// The double-entry ledger: every movement is one transaction whose entries sum to zero, and each
// account's balance moves in the same database transaction as its entries.
import { sql } from 'drizzle-orm'
import type { WalletName } from '@trellis/contract'
import { messages } from '@trellis/contract'
import { num, query, type Runner, type Tx } from '../db/client'
import { ApiError } from '../http/errors'

export const memberWallets = [
  'wallet',
  'packageWallet',
  'bonusWallet',
  'poolWallet',
  'pot3Wallet',
  'pot4Wallet',
] as const satisfies readonly WalletName[]

/**
 * System accounts: deposits-in (money that came in), withdrawals-out (requested, not yet paid),
 * payouts (paid out on chain), fees, activation, pools, bonus (granted bonuses), investments
 * (principal invested), earnings (income credited: ROI, level, membership).
 */
export type SystemAccount =
  | 'deposits-in'
  | 'withdrawals-out'
  | 'fees'
  | 'activation'
  | 'pools'
  | 'payouts'
  | 'bonus'
  | 'investments'
  | 'earnings'

/** Which account a leg moves: a member's wallet or a system account. */
export type AccountRef = { memberId: number; wallet: WalletName } | { system: SystemAccount }

/** Where a credit came from (kept on the entry, shown to the member). */
export interface EntrySource {
  kind: 'roi' | 'level' | 'membership' | 'reward' | 'bonus'
  fromMemberId?: number | null
  level?: number | null
  rateBp?: number | null
  baseCents?: number | null
  /** YYYY-MM-DD */
  day?: string | null
}

export interface Leg {
  account: AccountRef
  /** Signed: positive credits the account, negative debits it. */
  cents: number
  source?: EntrySource
}

export interface Posting {
  kind: string
  memberId: number | null
  memo: string
  idempotencyKey?: string | null
  legs: Leg[]
}

export type Balances = Record<WalletName, number>

/** Opens the six wallets of a new member. */
export async function openMemberAccounts(tx: Tx, memberId: number): Promise<void> {
  for (const name of memberWallets) {
    await tx.execute(sql`INSERT INTO accounts (member_id, name) VALUES (${memberId}, ${name})`)
  }
}

/** A member's balances in cents. */
export async function balancesOf(runner: Runner, memberId: number): Promise<Balances> {
  const rows = await query<{ name: WalletName; balance_cents: unknown }>(
    runner,
    sql`SELECT name, balance_cents FROM accounts WHERE member_id = ${memberId}`,
  )
  return toBalances(rows)
}

/**
 * Locks the wallets of the given members (in id order, so two transfers in opposite directions
 * cannot deadlock) and returns their balances.
 */
export async function lockBalances(tx: Tx, ...memberIds: number[]): Promise<Map<number, Balances>> {
  const ids = [...new Set(memberIds)].sort((a, b) => a - b)
  const out = new Map<number, Balances>()
  for (const id of ids) {
    const rows = await query<{ name: WalletName; balance_cents: unknown }>(
      tx,
      sql`SELECT name, balance_cents FROM accounts WHERE member_id = ${id} ORDER BY name FOR UPDATE`,
    )
    out.set(id, toBalances(rows))
  }
  return out
}

function toBalances(rows: { name: WalletName; balance_cents: unknown }[]): Balances {
  const b = Object.fromEntries(memberWallets.map((w) => [w, 0])) as Balances
  for (const r of rows) b[r.name] = num(r.balance_cents)
  return b
}

/** Records one movement. Throws if the legs do not sum to zero or a member account would go negative. */
export async function post(tx: Tx, p: Posting): Promise<number> {
  const total = p.legs.reduce((s, l) => s + l.cents, 0)
  if (total !== 0 || p.legs.some((l) => !Number.isSafeInteger(l.cents))) {
    throw new Error(`Unbalanced posting ${p.kind}: ${total}`)
  }
  const [t] = await query<{ id: unknown }>(
    tx,
    sql`INSERT INTO ledger_transactions (kind, member_id, idempotency_key, memo)
        VALUES (${p.kind}, ${p.memberId}, ${p.idempotencyKey ?? null}, ${p.memo}) RETURNING id`,
  )
  const txId = num(t?.id)
  // Member accounts first (by member, then name), then system accounts: one lock order for all.
  const legs = [...p.legs].filter((l) => l.cents !== 0).sort(compareLegs)
  for (const leg of legs) {
    const accountId = await moveBalance(tx, leg)
    const s = leg.source
    await tx.execute(sql`INSERT INTO ledger_entries
      (transaction_id, account_id, amount_cents, source_kind, source_member_id, level, rate_bp, base_cents, day)
      VALUES (${txId}, ${accountId}, ${leg.cents}, ${s?.kind ?? null}, ${s?.fromMemberId ?? null},
              ${s?.level ?? null}, ${s?.rateBp ?? null}, ${s?.baseCents ?? null}, ${s?.day ?? null})`)
  }
  return txId
}

function legKey(l: Leg): string {
  return 'system' in l.account
    ? `2:${l.account.system}`
    : `1:${String(l.account.memberId).padStart(20, '0')}:${l.account.wallet}`
}

function compareLegs(a: Leg, b: Leg): number {
  return legKey(a).localeCompare(legKey(b))
}

async function moveBalance(tx: Tx, leg: Leg): Promise<number> {
  const a = leg.account
  const rows =
    'system' in a
      ? await query<{ id: unknown }>(
          tx,
          sql`UPDATE accounts SET balance_cents = balance_cents + ${leg.cents}
              WHERE member_id IS NULL AND name = ${a.system} RETURNING id`,
        )
      : await query<{ id: unknown }>(
          tx,
          // The conditional debit: no row comes back if the balance would go below zero.
          sql`UPDATE accounts SET balance_cents = balance_cents + ${leg.cents}
              WHERE member_id = ${a.memberId} AND name = ${a.wallet}
                AND balance_cents + ${leg.cents} >= 0 RETURNING id`,
        )
  const row = rows[0]
  if (!row) {
    if ('system' in a) throw new Error(`Missing system account ${a.system}`)
    throw new ApiError(400, messages.insufficientBalance)
  }
  return num(row.id)
}

/** Sanity figures for tests and ops: unbalanced transactions and drifted balances. */
export async function ledgerProblems(
  runner: Runner,
): Promise<{ unbalanced: number; drifted: number }> {
  const [u] = await query<{ n: unknown }>(
    runner,
    sql`SELECT count(*) AS n FROM (SELECT transaction_id FROM ledger_entries
        GROUP BY transaction_id HAVING sum(amount_cents) <> 0) x`,
  )
  const [d] = await query<{ n: unknown }>(
    runner,
    sql`SELECT count(*) AS n FROM accounts a WHERE a.balance_cents <>
        COALESCE((SELECT sum(amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0)`,
  )
  return { unbalanced: num(u?.n), drifted: num(d?.n) }
}
