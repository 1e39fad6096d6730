// Which page of the built app answers a path. The public routes (/, /login, /login/{id}) have
// prerendered pages (packages/app/scripts/prerender.mjs writes them into dist/prerendered/), so
// their first paint is the login form itself; every other path gets the app's shell,
// index.html, and the browser renders it.

/** The string the referral page holds in its sponsor field (the app's prerender script's). */
export const REFERRAL_PLACEHOLDER = 'TRELLISREFERRALID'

/**
 * A referral id that may be written into the page as it is: the contract's user id characters
 * (the sign-up schema's pattern), and at least the 7 characters from which the form looks the
 * sponsor up, as the prerendered page does. Anything else gets the shell and the browser renders.
 */
const REFERRAL_ID = /^[A-Za-z0-9_-]{7,32}$/

/** A page file under the app's folder, and the referral id to write into it. */
export interface AppPage {
  file: string
  referralId?: string
}

/** The page for a request URL (path and query), by its path. */
export function appPageFor(url: string): AppPage {
  const path = url.split(/[?#]/, 1)[0] ?? '/'
  if (path === '/' || path === '/login' || path === '/login/') {
    return { file: 'prerendered/login.html' }
  }
  const referral = /^\/login\/([^/]+)\/?$/.exec(path)?.[1]
  if (referral !== undefined) {
    let id: string
    try {
      id = decodeURIComponent(referral)
    } catch {
      return { file: 'index.html' }
    }
    if (REFERRAL_ID.test(id)) return { file: 'prerendered/referral.html', referralId: id }
  }
  return { file: 'index.html' }
}
