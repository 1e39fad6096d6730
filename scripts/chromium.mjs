// Finds a Chromium for Playwright, Vitest browser mode and Lighthouse.
// CHROMIUM_PATH wins; then the system's Chromium; then Playwright's own download.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

/** Flags that keep headless Chromium quiet on a closed network and as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--disable-font-subpixel-positioning',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
]

const systemPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

/** @returns {string | undefined} the path of a Chromium executable, if one is found */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) return fromEnv
  for (const path of systemPaths) if (existsSync(path)) return path
  try {
    const require = createRequire(import.meta.url)
    const { chromium } = require('playwright')
    const path = chromium.executablePath()
    if (path && existsSync(path)) return path
  } catch {
    // playwright not installed yet, or no browser downloaded
  }
  return undefined
}

/** Launch options for Playwright's chromium.launch(). */
export function chromiumLaunchOptions() {
  const executablePath = findChromium()
  return { ...(executablePath ? { executablePath } : {}), args: chromiumArgs }
}
