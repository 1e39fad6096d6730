// How a picture is taken and compared: one place for playwright.config.ts (toHaveScreenshot),
// stories.spec.ts (its byte-for-byte shortcut, which must take the same picture and apply the same
// allowance) and tests/docs (a Docs frame against its story's picture).
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/** How each picture is taken. */
export const shotOptions = {
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
  stylePath: fileURLToPath(new URL('./freeze.css', import.meta.url)),
} as const

/**
 * What a picture may differ by. Per pixel: 0.005 of pixelmatch's YIQ scale flags a colour moved by
 * about 2 RGB units (0.01 needed 3 or more; 0.05 let #0f766e to #128071 through). Anti-aliased
 * pixels are recognised and ignored by pixelmatch itself, but not all: the rounded corners of the
 * log-in page's inputs at 1280 px in dark came out 5 pixels apart twice in a row in a clean-clone
 * run (and 5 in earlier runs), so 4 turned a raster's wobble into a red CI. The allowance is a few
 * pixels, not a share of the picture: a 133-pixel icon changed colour passed under 0.05 % of a
 * full page; the self-checks (checks/) still catch a token moved by 2 RGB units and 2 px of padding.
 */
export const allowance = { threshold: 0.005, maxDiffPixels: 8 } as const

/** Playwright's own PNG comparison (what toHaveScreenshot runs), through @playwright/test. */
type Comparator = (actual: Buffer, expected: Buffer, options: object) => unknown
const require = createRequire(createRequire(import.meta.url).resolve('@playwright/test'))
const compareScreenshots = (
  require('playwright-core/lib/coreBundle') as {
    utils: { getComparator(type: string): Comparator }
  }
).utils.getComparator('image/png')

/**
 * Whether two pictures are the same within the allowance: byte for byte first (Chromium encodes
 * the same pixels to the same PNG: no decoding, no pixelmatch), else with toHaveScreenshot's
 * comparator.
 */
export function samePicture(actual: Buffer, expected: Buffer): boolean {
  return actual.equals(expected) || !compareScreenshots(actual, expected, allowance)
}
