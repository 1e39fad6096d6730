// Every Docs page of the static Storybook build, checked for truth: `pnpm test:docs` (run.mjs;
// build it first with `pnpm build-storybook`). global-setup.ts serves storybook-static/ and sets
// DOCS_BASE_URL; docs-pages.spec.ts makes one test per Docs page of its index.json.
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'

const isCI = process.env.CI === 'true' || process.env.CI === '1'

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: './__results__',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Like the visual run (tests/visual/playwright.config.ts): pages mostly wait, so three at once.
  workers: 3,
  retries: 0,
  forbidOnly: isCI,
  timeout: 90_000,
  reporter: [
    [isCI ? 'line' : 'dot'],
    // run.mjs reads which pages passed from it (tests/visual/affected.mjs).
    ...(process.env.DOCS_OUTCOME
      ? [['json', { outputFile: process.env.DOCS_OUTCOME }] as const]
      : []),
  ],
  use: {
    browserName: 'chromium',
    baseURL: process.env.DOCS_BASE_URL,
    launchOptions: chromiumLaunchOptions(),
    // Wide and tall enough for a Docs page's column; iframes further down are scrolled to.
    viewport: { width: 1280, height: 900 },
    // As the visual run does: skeletons, spinners and the ticker then hold still. Left running,
    // a Docs page's animations kept Chromium busy (a Dashboard page at rest: 1.88 s of CPU in
    // 5 s, against 0.17 s), and the Screens pages took 161 s of CPU instead of 143 s.
    contextOptions: { reducedMotion: 'reduce' },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
  },
})
