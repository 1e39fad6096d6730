// One Lighthouse 12 run (mobile preset, performance only) with the local Chromium, through
// chrome-launcher and a puppeteer page so a member route can be measured with its session in
// place (the app keeps the session in the tab's sessionStorage, which a new tab would not have).
import { createRequire } from 'node:module'
import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import lighthouse from 'lighthouse'
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs'

// chrome-launcher and puppeteer-core come with lighthouse; resolve them from its folder.
const fromLighthouse = createRequire(
  realpathSync(createRequire(import.meta.url).resolve('lighthouse')),
)
const load = (name) => import(pathToFileURL(fromLighthouse.resolve(name)).href)

/**
 * @param {string} url the route to measure
 * @param {{ sessionKey?: string, session?: unknown }} [options] a session to save in the tab first
 * @returns {Promise<{ score: number, lcpMs: number, tbtMs: number, cls: number, finalUrl: string }>}
 */
export async function runLighthouse(url, options = {}) {
  const chromePath = findChromium()
  if (!chromePath) throw new Error('no Chromium found: set CHROMIUM_PATH')
  const { launch } = await load('chrome-launcher')
  const puppeteer = (await load('puppeteer-core')).default
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  })
  let browser
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const page = await browser.newPage()
    const hasSession = options.session !== undefined && options.sessionKey
    if (hasSession) {
      // The session is saved from a page of the origin that runs no script (the app's icon). It
      // was /login until it stopped hydrating untouched (issue 30): its React had run in the
      // same renderer just before, and each member route was measured with V8's compilations of
      // the shared chunks still in memory (cleared cache or not), scoring 15–25 points higher.
      await page.goto(new URL('/favicon.svg', url).href)
      await page.evaluate(
        (key, value) => sessionStorage.setItem(key, value),
        options.sessionKey,
        JSON.stringify(options.session),
      )
      // disableStorageReset below also skips Lighthouse's cache clearing: cleared here, so a
      // member route is measured on a cold cache like /login.
      const cdp = await page.createCDPSession()
      await cdp.send('Network.clearBrowserCache')
      await cdp.detach()
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        // Keeps the session saved above (the HTTP cache was cleared above).
        disableStorageReset: Boolean(hasSession),
      },
      undefined,
      page,
    )
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      finalUrl: lhr.finalDisplayedUrl,
    }
  } finally {
    await browser?.disconnect().catch(() => undefined)
    chrome.kill()
  }
}
