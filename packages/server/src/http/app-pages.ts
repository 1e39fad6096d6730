// Which page of the built app answers a path. The public routes (/, /login, /login/{id}) have
// prerendered pages (packages/app/scripts/prerender.mjs writes them into dist/prerendered/), so
// their first paint is the login form itself; every other path gets the app's shell,
// index.html, and the browser renders it.
import { isLocale, localeFromAcceptLanguage, type Locale } from '@trellis/contract'

/** The string the referral page holds in its sponsor field (the app's prerender script's). */
export const REFERRAL_PLACEHOLDER = 'TRELLISREFERRALID'

/**
 * A referral id that may be written into the page as it is: the contract's user id characters
 * (the sign-up schema's pattern), and at least the 7 characters from which the form looks the
 * sponsor up, as the prerendered page does. Anything else gets the shell and the browser renders.
 */
const REFERRAL_ID = /^[A-Za-z0-9_-]{7,32}$/

/**
 * Whether a path names a file (its last segment has an extension: /favicon.ico, /assets/x.js)
 * rather than a route of the app (no route or user id has a dot; a page, .html, is the app's). A file the build lacks is a 404:
 * answering the app's HTML for an icon, a script or a manifest gives the browser a page it cannot use.
 */
export function isFilePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '/'
  const ext = /\.([A-Za-z0-9]+)$/.exec(path.slice(path.lastIndexOf('/') + 1))?.[1]
  return ext !== undefined && ext.toLowerCase() !== 'html'
}

/** A page file under the app's folder, and the referral id to write into it. */
export interface AppPage {
  file: string
  referralId?: string
  /** A light member shell for a device whose app said it shows light (even on a dark system). */
  light?: boolean
}

/** The cookie the app writes with the device's language (the app's device-locale.ts). */
const LOCALE_COOKIE = 'trellis-locale'
const localeCookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`)

/**
 * The language of a visitor's public page (issue 27): the device's choice (its cookie), else the
 * browser's Accept-Language, else English. The prerendered pages exist in every language, so the
 * first paint is already in it (no flash of English before the app switches).
 */
export function pageLocaleOf(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const cookie = localeCookie.exec(headers.cookie ?? '')?.[1]
  if (isLocale(cookie)) return cookie
  return localeFromAcceptLanguage(headers['accept-language'])
}

/** The cookie the app writes with the colour scheme it shows (the app's use-color-scheme.ts). */
const THEME_COOKIE = 'trellis-theme'
const themeCookie = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)`)

/** The scheme the device's app showed last (its cookie), or null when it has not said. */
export function pageSchemeOf(headers: { cookie?: string }): 'light' | 'dark' | null {
  const scheme = themeCookie.exec(headers.cookie ?? '')?.[1]
  return scheme === 'light' || scheme === 'dark' ? scheme : null
}

/**
 * A member route that may have a shell: one or more segments of letters (the build writes one
 * for each route of the member layout without a parameter), so no path can name another file.
 */
const MEMBER_PATH = /^(\/[A-Za-z]+)+$/

/** A prerendered page's file in `locale` (English keeps the plain name). */
function prerendered(name: string, locale: Locale): string {
  return locale === 'en' ? `prerendered/${name}.html` : `prerendered/${name}.${locale}.html`
}

/**
 * The page for a request URL (path and query), by its path, in the visitor's language. A member
 * route's page is its shell (packages/app/scripts/prerender.mjs) in the scheme the device's app
 * said it shows (its cookie), else the light one; the caller answers index.html where the build
 * has none.
 */
export function appPageFor(
  url: string,
  locale: Locale = 'en',
  scheme: 'light' | 'dark' | null = null,
): AppPage {
  const path = url.split(/[?#]/, 1)[0] ?? '/'
  if (path === '/' || path === '/login' || path === '/login/') {
    return { file: prerendered('login', locale) }
  }
  const referral = /^\/login\/([^/]+)\/?$/.exec(path)?.[1]
  if (referral !== undefined) {
    let id: string
    try {
      id = decodeURIComponent(referral)
    } catch {
      return { file: 'index.html' }
    }
    if (REFERRAL_ID.test(id)) return { file: prerendered('referral', locale), referralId: id }
  }
  const member = path.replace(/\/$/, '')
  if (MEMBER_PATH.test(member)) {
    if (scheme === 'dark') return { file: prerendered(`member${member}.dark`, locale) }
    const file = prerendered(`member${member}`, locale)
    return scheme === 'light' ? { file, light: true } : { file }
  }
  return { file: 'index.html' }
}
