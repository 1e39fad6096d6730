// The CSV statement: a member's ledger entries for a date range, one row each, oldest first.
import { sql } from 'drizzle-orm'
import { serverMessages } from '@trellis/contract'
import { num, query } from '../db/client'
import { badRequest } from '../http/errors'
import type { Deps } from './context'

/** The widest range one statement covers, in days (both ends included). */
export const STATEMENT_MAX_DAYS = 366

export const STATEMENT_HEADER = [
  'date',
  'description',
  'wallet',
  'type',
  'amount',
  'source member',
  'level',
  'rate',
  'base',
  'day',
] as const

const DAY_MS = 86_400_000

/** Checks the range: real dates, from ≤ to, at most {@link STATEMENT_MAX_DAYS} days. */
function checkRange(from: string, to: string): void {
  const a = Date.parse(`${from}T00:00:00Z`)
  const b = Date.parse(`${to}T00:00:00Z`)
  const real = (t: number, s: string) => !Number.isNaN(t) && new Date(t).toISOString().startsWith(s)
  if (!real(a, from)) throw badRequest(serverMessages.malformedBody, 'from')
  if (!real(b, to)) throw badRequest(serverMessages.malformedBody, 'to')
  if (b < a || (b - a) / DAY_MS + 1 > STATEMENT_MAX_DAYS) {
    throw badRequest(serverMessages.statementRange, 'to')
  }
}

/** One CSV field: quoted when it holds a comma, a quote or a line break. */
function field(v: string | number | null): string {
  const s = v === null ? '' : String(v)
  // A leading =, +, - or @ would be run as a formula by spreadsheets: prefix a quote.
  const safe = /^[=+\-@]/.test(s) && typeof v === 'string' ? `'${s}` : s
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

const money = (cents: number) => (cents / 100).toFixed(2)

interface Row {
  created_at: unknown
  memo: string
  wallet: string
  amount_cents: unknown
  from_user_id: string | null
  level: unknown
  rate_bp: unknown
  base_cents: unknown
  day: string | null
}

/** The member's statement from `from` to `to` (UTC days, both included). */
export async function statement(deps: Deps, memberId: number, body: { from: string; to: string }) {
  checkRange(body.from, body.to)
  const rows = await query<Row>(
    deps.database.db,
    sql`SELECT e.created_at, t.memo, a.name AS wallet, e.amount_cents, s.user_id AS from_user_id,
               e.level, e.rate_bp, e.base_cents, e.day::text AS day
        FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        JOIN ledger_transactions t ON t.id = e.transaction_id
        LEFT JOIN members s ON s.id = e.source_member_id
        WHERE a.member_id = ${memberId}
          AND e.created_at >= ${body.from}::date AND e.created_at < ${body.to}::date + 1
        ORDER BY e.id`,
  )
  const lines = [STATEMENT_HEADER.join(',')]
  for (const r of rows) {
    const cents = num(r.amount_cents)
    const at = r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at))
    lines.push(
      [
        at.toISOString(),
        r.memo,
        r.wallet,
        cents >= 0 ? 'credit' : 'debit',
        money(Math.abs(cents)),
        r.from_user_id,
        r.level === null ? null : num(r.level),
        r.rate_bp === null ? null : (num(r.rate_bp) / 100).toFixed(2),
        r.base_cents === null ? null : money(num(r.base_cents)),
        r.day,
      ]
        .map(field)
        .join(','),
    )
  }
  const filename = `statement-${body.from}-to-${body.to}.csv`
  return { status: true, data: { filename, csv: `${lines.join('\r\n')}\r\n` } }
}
