// The language of the page and its loaded catalogue (issue 27). English needs no catalogue:
// each package's English words are the fallback its translator holds, so an English page loads
// no language bytes; another language puts its whole (lazily loaded) catalogue here.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import {
  defaultLocale,
  englishMessages,
  formatMessage,
  isMessageCode,
  localeTags,
  messageCodeOf,
  setDisplayLocale,
  type Locale,
  type MessageValues,
} from '@trellis/contract'

/** A language's words by message id (`ui.…`, `app.…` and the contract's codes). */
export type Catalogue = Readonly<Record<string, string>>

/**
 * The reader of messages with a count, an amount or a time in them (a lock's end, the tries
 * left), with the page language's words for them: loaded the first time the page meets a message
 * no catalogue holds as it is, so a first load (the log-in page's) carries none of it.
 */
interface TemplateReader {
  locale: Locale
  say: (message: string, catalogue: Catalogue) => string
}

interface I18nValue {
  locale: Locale
  catalogue: Catalogue
  reader: TemplateReader | null
  loadReader: () => void
}

const I18nContext = createContext<I18nValue>({
  locale: defaultLocale,
  catalogue: {},
  reader: null,
  loadReader: () => undefined,
})

async function loadTemplateReader(locale: Locale): Promise<TemplateReader> {
  const [{ localizeMessage, englishTemplates }, hindi] = await Promise.all([
    import('@trellis/contract/i18n/templates'),
    locale === 'hi' ? import('@trellis/contract/i18n/hi-templates') : null,
  ])
  const words = hindi?.hiTemplates ?? englishTemplates
  return { locale, say: (message, catalogue) => localizeMessage(message, locale, catalogue, words) }
}

/** Props of I18nProvider. */
export interface I18nProviderProps {
  /** The page's language. */
  locale: Locale
  /** Its words (empty for English). A missing id falls back to English. */
  catalogue: Catalogue
  children: ReactNode
}

/** Gives the subtree a language and its words. */
export function I18nProvider({ locale, catalogue, children }: I18nProviderProps) {
  const [loaded, setLoaded] = useState<TemplateReader | null>(null)
  const asked = useRef<Locale | null>(null)
  const loadReader = useCallback(() => {
    if (asked.current === locale) return
    asked.current = locale
    // Asked for while a child renders: the provider's state changes after that render.
    queueMicrotask(() => {
      loadTemplateReader(locale).then(setLoaded, () => {
        asked.current = null
      })
    })
  }, [locale])
  const reader = loaded?.locale === locale ? loaded : null
  // Dates and amounts in the page's language (formatDate, formatUsd): set before the children
  // render, and English again once this page is gone (a test that renders several).
  // After a commit that both removed another page and added this one, this page's effect runs
  // after the other's clean-up, so the page's language stays.
  const tag = localeTags[locale]
  setDisplayLocale(tag)
  useEffect(() => {
    setDisplayLocale(tag)
    return () => setDisplayLocale(localeTags.en)
  }, [tag])
  const value = useMemo(
    () => ({ locale, catalogue, reader, loadReader }),
    [locale, catalogue, reader, loadReader],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(I18nContext).locale
}

/** Translates the ids of one English catalogue: `t(id, values)`. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string

/**
 * A hook translating the ids of `english` (whose keys are `${namespace}.${key}` in the catalogue),
 * e.g. `const useUiT = createTranslator('ui', uiEnglish)`.
 */
export function createTranslator<E extends Record<string, string>>(namespace: string, english: E) {
  return function useT(): Translate<keyof E & string> {
    const { locale, catalogue } = useContext(I18nContext)
    return useMemo(
      () => (id, values) =>
        formatMessage(locale, catalogue[`${namespace}.${id}`] ?? english[id] ?? id, values),
      [locale, catalogue],
    )
  }
}

/**
 * The member's words for a message from the contract or the server: by its code when the answer
 * carries one, else by the English words the contract holds (a form's validation message), else
 * by the template it was filled from (a count or a time in it); any other message stays as it is.
 */
export function useMessageText(): (message: string, code?: string) => string {
  const { catalogue, reader, loadReader } = useContext(I18nContext)
  return useMemo(
    () => (message, code) => {
      const known = isMessageCode(code) ? code : messageCodeOf(message)
      if (known) return catalogue[known] ?? englishMessages[known]
      // Perhaps a message with a count or a time (a lock's end, the tries left): said by the
      // template reader, the time in the device's time zone; as sent until it has loaded.
      // Every template holds a number (a count, an amount, a date): other words need no reader.
      if (!/\d/.test(message)) return message
      if (reader) return reader.say(message, catalogue)
      loadReader()
      return message
    },
    [catalogue, reader, loadReader],
  )
}
