// Finds a Chromium for Playwright, Vitest browser mode and Lighthouse.
// CHROMIUM_PATH wins; then the system's Chromium; then Playwright's own download. The tests' browsers
// run in the headless shell where there is one (CHROMIUM_SHELL_PATH, or Debian's).
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

// Debian's chromium-headless-shell: the same Blink and the same version as its chromium, without
// the browser around it (what Playwright itself runs for headless tests). The binary first: the
// /usr/bin wrapper is a shell script that stays as the browser's parent.
const shellPaths = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell']

/**
 * The headless shell the tests' browsers run in: CHROMIUM_SHELL_PATH (`none`: none, the full
 * Chromium then), else Debian's. Measured on the 2-core machine, one sitting, the same checks:
 * the visual step 525 -> 416 s of CPU, the Docs step 161 -> 109 s, end-to-end 211 -> 155 s.
 * @returns {string | undefined}
 */
export function findChromiumShell() {
  const fromEnv = process.env.CHROMIUM_SHELL_PATH
  if (fromEnv === 'none') return undefined
  if (fromEnv) return fromEnv
  return shellPaths.find((path) => existsSync(path))
}

/**
 * Launch options for Playwright's chromium.launch() in the tests: the headless shell when there is
 * one, else the full Chromium (`findChromium`; Lighthouse always takes that one). The visual
 * baselines are pictures of the shell: `browserLabel` tells which one a run used.
 */
export function chromiumLaunchOptions() {
  const executablePath = findChromiumShell() ?? findChromium()
  return { ...(executablePath ? { executablePath } : {}), args: chromiumArgs }
}

/**
 * A browser's version as the visual baselines record it: `156.0.8078.108 headless shell` for the
 * shell (Playwright's own download is one too, when no executable is given), else the version.
 * @param {string} version what browser.version() said
 * @param {{ executablePath?: string }} options the launch options it was started with
 */
export function browserLabel(version, options) {
  const shell = !options.executablePath || /headless[_-]shell/.test(options.executablePath)
  return shell ? `${version} headless shell` : version
}
