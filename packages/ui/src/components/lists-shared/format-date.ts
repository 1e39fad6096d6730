/**
 * Formats an ISO date for display, always in UTC so a story, a screenshot and a test show the same
 * day wherever they run. Invalid input is shown as given rather than as "Invalid Date".
 */
export function formatDate(iso: string, locale = 'en-US'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date)
}
