// The entry of the prerendered public pages (public.html; scripts/prerender.mjs): hydrates the
// login page the server sent, without the router (see public/PublicRoot.tsx). Every other page
// starts from index.html and main.tsx.
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { PublicRoot } from './public/PublicRoot'
import { referralIdOf } from './public/navigation'
import { AppTheme } from './theme/ColorSchemeContext'
import { isLocale } from '@trellis/contract'
import { AppI18n } from './i18n/AppI18n'
import { loadCatalogue } from './i18n/catalogue'
import { deviceLocale } from './i18n/device-locale'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')
const pathname = window.location.pathname
// A referral link opens Sign-up, whose code (formik, yup) loads with it: start it now.
if (referralIdOf(pathname)) void import('./screens/Login/SignupForm')
// After the first paint: the page is already there (the server's HTML and CSS), so the form is
// the first paint even where the scripts arrive before the browser has drawn a frame (a module
// script may run before the first paint, and hydrating is the page's longest task).
// The page was sent in a language (<html lang>, the server's pick): it hydrates in that one, with
// its words loaded first, and then follows the device's choice if that differs (a lost cookie).
const sent = document.documentElement.lang
const locale = isLocale(sent) ? sent : 'en'
const words = loadCatalogue(locale, 'public')
requestAnimationFrame(() =>
  setTimeout(
    () =>
      void words.then((catalogue) =>
        hydrateRoot(
          root,
          <StrictMode>
            <AppI18n initial={{ locale, catalogue }} scope="public" follow={deviceLocale()}>
              <AppTheme hydrating>
                <PublicRoot pathname={pathname} />
              </AppTheme>
            </AppI18n>
          </StrictMode>,
        ),
      ),
  ),
)
