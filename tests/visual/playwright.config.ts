// Visual regression of every Storybook story. Run through `pnpm test:visual` (tests/visual/run.mjs),
// which serves storybook-static/, collects the stories and sets VISUAL_BASE_URL and VISUAL_STORIES.
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'

const isCI = process.env.CI === 'true' || process.env.CI === '1'

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // One folder of baselines, named by story, theme and width; no platform suffix, since CI and
  // developers use the same Chromium flags (scripts/chromium.mjs) and fonts shipped with the app.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: './__results__',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: isCI,
  timeout: 60_000,
  globalTeardown: './prune-baselines.ts',
  // CI never writes a baseline: a story without one fails until someone accepts it with
  // `pnpm test:visual:update`. Locally (Playwright's default) a missing baseline is written and
  // the test still fails once, so nobody mistakes a first picture for a passed comparison.
  ...(isCI ? { updateSnapshots: 'none' as const } : {}),
  reporter: [
    [isCI ? 'line' : 'dot'],
    ['html', { outputFolder: './report', open: 'never' }],
    ['./summary-reporter.ts'],
  ],
  expect: {
    // Playwright re-takes a picture until two in a row match; give a loaded CI machine time.
    timeout: 20_000,
    toHaveScreenshot: {
      // Per pixel: 0.01 of pixelmatch's YIQ scale still flags a token moved by a few RGB units
      // (#0f766e to #107a70 is 0.012); 0.05 let #0f766e to #128071 through. Anti-aliased pixels
      // are recognised and ignored by pixelmatch itself, and the ratio absorbs what is left.
      threshold: 0.01,
      maxDiffPixelRatio: 0.0005,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: fileURLToPath(new URL('./freeze.css', import.meta.url)),
    },
  },
  use: {
    browserName: 'chromium',
    baseURL: process.env.VISUAL_BASE_URL,
    launchOptions: chromiumLaunchOptions(),
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
  },
})
