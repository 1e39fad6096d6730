// The CSV statement: a member's ledger entries for a date range, one row each, oldest first, in
// the words of the app's history (statementCsv in the contract builds both), in the member's
// language (issue 27).
import {
  sayHistoryInEnglish,
  statementCsv,
  statementRangeRefusal,
  type SayHistory,
} from '@trellis/contract'
import { sayHistoryInHindi } from '@trellis/contract/i18n/hi-history'
import { sql } from 'drizzle-orm'
import { query } from '../db/client'
import { invalid } from './errors'
import type { Deps } from './context'
import { entriesBetween } from './earnings-read'

/** Refuses a range that is not real dates, ends before it starts or is too wide (the contract's rule). */
function checkRange(from: string, to: string): void {
  const refusal = statementRangeRefusal(from, to)
  if (refusal) throw invalid(refusal.message, refusal.field)
}

/** The history words in the language of the member `memberId` (English unless Hindi). */
async function sayHistoryOf(deps: Deps, memberId: number): Promise<SayHistory> {
  const [row] = await query<{ locale: string | null }>(
    deps.database.db,
    sql`SELECT locale FROM members WHERE id = ${memberId}`,
  )
  return row?.locale === 'hi' ? sayHistoryInHindi : sayHistoryInEnglish
}

/** The member's statement from `from` to `to` (UTC days, both included). */
export async function statement(deps: Deps, memberId: number, body: { from: string; to: string }) {
  checkRange(body.from, body.to)
  const lines = await entriesBetween(deps, memberId, body.from, body.to)
  const filename = `statement-${body.from}-to-${body.to}.csv`
  return {
    status: true,
    data: { filename, csv: statementCsv(lines, await sayHistoryOf(deps, memberId)) },
  }
}
