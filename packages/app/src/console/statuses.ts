// The words and colours of a queue's statuses, the filter's choices, and how the console writes
// people, moments and failed reads, in the operator's language (i18n/en.ts).
import { useMemo } from 'react'
import { fallbacks, formatDate, localeTags, type Locale } from '@trellis/contract'
import { ApiError } from '@trellis/api-client'
import { useLocale, type BadgeTone, type SelectOption, type Translate } from '@trellis/ui'
import { useConsoleT, type consoleEnglish } from './i18n/en'

/** The console's translator. */
export type ConsoleT = Translate<keyof typeof consoleEnglish>

const tones: Record<string, BadgeTone> = {
  pending: 'warning',
  proposed: 'warning',
  approved: 'success',
  signed: 'neutral',
  sent: 'neutral',
  confirmed: 'success',
  paid: 'success',
  rejected: 'danger',
  failed: 'danger',
}

/** The badge colour of a status (neutral for one it does not know). */
export function statusTone(status: string): BadgeTone {
  return tones[status] ?? 'neutral'
}

/** The filter's choices: each status, then every one ('' asks for all). */
export function statusOptions(statuses: readonly string[], t: ConsoleT): SelectOption[] {
  return [
    ...statuses.map((status) => ({ value: status, label: t('statusOption', { status }) })),
    { value: '', label: t('statusAll') },
  ]
}

/** Who did it, as the console names them: the operator's e-mail, else the actor string. */
export function actorName(view: { actor: string; email: string | null }, t: ConsoleT): string {
  if (view.email) return view.email
  return view.actor === 'automation' ? t('automation') : view.actor
}

const whenFormats = new Map<Locale, Intl.DateTimeFormat>()

/** A moment as an operator reads a log: "Nov 22, 09:40 UTC" (the console works in UTC). */
export function formatWhen(iso: string | null, locale: Locale, t: ConsoleT): string {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  let format = whenFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[locale], {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    whenFormats.set(locale, format)
  }
  return t('when', { when: format.format(date) })
}

/** What a failed read says: what could not be loaded, then the server's reason when it gives one. */
export function readError(error: unknown, what: string, t: ConsoleT): string {
  const reason =
    error instanceof ApiError && error.message.trim() !== '' ? error.message.trim() : null
  if (reason === null || reason === fallbacks.requestFailed) return t('couldNotLoad', { what })
  return t('couldNotLoadBecause', { what, reason })
}

/** The console's words and formats in the page's language. */
export function useConsoleWords() {
  const t = useConsoleT()
  const locale = useLocale()
  return useMemo(
    () => ({
      t,
      locale,
      when: (iso: string | null) => formatWhen(iso, locale, t),
      date: (iso: string | null | undefined) => formatDate(iso, localeTags[locale]),
      actor: (view: { actor: string; email: string | null }) => actorName(view, t),
      status: (status: string) => t('status', { status }),
      readError: (error: unknown, what: string) => readError(error, what, t),
    }),
    [t, locale],
  )
}
