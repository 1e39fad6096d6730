// Display formats. Dates in UTC so a story, a screenshot and a test show the same day anywhere.
export { formatUsd } from '@trellis/contract'

/** An ISO date as "Nov 22, 2026"; invalid input is shown as given. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date)
}
