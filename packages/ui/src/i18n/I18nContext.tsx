// The language of the page and its loaded catalogue (issue 27). English needs no catalogue:
// each package's English words are the fallback its translator holds, so an English page loads
// no language bytes; another language puts its whole (lazily loaded) catalogue here.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import {
  defaultLocale,
  englishMessages,
  formatMessage,
  isMessageCode,
  localizeMessage,
  messageCodeOf,
  type Locale,
  type MessageValues,
} from '@trellis/contract'

/** A language's words by message id (`ui.…`, `app.…` and the contract's codes). */
export type Catalogue = Readonly<Record<string, string>>

interface I18nValue {
  locale: Locale
  catalogue: Catalogue
}

const I18nContext = createContext<I18nValue>({ locale: defaultLocale, catalogue: {} })

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
  const value = useMemo(() => ({ locale, catalogue }), [locale, catalogue])
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
 * carries one, else by the English words the contract holds (a form's validation message); a
 * message the contract does not know stays as it is.
 */
export function useMessageText(): (message: string, code?: string) => string {
  const { locale, catalogue } = useContext(I18nContext)
  return useMemo(
    () => (message, code) => {
      const known = isMessageCode(code) ? code : messageCodeOf(message)
      if (known) return catalogue[known] ?? englishMessages[known]
      // A message with a count or a time (a lock's end, the tries left): the catalogue's
      // template, the time in the device's time zone.
      return localizeMessage(message, locale, catalogue)
    },
    [locale, catalogue],
  )
}
