// Lists are 10 a page (spec section 9), with the total so a client can page on. A page and its
// total come from ONE statement: each row carries `count(*) OVER ()` (computed before LIMIT, over
// every row the filter keeps) as `total_count`. Only a page past the end has no row to carry it;
// that page alone counts on its own.
import { sql, type SQL } from 'drizzle-orm'
import { PAGE_SIZE, pagedAnswer } from '@trellis/contract'
import { query, type Runner } from '../db/client'

/** The offset of a 1-based page. */
export function offsetOf(page: number | undefined): {
  page: number
  limit: number
  offset: number
} {
  const p = page ?? 1
  return { page: p, limit: PAGE_SIZE, offset: (p - 1) * PAGE_SIZE }
}

/** Wraps one page of items in the contract's PagedAnswer. */
export const paged = pagedAnswer

/** The column a paged statement adds to its rows: the list's total. */
export const TOTAL_COUNT = sql`count(*) OVER () AS total_count`

/** A row of a paged statement. */
export interface Counted {
  total_count: number
}

/**
 * Runs `rows` (a statement whose select list has TOTAL_COUNT, with its ORDER BY, LIMIT and
 * OFFSET) and returns its rows and the list's total; `countAlone` (`SELECT count(*) AS n …`) runs
 * only for a page past the end.
 */
export async function pageOf<R extends Counted>(
  runner: Runner,
  offset: number,
  rows: SQL,
  countAlone: SQL,
): Promise<{ rows: R[]; total: number }> {
  const found = await query<R>(runner, rows)
  const first = found[0]
  if (first) return { rows: found, total: first.total_count }
  if (offset === 0) return { rows: found, total: 0 }
  const [c] = await query<{ n: number }>(runner, countAlone)
  return { rows: found, total: c?.n ?? 0 }
}
