// Reads of the ledger a member sees: all wallet movements, transfers, today's income, the four
// income totals and level income, each credit with its source.
import { sql, type SQL } from 'drizzle-orm'
import {
  fromCents,
  type EarningDash,
  type EarningSource,
  type HistoryKind,
  type LevelIncomeRecord,
  type WalletName,
  type WalletTransaction,
} from '@trellis/contract'
import { query } from '../db/client'
import type { Deps } from './context'
import { offsetOf, pageOf, paged, TOTAL_COUNT, type Counted } from './paging'

interface EntryRow {
  id: number
  amount_cents: number
  memo: string
  wallet: WalletName
  created_at: Date | string
  tx_kind: string
  source_kind: EarningSource['kind'] | null
  from_user_id: string | null
  level: number | null
  rate_bp: number | null
  base_cents: number | null
  day: string | null
  other_user_id: string | null
  other_name: string | null
  fee_cents: number | null
}

/** The line's kind: an income's own kind, else the movement's (both pools are 'pool'). */
function kindOf(r: EntryRow): HistoryKind {
  if (r.source_kind) return r.source_kind
  if (r.tx_kind === 'pot3' || r.tx_kind === 'pot4') return 'pool'
  const movements: readonly string[] = [
    'deposit',
    'withdrawal',
    'withdrawal-refund',
    'transfer',
    'self-transfer',
    'invest',
    'activation',
    'bonus-redeem',
  ]
  return movements.includes(r.tx_kind) ? (r.tx_kind as HistoryKind) : 'other'
}

/**
 * Which line of a movement paid its fee: a transfer's recipient gets amount − 2%, a move to the
 * package wallet and a withdrawal take theirs on top of the amount.
 */
function feeOf(r: EntryRow, kind: HistoryKind, cents: number): number | null {
  const fee = r.fee_cents ?? 0
  if (fee <= 0) return null
  const pays =
    (kind === 'transfer' && cents > 0) ||
    ((kind === 'self-transfer' || kind === 'withdrawal') && cents < 0)
  return pays ? fromCents(fee) : null
}

function toTransaction(r: EntryRow): WalletTransaction {
  const cents = r.amount_cents
  const kind = kindOf(r)
  return {
    id: String(r.id),
    amount: fromCents(Math.abs(cents)),
    type: cents >= 0 ? 'credit' : 'debit',
    desc: r.memo,
    wallet: r.wallet,
    createdAt: new Date(r.created_at).toISOString(),
    source: r.source_kind
      ? {
          kind: r.source_kind,
          fromUserId: r.from_user_id,
          level: r.level === null ? null : r.level,
          rate: r.rate_bp === null ? null : r.rate_bp / 100,
          baseAmount: r.base_cents === null ? null : fromCents(r.base_cents),
          day: r.day,
        }
      : null,
    kind,
    counterparty:
      r.other_user_id === null ? null : { userId: r.other_user_id, name: r.other_name ?? '' },
    fee: feeOf(r, kind, cents),
  }
}

/**
 * A member's ledger entries with what the history says of each: the other member (a transfer's
 * other side, or the team member an income came from: never the member herself, as for ROI)
 * and the fee the movement paid.
 */
function entryQuery(memberId: number, where: SQL, page?: { limit: number; offset: number }) {
  const joins = sql`ledger_entries e JOIN accounts a ON a.id = e.account_id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    LEFT JOIN members s ON s.id = e.source_member_id`
  const filter = sql`WHERE a.member_id = ${memberId} AND ${where}`
  const count = sql`SELECT count(*) AS n FROM ${joins} ${filter}`
  // A page: its ids and the total first (cheap: no lookups), then the lookups for its rows only.
  const pg = page
    ? sql`WITH pg AS (SELECT e.id AS page_id, ${TOTAL_COUNT} FROM ${joins} ${filter}
                      ORDER BY e.id DESC LIMIT ${page.limit} OFFSET ${page.offset}) `
    : sql``
  const rows = sql`${pg}SELECT e.id, e.amount_cents, t.memo, a.name AS wallet, e.created_at,
      ${page ? sql`pg.total_count,` : sql``}
      t.kind AS tx_kind, e.source_kind, s.user_id AS from_user_id, e.level, e.rate_bp,
      e.base_cents, e.day::text AS day,
      COALESCE(o.user_id, CASE WHEN s.id <> a.member_id THEN s.user_id END) AS other_user_id,
      COALESCE(o.first_name, CASE WHEN s.id <> a.member_id THEN s.first_name END) AS other_name,
      (SELECT sum(f.amount_cents) FROM ledger_entries f JOIN accounts fa ON fa.id = f.account_id
        WHERE f.transaction_id = e.transaction_id AND fa.member_id IS NULL AND fa.name = 'fees'
      ) AS fee_cents
    FROM ${joins}
    ${page ? sql`JOIN pg ON pg.page_id = e.id` : sql``}
    LEFT JOIN LATERAL (
      SELECT m.user_id, m.first_name FROM ledger_entries oe
      JOIN accounts oa ON oa.id = oe.account_id JOIN members m ON m.id = oa.member_id
      WHERE t.kind = 'transfer' AND oe.transaction_id = e.transaction_id
        AND oa.member_id <> a.member_id
      ORDER BY oe.id LIMIT 1
    ) o ON true
    ${filter}`
  return { count, rows }
}

