// A mail's words in the member's language (issue 27): the contract's mail catalogue, filled
// with the mail's values (codes and ids are never translated). The server holds every language.
import { formatMessage, isLocale, mailEnglish, type MailId } from '@trellis/contract'
import { hiMail } from '@trellis/contract/i18n/hi-mail'
import { sql } from 'drizzle-orm'
import { query } from '../db/client'
import type { Deps } from '../domain/context'
import type { MailMessage } from './mailer'

const catalogues = { en: mailEnglish, hi: hiMail } as const

/** The subject or text `id` in `locale` (a member row's column; anything else reads English). */
export function mailText(
  locale: string | null | undefined,
  id: MailId,
  values: Record<string, string | number> = {},
): string {
  const lang = isLocale(locale) ? locale : 'en'
  return formatMessage(lang, catalogues[lang][id], values)
}

/**
 * The language of whoever reads `email`: the locale of the member it belongs to (the first
 * account's, for an address several accounts share); English for an address no member has.
 */
export async function localeOfEmail(deps: Deps, email: string): Promise<string | null> {
  const [row] = await query<{ locale: string | null }>(
    deps.database.db,
    sql`SELECT locale FROM members WHERE lower(email) = lower(${email}) ORDER BY id LIMIT 1`,
  )
  return row?.locale ?? null
}

type MailValues = Record<string, string | number>

/**
 * A member's mail, subject and text from the catalogue in the reader's language; `values` may be
 * said in that language too (a function of it), e.g. a sentence of the catalogue inside the text.
 */
export async function memberMail(
  deps: Deps,
  to: string,
  subject: MailId,
  text: MailId,
  values: MailValues | ((locale: string | null) => MailValues) = {},
): Promise<MailMessage> {
  const locale = await localeOfEmail(deps, to)
  const filled = typeof values === 'function' ? values(locale) : values
  return { to, subject: mailText(locale, subject), text: mailText(locale, text, filled) }
}
