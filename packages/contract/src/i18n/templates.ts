// The messages with a count, an amount or a time in them (messages.ts `templates`), read back
// from the English the server and the mocks send, and said again in the member's language and
// time zone: "Try again after 2026-11-27 10:15 UTC." becomes "… 27 नव॰ 2026, 3:45 pm के बाद …" on a
// Hindi phone in India. The patterns are built from the templates themselves, so a changed
// template is read the new way with no second copy of its words.
import { templates } from '../template-words'

/** The English of every template (messages.ts), for a page that reads them in English. */
export const englishTemplates: Readonly<Record<TemplateId, string>> = templates
import { englishMessages, messageCodeOf } from './codes'
import { compileMessage, formatMessage, type MessageValues, type Part } from './format'
import { defaultLocale, localeTags, type Locale } from './locale'

/** One of the templates. */
export type TemplateId = keyof typeof templates

/** A filled template read back: which one, and its values. */
export interface ReadTemplate {
  id: TemplateId
  values: MessageValues
}

interface Reader {
  id: TemplateId
  pattern: RegExp
  /** The value each capture group holds, in order; a select's group maps its words to its key. */
  groups: Array<{ name: string; select?: Map<string, string> }>
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A branch of a plural or select holds words (and a plural's `#`) only. */
function wordsOf(parts: Part[], template: string): string {
  return parts
    .map((p) => {
      if (typeof p === 'string') return p
      if (p.arg === '#') return '#'
      throw new Error(`a template's plural or select branch holds words only: ${template}`)
    })
    .join('')
}

function readerOf(id: TemplateId): Reader {
  const template = templates[id]
  const groups: Reader['groups'] = []
  let source = ''
  for (const p of compileMessage(template)) {
    if (typeof p === 'string') source += escape(p)
    else if ('plural' in p) {
      // "# try" / "# tries": the count, then one branch's words.
      const tails = Object.values(p.plural).map((branch) => {
        const words = wordsOf(branch, template)
        if (!words.startsWith('#')) throw new Error(`a plural branch starts with #: ${template}`)
        return escape(words.slice(1))
      })
      groups.push({ name: p.arg })
      source += `(\\d+)(?:${tails.join('|')})`
    } else if ('select' in p) {
      const select = new Map<string, string>()
      for (const [key, branch] of Object.entries(p.select))
        select.set(wordsOf(branch, template), key)
      groups.push({ name: p.arg, select })
      source += `(${[...select.keys()].map(escape).join('|')})`
    } else {
      groups.push({ name: p.arg })
      source += '([\\s\\S]+?)'
    }
  }
  return { id, pattern: new RegExp(`^${source}$`), groups }
}

let readers: Reader[] | undefined

/** The time in a sent message ("2026-11-27 10:15 UTC") as an ISO string, or null. */
function timeOf(text: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC$/.exec(text)
  return m ? `${m[1]}T${m[2]}:00.000Z` : null
}

/** Which template `message` was filled from, with its values; null if none. */
export function readTemplate(message: string): ReadTemplate | null {
  readers ??= (Object.keys(templates) as TemplateId[]).map(readerOf)
  for (const reader of readers) {
    const m = reader.pattern.exec(message)
    if (!m) continue
    const values: MessageValues = {}
    let ok = true
    reader.groups.forEach(({ name, select }, i) => {
      const text = m[i + 1] ?? ''
      if (select) values[name] = select.get(text) ?? 'other'
      else if (name === 'until') {
        const iso = timeOf(text)
        if (iso === null) ok = false
        else values[name] = iso
      } else values[name] = /^\d+$/.test(text) && name !== 'message' ? Number(text) : text
    })
    if (ok) return { id: reader.id, values }
  }
  return null
}

/** Whether `message` is one the catalogues can say: a contract message or a filled template. */
function isSayable(message: string): boolean {
  return messageCodeOf(message) !== undefined || readTemplate(message) !== null
}

/**
 * `message` in `locale`: a contract message by its code (`words`, the page's catalogue), a filled
 * template by its template in that language (`templateWords`, English's when not given) with its
 * values (a time in `timeZone`, the device's when not given; a message inside it said the same
 * way); anything else as it came. A template whose inner message the catalogues cannot say stays
 * whole in English rather than half translated.
 */
export function localizeMessage(
  message: string,
  locale: Locale,
  words: Readonly<Record<string, string>>,
  templateWords: Readonly<Record<TemplateId, string>> = templates,
  timeZone?: string,
): string {
  const code = messageCodeOf(message)
  if (code) return words[code] ?? englishMessages[code]
  const read = readTemplate(message)
  if (!read) return message
  const values: MessageValues = {}
  for (const [name, value] of Object.entries(read.values)) {
    if (name === 'message') {
      if (locale !== defaultLocale && !isSayable(String(value))) return message
      values[name] = localizeMessage(String(value), locale, words, templateWords, timeZone)
    } else if (name === 'until') {
      values[name] = new Intl.DateTimeFormat(localeTags[locale], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      }).format(new Date(value))
    } else values[name] = value
  }
  return formatMessage(locale, templateWords[read.id], values)
}
