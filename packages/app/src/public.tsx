// The entry of the prerendered public pages (public.html; scripts/prerender.mjs): hydrates the
// login page the server sent, without the router (see public/PublicRoot.tsx). Every other page
// starts from index.html and main.tsx.
import { StrictMode, useLayoutEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { PublicRoot } from './public/PublicRoot'
import { AppTheme } from './theme/ColorSchemeContext'
import { isLocale } from '@trellis/contract'
import { AppI18n } from './i18n/AppI18n'
import { loadCatalogue } from './i18n/catalogue'
import { deviceLocale } from './i18n/device-locale'
import { rememberTyped, replayHeld, takeTypedFields } from './public/hydration'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')
const pathname = window.location.pathname
// A referral link opens Sign-up, whose code (formik, yup) the page preloads with its own (the
// boot's list, scripts/prerender.mjs); LoginPage imports it as it renders the tab.
// The page is already there (the server's HTML and CSS) and this script started after its first
// paint (src/boot.ts). The page was sent in a language (<html lang>, the server's pick): it
// hydrates in that one, with its words loaded first, and then follows the device's choice if that
// differs (a lost cookie). Once live, what the member typed meanwhile is handed to React.
const sent = document.documentElement.lang
const locale = isLocale(sent) ? sent : 'en'
rememberTyped(root)
void loadCatalogue(locale, 'public').then((catalogue) =>
  hydrateRoot(
    root,
    <StrictMode>
      <Live root={root}>
        <AppI18n initial={{ locale, catalogue }} scope="public" follow={deviceLocale()}>
          <AppTheme hydrating>
            <PublicRoot pathname={pathname} />
          </AppTheme>
        </AppI18n>
      </Live>
    </StrictMode>,
  ),
)

/**
 * Makes the page live once hydrated (public/hydration.ts): the typed fields in a microtask queued
 * from the layout effect (a parent's runs after its whole tree's); the held taps and submits a
 * task later. It wraps the page rather than sitting beside it: a sibling would change every
 * useId below (React numbers them by the tree's shape), and the ids would no longer be the
 * prerendered page's (scripts/prerender.mjs renders the page alone).
 */
function Live({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    queueMicrotask(() => takeTypedFields(root))
    const task = setTimeout(() => void replayHeld(root))
    return () => clearTimeout(task)
  }, [root])
  return children
}
