// The member's languages (issue 27). English is the default and the spec's words; Hindi is
// drafted for native review (docs/i18n.md). One list, so the server's column check, the
// profile's field, the switch and the catalogues agree.

/** The languages a member can read Trellis in. */
export const locales = ['en', 'hi'] as const

/** One of `locales`. */
export type Locale = (typeof locales)[number]

/** The language of a member or a device that has not chosen one. */
export const defaultLocale: Locale = 'en'

/**
 * The BCP 47 tag Intl formats with: Hindi as written in India, which groups numbers in lakhs
 * ($12,34,567.89) and keeps Latin digits (Intl's default for hi-IN; Devanagari digits are not
 * offered: amounts, ids and hashes are copied into wallets and must read the same everywhere).
 */
export const localeTags: Record<Locale, string> = { en: 'en-US', hi: 'hi-IN' }

/** Each language's own name, as the switch shows it (never translated). */
export const localeNames: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' }

/** Whether `value` is one of the member's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The first of the member's languages an Accept-Language header names, else the default. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return defaultLocale
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1 }
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q)
  return wanted.map((w) => w.lang).find(isLocale) ?? defaultLocale
}
