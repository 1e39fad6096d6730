// The language this device remembers (issue 27): localStorage for the app, and a cookie the
// server reads to send the prerendered login page already in that language (no flash of English).
import { DEVICE_STORAGE_KEYS, isLocale, type Locale } from '@trellis/contract'

/** Kept by a logout. */
const STORAGE_KEY = DEVICE_STORAGE_KEYS.locale
/** The cookie the server reads (packages/server/src/http/app-pages.ts, LOCALE_COOKIE). */
export const LOCALE_COOKIE = 'trellis-locale'
/** A choice made on this page visit (the login page's switch): the member is told on sign-in. */
const CHOSEN_KEY = 'trellis.locale.chosen'

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    // Storage refused (private mode, a sandboxed frame): the device remembers nothing.
    return null
  }
}

/** The language the device remembers, if any. */
export function deviceLocale(): Locale | null {
  const stored = read(() => localStorage, STORAGE_KEY)
  return isLocale(stored) ? stored : null
}

/** The language chosen on this visit before signing in, if any. */
export function chosenThisVisit(): Locale | null {
  const chosen = read(() => sessionStorage, CHOSEN_KEY)
  return isLocale(chosen) ? chosen : null
}

/** Forgets the visit's choice (the member's profile now has it). */
export function forgetChosenThisVisit(): void {
  try {
    sessionStorage.removeItem(CHOSEN_KEY)
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * Remembers `locale` on the device and sets `<html lang>`. `isChoice`: the member pressed the
 * switch (rather than the app following the member's profile).
 */
export function rememberLocale(locale: Locale, isChoice: boolean): void {
  document.documentElement.lang = locale
  try {
    localStorage.setItem(STORAGE_KEY, locale)
    if (isChoice) sessionStorage.setItem(CHOSEN_KEY, locale)
  } catch {
    // The page still switches; the next visit starts in the page's language.
  }
  // A year, the whole site, never sent to other sites; it holds a language code only.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
}

/** The language a page starts in: the device's, else the one the page was sent in. */
export function startLocale(): Locale {
  const sent = document.documentElement.lang
  return deviceLocale() ?? (isLocale(sent) ? sent : 'en')
}
