// Playwright's `test` with one browser context per worker instead of one per test: the static
// Storybook's scripts then come from the HTTP cache (and its compiled-code cache) and MSW's
// service worker stays registered, which makes a story load several times faster. Each test still
// gets a fresh page, and storage is emptied before any script of a page runs, so no story sees
// what another left behind.
import { test as base, type BrowserContext } from '@playwright/test'

export const test = base.extend<object, { sharedContext: BrowserContext }>({
  sharedContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: process.env.VISUAL_BASE_URL,
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
        reducedMotion: 'reduce',
      })
      await context.addInitScript(() => {
        try {
          localStorage.clear()
          sessionStorage.clear()
        } catch {
          // opaque origins (about:blank) have no storage
        }
      })
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedContext, baseURL }, use) => {
    await sharedContext.clearCookies()
    const page = await sharedContext.newPage()
    // A page made by hand does not get the config's baseURL: goto with a path needs it.
    const goto = page.goto.bind(page)
    page.goto = (url, options) =>
      goto(baseURL && url.startsWith('/') ? baseURL + url : url, options)
    await use(page)
    await page.close()
  },
})

export { expect } from '@playwright/test'
