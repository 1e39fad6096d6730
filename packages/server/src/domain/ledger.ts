// The double-entry ledger: every movement is one transaction whose entries sum to zero; a member
// wallet's balance moves in the same database transaction as its entries, and a system account's
// figure is the sum of its entries (no shared row for every member to queue behind).
import { sql } from 'drizzle-orm'
import type { WalletName } from '@trellis/contract'
import { messages } from '@trellis/contract'
import { query, type Runner, type Tx } from '../db/client'
import { DomainError } from './errors'
import { postingStatement } from './posting'

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
  /** Adjustments of a wallet by hand (maker-checker, src/staff/proposals.ts). */
  | 'adjustments'

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
  /** What the member's inbox names with the event (a hash, a reason): src/domain/inbox.ts. */
  inboxDetail?: string | null
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
  const rows = await query<{ name: WalletName; balance_cents: number }>(
    runner,
    sql`SELECT name, balance_cents FROM accounts WHERE member_id = ${memberId}`,
  )
  return toBalances(rows)
}

/**
 * Locks the wallets of the given members in one statement and returns their balances. The rows are
 * locked in (member, name) order, the order `post` writes them in, so two transfers in opposite
 * directions cannot deadlock.
 */
export async function lockBalances(tx: Tx, ...memberIds: number[]): Promise<Map<number, Balances>> {
  const ids = [...new Set(memberIds)].sort((a, b) => a - b)
  const out = new Map<number, Balances>()
  if (ids.length === 0) return out
  const rows = await query<{ member_id: number; name: WalletName; balance_cents: number }>(
    tx,
    sql`SELECT member_id, name, balance_cents FROM accounts
        WHERE member_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY member_id, name FOR UPDATE`,
  )
  for (const id of ids) out.set(id, toBalances(rows.filter((r) => r.member_id === id)))
  return out
}

function toBalances(rows: { name: WalletName; balance_cents: number }[]): Balances {
  const b = Object.fromEntries(memberWallets.map((w) => [w, 0])) as Balances
  for (const r of rows) b[r.name] = r.balance_cents
  return b
}

/** What a posting's refusal says when a member wallet would go below zero. */
export interface Shortfall {
  message: string
  field?: string
}

/**
 * Records one movement: the one posting statement (domain/posting.ts) in the caller's
 * transaction. Throws if the legs do not sum to zero, or (the posting's `shortfall` message) if a
 * member wallet would go below zero, in which case nothing moved. Member wallets and members rows
 * are locked in the order of docs/server.md ("Lock order"); system accounts are not locked or
 * updated at all (their figure is the sum of their entries), so members do not queue behind each
 * other. A member's earnings totals move with their credits, in the same statement.
 */
export async function post(tx: Tx, p: Posting, shortfall?: Shortfall): Promise<number> {
  const [row] = await query<{ id: number }>(tx, postingStatement(p).statement)
  return postedId(row?.id, shortfall)
}

/** The id a posting statement returned, or the shortfall's refusal when it moved nothing. */
export function postedId(id: number | null | undefined, shortfall?: Shortfall): number {
  if (id === null || id === undefined) {
    throw new DomainError(
      'invalid',
      shortfall?.message ?? messages.insufficientBalance,
      shortfall?.field,
    )
  }
  return id
}

/** A json column as a value (drivers return it parsed or as text). */
export function jsonOf(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value
}

/**
 * Sanity figures for tests and ops: unbalanced transactions, member balances that drifted from
 * their entries, and members' earnings totals that drifted from their credits.
 */
export async function ledgerProblems(
  runner: Runner,
): Promise<{ unbalanced: number; drifted: number; earningsDrifted: number }> {
  const [u] = await query<{ n: number }>(
    runner,
    sql`SELECT count(*) AS n FROM (SELECT transaction_id FROM ledger_entries
        GROUP BY transaction_id HAVING sum(amount_cents) <> 0) x`,
  )
  const [d] = await query<{ n: number }>(
    runner,
    sql`SELECT count(*) AS n FROM accounts a WHERE a.balance_cents <>
        COALESCE((SELECT sum(amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0)
        AND a.member_id IS NOT NULL`,
  )
  const [g] = await query<{ n: number }>(
    runner,
    sql`SELECT count(*) AS n FROM members m
        LEFT JOIN (
          SELECT a.member_id, sum(e.amount_cents) AS total,
                 COALESCE(sum(e.amount_cents) FILTER (WHERE e.source_kind = 'roi'), 0) AS roi
          FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          WHERE a.member_id IS NOT NULL AND e.amount_cents > 0 AND e.source_kind IS NOT NULL
          GROUP BY a.member_id
        ) x ON x.member_id = m.id
        WHERE m.earned_cents <> COALESCE(x.total, 0) OR m.earned_roi_cents <> COALESCE(x.roi, 0)`,
  )
  return { unbalanced: u?.n ?? 0, drifted: d?.n ?? 0, earningsDrifted: g?.n ?? 0 }
}
