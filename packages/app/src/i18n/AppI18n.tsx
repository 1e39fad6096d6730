// The page's language and the switch (issue 27): the provider of the words, `<html lang>`, the
// device's memory. A switch shows the new language only once its words have arrived, so the page
// never shows a mix.
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
import type { Locale } from '@trellis/contract'
import { I18nProvider, type Catalogue } from '@trellis/ui'
import { loadCatalogue, type CatalogueScope } from './catalogue'
import { rememberLocale } from './device-locale'

/** A language with its loaded words. */
export interface LoadedLocale {
  locale: Locale
  catalogue: Catalogue
}

interface LocaleSwitch {
  locale: Locale
  /**
   * Switches the page (`isChoice`: the member pressed the switch; `scope`: 'member' once the
   * member app is there, whose words then load too).
   */
  setLocale: (locale: Locale, isChoice?: boolean, scope?: CatalogueScope) => Promise<void>
}

const LocaleSwitchContext = createContext<LocaleSwitch>({
  locale: 'en',
  setLocale: () => Promise.resolve(),
})

/** The page's language and the way to change it. */
export function useLocaleSwitch(): LocaleSwitch {
  return useContext(LocaleSwitchContext)
}

/** Props of AppI18n. */
export interface AppI18nProps {
  /** The language the page starts in, already loaded (main.tsx and public.tsx wait for it). */
  initial: LoadedLocale
  /** The words `initial` holds: a public page's only, or the member app's too (the default). */
  scope?: CatalogueScope
  /** A language to switch to once the page is there (the device's, when the page was sent in another). */
  follow?: Locale | null
  children: ReactNode
}

/** Gives the app its language. */
export function AppI18n({ initial, scope = 'member', follow, children }: AppI18nProps) {
  const [current, setCurrent] = useState(initial)
  const scopeRef = useRef(scope)
  const setLocale = useCallback(async (locale: Locale, isChoice = false, next?: CatalogueScope) => {
    if (next) scopeRef.current = next
    const catalogue = await loadCatalogue(locale, scopeRef.current)
    rememberLocale(locale, isChoice)
    setCurrent({ locale, catalogue })
  }, [])
  useEffect(() => {
    if (follow && follow !== initial.locale) void setLocale(follow).catch(() => undefined)
  }, [follow, initial.locale, setLocale])
  const value = useMemo(() => ({ locale: current.locale, setLocale }), [current.locale, setLocale])
  return (
    <LocaleSwitchContext.Provider value={value}>
      <I18nProvider locale={current.locale} catalogue={current.catalogue}>
        {children}
      </I18nProvider>
    </LocaleSwitchContext.Provider>
  )
}
