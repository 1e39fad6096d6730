// The CSV statement: a member's ledger entries for a date range, one row each, oldest first, in
// the words of the app's history (statementCsv in the contract builds both).
import { serverMessages, statementCsv } from '@trellis/contract'
import { invalid } from './errors'
import type { Deps } from './context'
import { entriesBetween } from './earnings-read'

/** The widest range one statement covers, in days (both ends included). */
export const STATEMENT_MAX_DAYS = 366

const DAY_MS = 86_400_000

/** Checks the range: real dates, from ≤ to, at most {@link STATEMENT_MAX_DAYS} days. */
function checkRange(from: string, to: string): void {
  const a = Date.parse(`${from}T00:00:00Z`)
  const b = Date.parse(`${to}T00:00:00Z`)
  const real = (t: number, s: string) => !Number.isNaN(t) && new Date(t).toISOString().startsWith(s)
  if (!real(a, from)) throw invalid(serverMessages.malformedBody, 'from')
  if (!real(b, to)) throw invalid(serverMessages.malformedBody, 'to')
  if (b < a || (b - a) / DAY_MS + 1 > STATEMENT_MAX_DAYS) {
    throw invalid(serverMessages.statementRange, 'to')
  }
}

/** The member's statement from `from` to `to` (UTC days, both included). */
export async function statement(deps: Deps, memberId: number, body: { from: string; to: string }) {
  checkRange(body.from, body.to)
  const lines = await entriesBetween(deps, memberId, body.from, body.to)
  const filename = `statement-${body.from}-to-${body.to}.csv`
  return { status: true, data: { filename, csv: statementCsv(lines) } }
}
