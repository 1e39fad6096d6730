// The ICU message subset the catalogues use, compiled once per message and cached: `{name}`
// placeholders, `{n, plural, =0 {…} one {…} other {…}}` with `#`, and `{v, select, a {…} other
// {…}}`. Plural categories come from Intl.PluralRules, so Hindi's `one` covers 0 and 1 as CLDR
// says. About 1 KB: the reason for not taking a library (docs/i18n.md has the measurements).
import { localeTags, type Locale } from './locale'

/** Values a message's placeholders take. */
export type MessageValues = Record<string, string | number>

export type Part =
  | string
  | { arg: string }
  | { arg: string; plural: Record<string, Part[]> }
  | { arg: string; select: Record<string, Part[]> }

const cache = new Map<string, Part[]>()

/** Parses `text` from `at` up to the closing brace of the enclosing branch (or the end). */
function parse(text: string, at: { i: number }, inPlural: boolean): Part[] {
  const parts: Part[] = []
  let literal = ''
  while (at.i < text.length) {
    const c = text[at.i]!
    if (c === '}') break
    if (c === "'" && text[at.i + 1] === "'") {
      literal += "'"
      at.i += 2
    } else if (c === '#' && inPlural) {
      if (literal) parts.push(literal)
      literal = ''
      parts.push({ arg: '#' })
      at.i++
    } else if (c === '{') {
      if (literal) parts.push(literal)
      literal = ''
      parts.push(parseArgument(text, at))
    } else {
      literal += c
      at.i++
    }
  }
  if (literal) parts.push(literal)
  return parts
}

function parseArgument(text: string, at: { i: number }): Part {
  const close = /^\{\s*(\w+)\s*(?:,\s*(plural|select)\s*,)?/.exec(text.slice(at.i))
  if (!close) throw new Error(`Bad message argument at ${at.i}: ${text}`)
  at.i += close[0].length
  const arg = close[1]!
  const kind = close[2]
  if (!kind) {
    if (text[at.i] !== '}') throw new Error(`Unclosed argument {${arg}: ${text}`)
    at.i++
    return { arg }
  }
  const branches: Record<string, Part[]> = {}
  for (;;) {
    const head = /^\s*(=\d+|\w+)\s*\{/.exec(text.slice(at.i))
    if (!head) break
    at.i += head[0].length
    branches[head[1]!] = parse(text, at, kind === 'plural')
    if (text[at.i] !== '}') throw new Error(`Unclosed branch ${head[1]}: ${text}`)
    at.i++
  }
  const end = /^\s*\}/.exec(text.slice(at.i))
  if (!end || !branches.other) throw new Error(`Bad ${kind} of {${arg}}: ${text}`)
  at.i += end[0].length
  return kind === 'plural' ? { arg, plural: branches } : { arg, select: branches }
}

/** The parts of `message` (cached: a catalogue's messages are few and reused). */
export function compileMessage(message: string): Part[] {
  let parts = cache.get(message)
  if (!parts) {
    parts = parse(message, { i: 0 }, false)
    cache.set(message, parts)
  }
  return parts
}

/** The placeholder names a message uses (the catalogue test compares them across languages). */
export function messageArguments(message: string): string[] {
  const names = new Set<string>()
  const visit = (parts: Part[]) => {
    for (const p of parts) {
      if (typeof p === 'string' || p.arg === '#') continue
      names.add(p.arg)
      if ('plural' in p) Object.values(p.plural).forEach(visit)
      if ('select' in p) Object.values(p.select).forEach(visit)
    }
  }
  visit(compileMessage(message))
  return [...names].sort()
}

const pluralRules = new Map<Locale, Intl.PluralRules>()
const numberFormats = new Map<Locale, Intl.NumberFormat>()

function render(parts: Part[], locale: Locale, values: MessageValues, count?: number): string {
  let out = ''
  for (const p of parts) {
    if (typeof p === 'string') out += p
    else if (p.arg === '#') out += count === undefined ? '#' : formatCount(locale, count)
    else if ('plural' in p) {
      const n = Number(values[p.arg])
      let rules = pluralRules.get(locale)
      if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(localeTags[locale])))
      const branch = p.plural[`=${n}`] ?? p.plural[rules.select(n)] ?? p.plural.other!
      out += render(branch, locale, values, n)
    } else if ('select' in p) {
      const branch = p.select[String(values[p.arg])] ?? p.select.other!
      out += render(branch, locale, values, count)
    } else out += String(values[p.arg] ?? `{${p.arg}}`)
  }
  return out
}

function formatCount(locale: Locale, n: number): string {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(localeTags[locale])))
  return format.format(n)
}

/** `message` with its placeholders filled, in `locale`'s plural rules. */
export function formatMessage(locale: Locale, message: string, values: MessageValues = {}): string {
  return render(compileMessage(message), locale, values)
}
