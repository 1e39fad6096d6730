// Trends a member reads as charts (issue 26, point 5): income per day over the last 30 days
// (the earnings page) and members joining the team per week over the last 12 (the team page).
// The periods are written once here, for the server and the mocks: UTC days, weeks from Monday.

/** One period of a trend: its first day (YYYY-MM-DD, UTC) and its value. */
export interface TrendPoint {
  period: string
  value: number
}

/** How many days the earnings trend covers, and weeks the team's. */
export const EARNING_TREND_DAYS = 30
export const TEAM_TREND_WEEKS = 12

const DAY_MS = 86_400_000

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** The first day (UTC) of the week (from Monday) that holds `ms`. */
export function weekOf(ms: number): string {
  const d = new Date(ms)
  const sinceMonday = (d.getUTCDay() + 6) % 7
  return dayOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - sinceMonday))
}

/** The last `count` days up to `now`'s (UTC), oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: count }, (_, i) => dayOf(today - (count - 1 - i) * DAY_MS))
}

/** The first days of the last `count` weeks up to `now`'s, oldest first. */
export function lastWeeks(now: Date, count: number): string[] {
  const monday = Date.parse(`${weekOf(now.getTime())}T00:00:00Z`)
  return Array.from({ length: count }, (_, i) => dayOf(monday - (count - 1 - i) * 7 * DAY_MS))
}

/** `periods` with the value each has in `values` (period → value), 0 where none. */
export function fillTrend(
  periods: readonly string[],
  values: ReadonlyMap<string, number>,
): TrendPoint[] {
  return periods.map((period) => ({ period, value: values.get(period) ?? 0 }))
}
