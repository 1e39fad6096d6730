// Which days the daily return still owes. A day is complete (a roi_days row) once one run paid
// every investment due that day; only complete days are skipped. The catch-up runs every day not
// complete since the first investment, oldest first, so a run stopped part-way through a day
// (crash, kill -9, outage) is finished by the next run instead of being passed over.
import { sql } from 'drizzle-orm'
import { query, type Runner } from '../db/client'
import type { Deps } from './context'

const DAY_MS = 86_400_000
/** At most this many days are caught up in one run, so a wrong clock cannot start an endless loop. */
export const MAX_CATCH_UP_DAYS = 400

const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10)
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** Today (YYYY-MM-DD, UTC) by the app's clock. */
export const todayOf = (deps: Deps) => deps.now().toISOString().slice(0, 10)

/**
 * Records `day` as complete: every investment due that day is paid. Today never is (an
 * investment saved just before midnight may commit after today's run read the due list), so
 * today runs again every hour and is completed by the next day's catch-up.
 */
export async function markDayComplete(deps: Deps, day: string): Promise<void> {
  if (day >= todayOf(deps)) return
  await deps.database.db.execute(
    sql`INSERT INTO roi_days (day) VALUES (${day}::date) ON CONFLICT DO NOTHING`,
  )
}

/** The days from the day after the first investment up to today, and the complete ones among them. */
async function daysSinceFirst(deps: Deps): Promise<{ days: string[]; complete: Set<string> }> {
  const today = todayOf(deps)
  const [row] = await query<{ first: number | null }>(
    deps.database.db,
    sql`SELECT min(created_at)::date::text AS first FROM investments`,
  )
  if (typeof row?.first !== 'string') return { days: [], complete: new Set() }
  const start = timeOf(row.first) + DAY_MS
  const end = timeOf(today)
  const done = await query<{ day: string }>(
    deps.database.db,
    sql`SELECT day::text AS day FROM roi_days WHERE day >= ${dayOf(start)}::date`,
  )
  const days: string[] = []
  for (let t = start; t <= end; t += DAY_MS) days.push(dayOf(t))
  return { days, complete: new Set(done.map((d) => d.day)) }
}

/**
 * The days still to run, oldest first: every day after the first investment, up to today, that is
 * not complete; at most the last MAX_CATCH_UP_DAYS (older ones can be run with `ops accrue --day`).
 */
export async function daysToAccrue(deps: Deps): Promise<string[]> {
  const { days, complete } = await daysSinceFirst(deps)
  return days.slice(-MAX_CATCH_UP_DAYS).filter((d) => !complete.has(d))
}

/** A past day not complete, with the investments paid for it so far. */
export interface IncompleteDay {
  day: string
  paid: number
}

/**
 * Past days (before today) not complete, oldest first, each with the payouts made for it (0: the
 * day never ran; more: a run stopped part-way through it). `count` is all of them; `days` lists
 * at most `limit`.
 */
export async function incompleteDays(
  deps: Deps,
  limit = 20,
): Promise<{ count: number; days: IncompleteDay[] }> {
  const today = todayOf(deps)
  const { days, complete } = await daysSinceFirst(deps)
  const open = days.filter((d) => d < today && !complete.has(d))
  const listed = open.slice(0, limit)
  const paid = await paidOn(deps.database.db, listed)
  return { count: open.length, days: listed.map((day) => ({ day, paid: paid.get(day) ?? 0 })) }
}

/** Payouts per day for the given days (the roi_payouts day index). */
export async function paidOn(runner: Runner, days: string[]): Promise<Map<string, number>> {
  if (days.length === 0) return new Map()
  const rows = await query<{ day: string; n: number }>(
    runner,
    sql`SELECT day::text AS day, count(*) AS n FROM roi_payouts
        WHERE day IN (${sql.join(
          days.map((d) => sql`${d}::date`),
          sql`, `,
        )}) GROUP BY day`,
  )
  return new Map(rows.map((r) => [r.day, r.n]))
}

/** One line naming incomplete days, for the log and the operator. */
export function describeIncomplete(r: { count: number; days: IncompleteDay[] }): string {
  const listed = r.days.map((d) => `${d.day} (${d.paid} paid)`).join(', ')
  const more = r.count > r.days.length ? ` and ${r.count - r.days.length} more` : ''
  return `${r.count} day(s) not complete: ${listed}${more}`
}
