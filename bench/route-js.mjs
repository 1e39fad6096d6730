// Measures the JavaScript a route really loads: opens it in Chromium on a cold cache, moves the
// pointer onto it, records every script response (entry, modulepreloads, lazy route chunks) until
// the network is idle, and gzips each file's bytes the way a server would.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../scripts/chromium.mjs'

/**
 * @param {string} url the route to open
 * @param {{ sessionKey?: string, session?: unknown, viewport?: { width: number, height: number }, locale?: string }} [options]
 *   session: saved in sessionStorage under sessionKey before the route opens (member routes);
 *   locale: the device's language (its cookie, as the app's switch writes it; issue 27)
 * @returns {Promise<{ files: Array<{ path: string, raw: number, gzip: number }>, raw: number, gzip: number, finalUrl: string }>}
 */
export async function measureRouteJs(url, options = {}) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const context = await browser.newContext({
      viewport: options.viewport ?? { width: 390, height: 844 },
      serviceWorkers: 'block',
    })
    if (options.locale) {
      await context.addCookies([
        { name: 'trellis-locale', value: options.locale, url: new URL(url).origin },
      ])
    }
    if (options.session !== undefined && options.sessionKey) {
      const origin = new URL(url).origin
      await context.addInitScript(
        ({ key, value, origin: wanted }) => {
          if (location.origin === wanted) sessionStorage.setItem(key, value)
        },
        { key: options.sessionKey, value: JSON.stringify(options.session), origin },
      )
    }
    const page = await context.newPage()
    const scripts = new Map()
    page.on('response', async (response) => {
      const request = response.request()
      const isScript =
        request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname)
      if (!isScript || response.status() !== 200) return
      scripts.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // The login page starts its scripts at the member's first touch (packages/app/src/boot.ts):
    // a pointer on the page, so the figure is what a member downloads to use it, not only to see it.
    await page.mouse.move(20, 20)
    // Lazy route modules are requested only after the entry has run; on a busy machine that can
    // be after networkidle. Wait for the screen's heading, then until no new script arrives.
    await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined)
    for (let seen = -1; seen !== scripts.size;) {
      seen = scripts.size
      await page.waitForTimeout(1_000)
      await page.waitForLoadState('networkidle')
    }
    const files = []
    for (const [fileUrl, pending] of scripts) {
      const body = await pending
      files.push({
        path: new URL(fileUrl).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })
    }
    files.sort((a, b) => b.gzip - a.gzip)
    return {
      files,
      raw: files.reduce((sum, f) => sum + f.raw, 0),
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
      finalUrl: page.url(),
    }
  } finally {
    await browser.close()
  }
}
