// Reads of the ledger a member sees: all wallet movements, transfers, today's income, the four
// income totals and level income, each credit with its source.
import { sql, type SQL } from 'drizzle-orm'
import {
  fromCents,
  type EarningDash,
  type EarningSource,
  type LevelIncomeRecord,
  type WalletName,
  type WalletTransaction,
} from '@trellis/contract'
import { num, query } from '../db/client'
import type { Deps } from './context'
import { offsetOf, paged } from './paging'

interface EntryRow {
  id: unknown
  amount_cents: unknown
  memo: string
  wallet: WalletName
  created_at: Date | string
  source_kind: EarningSource['kind'] | null
  from_user_id: string | null
  level: unknown
  rate_bp: unknown
  base_cents: unknown
  day: string | null
}

function toTransaction(r: EntryRow): WalletTransaction {
  const cents = num(r.amount_cents)
  return {
    id: String(num(r.id)),
    amount: fromCents(Math.abs(cents)),
    type: cents >= 0 ? 'credit' : 'debit',
    desc: r.memo,
    wallet: r.wallet,
    createdAt: new Date(r.created_at).toISOString(),
    source: r.source_kind
      ? {
          kind: r.source_kind,
          fromUserId: r.from_user_id,
          level: r.level === null ? null : num(r.level),
          rate: r.rate_bp === null ? null : num(r.rate_bp) / 100,
          baseAmount: r.base_cents === null ? null : fromCents(num(r.base_cents)),
          day: r.day,
        }
      : null,
  }
}

async function entryPage(deps: Deps, memberId: number, page: number | undefined, where: SQL) {
  const p = offsetOf(page)
  const db = deps.database.db
  const from = sql`FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    LEFT JOIN members s ON s.id = e.source_member_id
    WHERE a.member_id = ${memberId} AND ${where}`
  const rows = await query<EntryRow>(
    db,
    sql`SELECT e.id, e.amount_cents, t.memo, a.name AS wallet, e.created_at, e.source_kind,
               s.user_id AS from_user_id, e.level, e.rate_bp, e.base_cents, e.day::text AS day
        ${from} ORDER BY e.id DESC LIMIT ${p.limit} OFFSET ${p.offset}`,
  )
  const [c] = await query<{ n: unknown }>(db, sql`SELECT count(*) AS n ${from}`)
  return paged(rows.map(toTransaction), p.page, num(c?.n))
}

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
    sql`e.source_kind IN ('roi', 'level', 'membership', 'reward') AND e.amount_cents > 0
        AND COALESCE(e.day, (e.created_at AT TIME ZONE 'UTC')::date) = ${today}::date`,
  )
}

/** Transfers to and from the member (to other members and to self). */
export function walletHistory(deps: Deps, memberId: number, page: number | undefined) {
  return entryPage(deps, memberId, page, sql`t.kind IN ('transfer', 'self-transfer')`)
}

/** The four income totals, in the spec's order: investment (ROI), level, membership, reward. */
export async function earningDash(deps: Deps, memberId: number) {
  const rows = await query<{ kind: string; cents: unknown }>(
    deps.database.db,
    sql`SELECT e.source_kind AS kind, sum(e.amount_cents) AS cents
        FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.member_id = ${memberId} AND e.amount_cents > 0 AND e.source_kind IS NOT NULL
        GROUP BY e.source_kind`,
  )
  const total = (kind: string) => fromCents(num(rows.find((r) => r.kind === kind)?.cents))
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
  const rows = await query<EntryRow & { first_name: string | null; last_name: string | null }>(
    db,
    sql`SELECT e.id, e.amount_cents, e.created_at, s.user_id AS from_user_id, s.first_name, s.last_name,
               e.level, e.rate_bp, e.base_cents, e.day::text AS day
        ${from} ORDER BY e.id DESC LIMIT ${p.limit} OFFSET ${p.offset}`,
  )
  const [c] = await query<{ n: unknown }>(db, sql`SELECT count(*) AS n ${from}`)
  const items: LevelIncomeRecord[] = rows.map((r) => ({
    id: String(num(r.id)),
    userId: {
      userId: r.from_user_id ?? '',
      firstName: r.first_name ?? '',
      lastName: r.last_name ?? '',
    },
    amount: fromCents(num(r.amount_cents)),
    createdAt: new Date(r.created_at).toISOString(),
    level: num(r.level),
    rate: num(r.rate_bp) / 100,
    baseAmount: fromCents(num(r.base_cents)),
    day: r.day ?? '',
  }))
  return paged(items, p.page, num(c?.n))
}
