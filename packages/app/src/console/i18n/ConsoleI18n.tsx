// The console's words in the page's language (issue 25, issue 27). The console follows the member
// app's language (the device's cookie and localStorage, `<html lang>`); its Hindi words are a
// chunk of their own (./hi.ts), loaded here only, so the member app never downloads them. Until
// they arrive the console stays in the language it had (never a mix of two).
import { useEffect, useState, type ReactNode } from 'react'
import type { Locale } from '@trellis/contract'
import { I18nProvider, useLocale, type Catalogue } from '@trellis/ui'
import { loadCatalogue } from '../../i18n/catalogue'

const loaded = new Map<Locale, Promise<Catalogue>>()

/** The app's words of `locale` with the console's (the same object every time). */
export function loadConsoleCatalogue(locale: Locale): Promise<Catalogue> {
  let pending = loaded.get(locale)
  if (!pending) {
    pending = Promise.all([loadCatalogue(locale), import('./hi')]).then(([app, hi]) => ({
      ...app,
      ...hi.consoleHindi,
    }))
    // A failed load (offline, a new build) may be tried again on the next switch.
    pending.catch(() => loaded.delete(locale))
    loaded.set(locale, pending)
  }
  return pending
}

const english = { locale: 'en' as Locale, catalogue: {} as Catalogue }

/** Gives the console its words in the page's language. */
export function ConsoleI18n({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const [current, setCurrent] = useState(english)
  useEffect(() => {
    if (locale === 'en') {
      setCurrent(english)
      return
    }
    let live = true
    loadConsoleCatalogue(locale)
      .then((catalogue) => {
        if (live) setCurrent({ locale, catalogue })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [locale])
  return (
    <I18nProvider locale={current.locale} catalogue={current.catalogue}>
      {children}
    </I18nProvider>
  )
}
