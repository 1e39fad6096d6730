// Times on the security screen: day, month and 24-hour time in UTC, so stories stay stable; in
// the page's language ("22 नव॰ 2026, 08:00 UTC" in Hindi).
import { displayLocaleOf } from '@trellis/contract'

/** "22 Nov 2026, 08:00 UTC". */
export function formatDateTime(iso: string): string {
  const d = new Date(iso)
  const tag = displayLocaleOf()
  const day = d.toLocaleDateString(tag === 'en-US' ? 'en-GB' : tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return `${day}, ${d.toISOString().slice(11, 16)} UTC`
}
