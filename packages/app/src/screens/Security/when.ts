// Times on the security screen: day, month and 24-hour time in UTC, so stories stay stable.
/** "22 Nov 2026, 08:00 UTC". */
export function formatDateTime(iso: string): string {
  const d = new Date(iso)
  const day = d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return `${day}, ${d.toISOString().slice(11, 16)} UTC`
}