/** The member's history lines in a date range (UTC days, both included), oldest first. */
export async function entriesBetween(deps: Deps, memberId: number, fromDay: string, toDay: string) {
  const q = entryQuery(
    memberId,
    sql`e.created_at >= ${fromDay}::date AND e.created_at < ${toDay}::date + 1`,
  )
  const rows = await query<EntryRow>(deps.database.db, sql`${q.rows} ORDER BY e.id`)
  return rows.map(toTransaction)
}

async function entryPage(deps: Deps, memberId: number, page: number | undefined, where: SQL) {
  const p = offsetOf(page)
  const db = deps.database.db
  const q = entryQuery(memberId, where, p)
  const { rows, total } = await pageOf<EntryRow & Counted>(
    db,
    p.offset,
    sql`${q.rows} ORDER BY e.id DESC`,
    q.count,
  )
  return paged(rows.map(toTransaction), p.page, total)
}

/**
 * An income credit of entry `e`: the four incomes the earnings totals add up (ROI, level,
 * membership, reward; a bonus is not income there). Today's earning and the income chart
 * (trends.ts) both count these.
 */
export const INCOME_CREDIT = sql`e.source_kind IN ('roi', 'level', 'membership', 'reward')
  AND e.amount_cents > 0`

/** The UTC day entry `e` is income for: its own day (an accrual catching up), else its date. */
export const INCOME_DAY = sql`COALESCE(e.day, (e.created_at AT TIME ZONE 'UTC')::date)`

/** Every wallet movement; 'earningToday' keeps today's (UTC) income credits only. */
export function allWalletTrans(
  deps: Deps,
  memberId: number,
  body: { page?: number; filter?: 'all' | 'earningToday' },
) {
  if (body.filter !== 'earningToday') return entryPage(deps, memberId, body.page, sql`true`)
  // "Today" is the day the income is for (UTC), as recorded on the entry.
  const today = deps.now().toISOString().slice(0, 10)
  return entryPage(
    deps,
    memberId,
    body.page,
    sql`${INCOME_CREDIT} AND ${INCOME_DAY} = ${today}::date`,
  )
}

/** Transfers to and from the member (to other members and to self). */
export function walletHistory(deps: Deps, memberId: number, page: number | undefined) {
  return entryPage(deps, memberId, page, sql`t.kind IN ('transfer', 'self-transfer')`)
}

/** The four income totals, in the spec's order: investment (ROI), level, membership, reward. */
export async function earningDash(deps: Deps, memberId: number) {
  const rows = await query<{ kind: string; cents: number }>(
    deps.database.db,
    sql`SELECT e.source_kind AS kind, sum(e.amount_cents) AS cents
        FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.member_id = ${memberId} AND e.amount_cents > 0 AND e.source_kind IS NOT NULL
        GROUP BY e.source_kind`,
  )
  const total = (kind: string) => fromCents(rows.find((r) => r.kind === kind)?.cents ?? 0)
  const data: EarningDash = [total('roi'), total('level'), total('membership'), total('reward')]
  return { status: true, data }
}

/** Level income credits with the member each came from. */
export async function levelEarning(deps: Deps, memberId: number, page: number | undefined) {
  const p = offsetOf(page)
  const db = deps.database.db
  const from = sql`FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
    LEFT JOIN members s ON s.id = e.source_member_id
    WHERE a.member_id = ${memberId} AND e.source_kind = 'level' AND e.amount_cents > 0`
  const { rows, total } = await pageOf<
    EntryRow & Counted & { first_name: string | null; last_name: string | null }
  >(
    db,
    p.offset,
    sql`SELECT e.id, e.amount_cents, e.created_at, s.user_id AS from_user_id, s.first_name, s.last_name,
               e.level, e.rate_bp, e.base_cents, e.day::text AS day, ${TOTAL_COUNT}
        ${from} ORDER BY e.id DESC LIMIT ${p.limit} OFFSET ${p.offset}`,
    sql`SELECT count(*) AS n ${from}`,
  )
  const items: LevelIncomeRecord[] = rows.map((r) => ({
    id: String(r.id),
    userId: {
      userId: r.from_user_id ?? '',
      firstName: r.first_name ?? '',
      lastName: r.last_name ?? '',
    },
    amount: fromCents(r.amount_cents),
    createdAt: new Date(r.created_at).toISOString(),
    level: r.level ?? 0,
    rate: (r.rate_bp ?? 0) / 100,
    baseAmount: fromCents(r.base_cents ?? 0),
    day: r.day ?? '',
  }))
  return paged(items, p.page, total)
}
