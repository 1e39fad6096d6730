// The double-entry ledger: every movement is one transaction whose entries sum to zero; a member
// wallet's balance moves in the same database transaction as its entries, and a system account's
// figure is the sum of its entries (no shared row for every member to queue behind).
import { sql, type SQL } from 'drizzle-orm'
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
 * Locks the wallets of the given members in one statement and returns their balances. The rows are
 * locked in (member, name) order, the order `post` writes them in, so two transfers in opposite
 * directions cannot deadlock.
 */
export async function lockBalances(tx: Tx, ...memberIds: number[]): Promise<Map<number, Balances>> {
  const ids = [...new Set(memberIds)].sort((a, b) => a - b)
  const out = new Map<number, Balances>()
  if (ids.length === 0) return out
  const rows = await query<{ member_id: unknown; name: WalletName; balance_cents: unknown }>(
    tx,
    sql`SELECT member_id, name, balance_cents FROM accounts
        WHERE member_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY member_id, name FOR UPDATE`,
  )
  for (const id of ids) out.set(id, toBalances(rows.filter((r) => num(r.member_id) === id)))
  return out
}

function toBalances(rows: { name: WalletName; balance_cents: unknown }[]): Balances {
  const b = Object.fromEntries(memberWallets.map((w) => [w, 0])) as Balances
  for (const r of rows) b[r.name] = num(r.balance_cents)
  return b
}

/**
 * Records one movement. Throws if the legs do not sum to zero or a member account would go
 * negative. Member wallets move under their row lock, one at a time in lock order; system accounts
 * are not locked or updated at all (their figure is the sum of their entries), so members do not
 * queue behind each other. The transaction and all its entries are one statement, and a member's
 * earnings totals move with their credits.
 */
export async function post(tx: Tx, p: Posting): Promise<number> {
  const total = p.legs.reduce((s, l) => s + l.cents, 0)
  if (total !== 0 || p.legs.some((l) => !Number.isSafeInteger(l.cents))) {
    throw new Error(`Unbalanced posting ${p.kind}: ${total}`)
  }
  // Member accounts first (by member, then name), then system accounts: one lock order for all.
  const legs = [...p.legs].filter((l) => l.cents !== 0).sort(compareLegs)
  const accounts: SQL[] = []
  for (const leg of legs) {
    const a = leg.account
    accounts.push(
      'system' in a
        ? sql`(SELECT id FROM accounts WHERE member_id IS NULL AND name = ${a.system})`
        : sql`${await moveMemberBalance(tx, a, leg.cents)}::bigint`,
    )
  }
  const transaction = sql`INSERT INTO ledger_transactions (kind, member_id, idempotency_key, memo)
    VALUES (${p.kind}, ${p.memberId}, ${p.idempotencyKey ?? null}, ${p.memo}) RETURNING id`
  if (legs.length === 0) return num((await query<{ id: unknown }>(tx, transaction))[0]?.id)
  const values = legs.map((leg, i) => {
    const s = leg.source
    return sql`(${accounts[i]}, ${leg.cents}::bigint, ${s?.kind ?? null}::text,
      ${s?.fromMemberId ?? null}::bigint, ${s?.level ?? null}::integer, ${s?.rateBp ?? null}::integer,
      ${s?.baseCents ?? null}::bigint, ${s?.day ?? null}::date)`
  })
  const [t] = await query<{ id: unknown }>(
    tx,
    sql`WITH t AS (${transaction}),
         e AS (INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, source_kind,
                 source_member_id, level, rate_bp, base_cents, day)
               SELECT t.id, v.account_id, v.cents, v.kind, v.from_member, v.level, v.rate_bp, v.base, v.day
               FROM t, (VALUES ${sql.join(values, sql`, `)})
                 AS v(account_id, cents, kind, from_member, level, rate_bp, base, day)
               RETURNING 1)
        SELECT t.id, (SELECT count(*) FROM e) AS entries FROM t`,
  )
  await addEarnings(tx, legs)
  return num(t?.id)
}

/** Keeps members' earnings totals (credits with a source; ROI among them) with their entries. */
async function addEarnings(tx: Tx, legs: Leg[]): Promise<void> {
  const earned = new Map<number, { total: number; roi: number }>()
  for (const leg of legs) {
    if ('system' in leg.account || leg.cents <= 0 || !leg.source) continue
    const e = earned.get(leg.account.memberId) ?? { total: 0, roi: 0 }
    e.total += leg.cents
    if (leg.source.kind === 'roi') e.roi += leg.cents
    earned.set(leg.account.memberId, e)
  }
  for (const [memberId, e] of earned) {
    await tx.execute(sql`UPDATE members SET earned_cents = earned_cents + ${e.total},
      earned_roi_cents = earned_roi_cents + ${e.roi} WHERE id = ${memberId}`)
  }
}

function legKey(l: Leg): string {
  return 'system' in l.account
    ? `2:${l.account.system}`
    : `1:${String(l.account.memberId).padStart(20, '0')}:${l.account.wallet}`
}

function compareLegs(a: Leg, b: Leg): number {
  return legKey(a).localeCompare(legKey(b))
}

/** The conditional debit: no row comes back if the balance would go below zero. */
async function moveMemberBalance(
  tx: Tx,
  account: { memberId: number; wallet: WalletName },
  cents: number,
): Promise<number> {
  const [row] = await query<{ id: unknown }>(
    tx,
    sql`UPDATE accounts SET balance_cents = balance_cents + ${cents}
        WHERE member_id = ${account.memberId} AND name = ${account.wallet}
          AND balance_cents + ${cents} >= 0 RETURNING id`,
  )
  if (!row) throw new ApiError(400, messages.insufficientBalance)
  return num(row.id)
}

/** A system account's figure: the sum of its entries. */
export async function systemBalance(runner: Runner, name: SystemAccount): Promise<number> {
  const [row] = await query<{ b: unknown }>(
    runner,
    sql`SELECT balance_cents AS b FROM system_balances WHERE name = ${name}`,
  )
  return num(row?.b)
}

/**
 * Sanity figures for tests and ops: unbalanced transactions, member balances that drifted from
 * their entries, and members' earnings totals that drifted from their credits.
 */
export async function ledgerProblems(
  runner: Runner,
): Promise<{ unbalanced: number; drifted: number; earningsDrifted: number }> {
  const [u] = await query<{ n: unknown }>(
    runner,
    sql`SELECT count(*) AS n FROM (SELECT transaction_id FROM ledger_entries
        GROUP BY transaction_id HAVING sum(amount_cents) <> 0) x`,
  )
  const [d] = await query<{ n: unknown }>(
    runner,
    sql`SELECT count(*) AS n FROM accounts a WHERE a.balance_cents <>
        COALESCE((SELECT sum(amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0)
        AND a.member_id IS NOT NULL`,
  )
  const [g] = await query<{ n: unknown }>(
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
  return { unbalanced: num(u?.n), drifted: num(d?.n), earningsDrifted: num(g?.n) }
}
