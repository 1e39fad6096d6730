// Day ranges of the console's filters, as the date inputs hold them (YYYY-MM-DD, UTC).

/** A range of days, both ends included. */
export interface DayRange {
  from: string
  to: string
}

const day = (date: Date) => date.toISOString().slice(0, 10)

/** The last 7 days up to today (UTC), the reports' and audit log's first view. */
export function defaultRange(now: Date = new Date()): DayRange {
  const start = new Date(now.getTime() - 6 * 86_400_000)
  return { from: day(start), to: day(now) }
}
