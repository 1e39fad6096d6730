// How a picture is taken and compared: one place for playwright.config.ts (toHaveScreenshot) and
// stories.spec.ts (its byte-for-byte shortcut, which must take the same picture and apply the same
// allowance).
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
 * pixels are recognised and ignored by pixelmatch itself. The allowance is a few pixels, not a
 * share of the picture: a 133-pixel icon changed colour passed under 0.05 % of a full page.
 */
export const allowance = { threshold: 0.005, maxDiffPixels: 4 } as const
