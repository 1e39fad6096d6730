// A mail's words in the member's language (issue 27): the contract's mail catalogue, filled
// with the mail's values (codes and ids are never translated). The server holds every language.
import { formatMessage, isLocale, mailEnglish, type MailId } from '@trellis/contract'
import { hiMail } from '@trellis/contract/i18n/hi-mail'

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
