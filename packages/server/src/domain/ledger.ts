// The double-entry ledger: every movement is one transaction whose entries sum to zero; a member
// wallet's balance moves in the same database transaction as its entries, and a system account's
// figure is the sum of its entries (no shared row for every member to queue behind).
import { sql, type SQL } from 'drizzle-orm'
import type { WalletName } from '@trellis/contract'
import { messages } from '@trellis/contract'
import { num, query, type Runner, type Tx } from '../db/client'
import { DomainError } from './errors'

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

/** What a posting's refusal says when a member wallet would go below zero. */
export interface Shortfall {
  message: string
  field?: string
}

/**
 * Records one movement in one statement (`postingStatement`). Throws if the legs do not sum to
 * zero, or (400, the posting's `shortfall` message) if a member wallet would go below zero, in
 * which case nothing moved. The member wallets are locked in (member, name) order, the order every
 * other movement locks them in; system accounts are not locked or updated at all (their figure is
 * the sum of their entries), so members do not queue behind each other. A member's earnings
 * totals move with their credits.
 */
export async function post(tx: Tx, p: Posting, shortfall?: Shortfall): Promise<number> {
  const { statement, legs } = postingStatement(p)
  const [row] = await query<{ id: unknown }>(tx, statement)
  const id = postedId(row?.id, shortfall)
  await addEarnings(tx, legs)
  return id
}

/** The id a posting statement returned, or the shortfall's refusal when it moved nothing. */
export function postedId(id: unknown, shortfall?: Shortfall): number {
  if (id === null || id === undefined) {
    throw new DomainError(
      'invalid',
      shortfall?.message ?? messages.insufficientBalance,
      shortfall?.field,
    )
  }
  return num(id)
}

/** What a caller may add to a posting's statement. */
export interface PostingParts {
  /** A boolean expression: when false, the statement moves and writes nothing. */
  gate?: SQL
  /**
   * A SELECT that sees the moves: `read(moved)` takes the new balances of the wallets it moved
   * from `moved` (id, balance_cents); its first row comes back as `read`.
   */
  read?: (moved: SQL) => SQL
  /** More CTEs after the posting's own (`t` is the transaction, `r` the read), each with its leading comma. */
  tail?: SQL
  /** More result columns, each with its leading comma. */
  columns?: SQL
}

/**
 * The one statement that records a posting, for `post` and for callers that run it on its own
 * (`moveOnce`): the member wallets are locked in (member, name) order (l), checked all together
 * against their locked balances (ok), moved only if none would go below zero (u), then the
 * transaction (t) and its entries (e) are written. Result columns: `id` (null when a wallet fell
 * short or the gate was closed: then nothing changed) and `read`. Earnings totals are not in it:
 * `legs` (sorted, non-zero) is what `addEarnings` needs.
 */
export function postingStatement(
  p: Posting,
  parts: PostingParts = {},
): { statement: SQL; legs: Leg[] } {
  const total = p.legs.reduce((s, l) => s + l.cents, 0)
  if (total !== 0 || p.legs.some((l) => !Number.isSafeInteger(l.cents))) {
    throw new Error(`Unbalanced posting ${p.kind}: ${total}`)
  }
  // Member accounts first (by member, then name), then system accounts: one lock order for all.
  const legs = [...p.legs].filter((l) => l.cents !== 0).sort(compareLegs)
  // The net move of each member wallet (a posting may touch one wallet with several legs).
  const moves = new Map<string, { memberId: number; wallet: WalletName; cents: number }>()
  for (const { account, cents } of legs) {
    if ('system' in account) continue
    const k = `${account.memberId}:${account.wallet}`
    const m = moves.get(k) ?? { memberId: account.memberId, wallet: account.wallet, cents: 0 }
    m.cents += cents
    moves.set(k, m)
  }
  const wallets = [...moves.values()]
  const walletRows =
    wallets.length === 0
      ? sql`SELECT NULL::bigint, NULL::text, NULL::bigint WHERE false`
      : sql`VALUES ${sql.join(
          wallets.map((w) => sql`(${w.memberId}::bigint, ${w.wallet}::text, ${w.cents}::bigint)`),
          sql`, `,
        )}`
  const named =
    wallets.length === 0
      ? sql`false`
      : sql`(a.member_id, a.name) IN (${sql.join(
          wallets.map((w) => sql`(${w.memberId}::bigint, ${w.wallet}::text)`),
          sql`, `,
        )})`
  const entries = legs.map((leg) => {
    const a = leg.account
    const s = leg.source
    return sql`(${'system' in a ? null : a.memberId}::bigint,
      ${'system' in a ? a.system : a.wallet}::text, ${leg.cents}::bigint, ${s?.kind ?? null}::text,
      ${s?.fromMemberId ?? null}::bigint, ${s?.level ?? null}::integer, ${s?.rateBp ?? null}::integer,
      ${s?.baseCents ?? null}::bigint, ${s?.day ?? null}::date)`
  })
  const writeEntries =
    legs.length === 0
      ? sql``
      : sql`, e AS (INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, source_kind,
                 source_member_id, level, rate_bp, base_cents, day)
               SELECT t.id,
                      CASE WHEN v.member_id IS NULL
                        THEN (SELECT s.id FROM accounts s WHERE s.member_id IS NULL AND s.name = v.name)
                        ELSE (SELECT u.id FROM u WHERE u.member_id = v.member_id AND u.name = v.name)
                      END,
                      v.cents, v.kind, v.from_member, v.level, v.rate_bp, v.base, v.day
               FROM t, (VALUES ${sql.join(entries, sql`, `)})
                 AS v(member_id, name, cents, kind, from_member, level, rate_bp, base, day)
               RETURNING 1)`
  const read = parts.read ? sql`, r AS (${parts.read(sql`u`)})` : sql``
  const statement = sql`WITH g AS (SELECT ${parts.gate ?? sql`true`} AS open),
         w(member_id, name, cents) AS (${walletRows}),
         l AS (SELECT a.id, a.member_id, a.name, a.balance_cents FROM accounts a
               WHERE (SELECT open FROM g) AND ${named}
               ORDER BY a.member_id, a.name FOR UPDATE),
         ok AS (SELECT (SELECT open FROM g) AND count(*) = ${wallets.length}
                       AND COALESCE(bool_and(l.balance_cents + w.cents >= 0), true) AS go
                FROM l JOIN w ON w.member_id = l.member_id AND w.name = l.name),
         u AS (UPDATE accounts a SET balance_cents = a.balance_cents + w.cents
               FROM w
               WHERE (SELECT go FROM ok) AND a.id IN (SELECT id FROM l)
                 AND a.member_id = w.member_id AND a.name = w.name
               RETURNING a.id, a.member_id, a.name, a.balance_cents),
         t AS (INSERT INTO ledger_transactions (kind, member_id, idempotency_key, memo)
               SELECT ${p.kind}, ${p.memberId}::bigint, ${p.idempotencyKey ?? null}, ${p.memo}
               WHERE (SELECT go FROM ok)
               RETURNING id)
         ${writeEntries}
         ${read}
         ${parts.tail ?? sql``}
        SELECT (SELECT id FROM t) AS id,
          ${parts.read ? sql`(SELECT row_to_json(r) FROM r LIMIT 1)` : sql`NULL`} AS read
          ${parts.columns ?? sql``}`
  return { statement, legs }
}

/** A json column as a value (drivers return it parsed or as text). */
export function jsonOf(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value
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
