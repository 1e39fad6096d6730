// Dates and amounts as the page's language writes them (re-exported by helpers.ts). Apart from the
// money rules: the contract's messages need formatUsd, and the login page loads those messages.

/**
 * The language dates and amounts are shown in (a BCP 47 tag): the page's, set by the member app's
 * language provider (`setDisplayLocale`); 'en-US' everywhere else, the server included, so every
 * message the server writes keeps its English figures. hi-IN groups amounts as $12,34,567.89 with
 * Latin digits and writes "17 नव॰ 2026".
 */
let displayLocale = 'en-US'

/** Sets the language of formatDate and formatUsd (the page's, from its language provider). */
export function setDisplayLocale(tag: string): void {
  displayLocale = tag
}

/** The language dates and amounts are shown in now. */
export function displayLocaleOf(): string {
  return displayLocale
}

/**
 * An ISO date as "Nov 22, 2026", always in UTC so a story, a screenshot and a test show the same
 * day wherever they run. Missing input is shown as "—", invalid input as given (never "Invalid
 * Date").
 */
export function formatDate(iso: string | null | undefined, locale = displayLocale): string {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date)
}

/** Formats dollars for display: $1,234.50. */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat(displayLocale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(amount)
}
