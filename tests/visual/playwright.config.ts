// Visual regression of every Storybook story. Run through `pnpm test:visual` (tests/visual/run.mjs),
// which serves storybook-static/, collects the stories and sets VISUAL_BASE_URL and VISUAL_STORIES.
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { allowance, shotOptions } from './screenshot-options.ts'

const isCI = process.env.CI === 'true' || process.env.CI === '1'

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // One folder of baselines, named by story, theme and width; no platform suffix, since CI and
  // developers use the same Chromium flags (scripts/chromium.mjs) and fonts shipped with the app.
  // VISUAL_SCREENSHOTS_DIR points at another folder (the accept test works on a copy).
  snapshotPathTemplate: `${process.env.VISUAL_SCREENSHOTS_DIR ?? '{testDir}/__screenshots__'}/{arg}{ext}`,
  // The self-checks (tests/visual/checks) keep their results apart from a developer's run.
  outputDir: process.env.VISUAL_RESULTS_DIR ?? './__results__',
  fullyParallel: true,
  // A worker spends most of its time waiting for a render to settle, not computing: on the 2-core
  // machine, 8 screen files took 74.5 s with 2 workers and 57.2 s with 3, for the same CPU time
  // (33 s; 51.6 s with 4, one run after the other).
  workers: 3,
  // CI tries a failed test once more, in a fresh worker, and the summary names every test that
  // passed only then (FLAKY, repeated by `npm test` next to its summary): a race is reported, and
  // one slow moment of a shared machine does not refuse a submission. A real change fails twice.
  // VISUAL_RETRIES overrides it (the self-checks' deliberate failures need no second try).
  retries: Number(process.env.VISUAL_RETRIES ?? (isCI ? 1 : 0)),
  forbidOnly: isCI,
  timeout: 60_000,
  globalTeardown: './prune-baselines.ts',
  // CI never writes a baseline: a story without one fails until someone accepts it with
  // `pnpm test:visual:update`. Locally (Playwright's default) a missing baseline is written and
  // the test still fails once, so nobody mistakes a first picture for a passed comparison.
  ...(isCI ? { updateSnapshots: 'none' as const } : {}),
  // The summary reporter prints the progress and a short list of what changed, and writes
  // report/index.html (changed pictures first); Playwright's full report goes beside it.
  // run.mjs moves the previous run's report to report-previous/ first.
  reporter: [
    ['./summary-reporter.ts'],
    [
      'html',
      {
        outputFolder: `${process.env.VISUAL_REPORT_DIR ?? fileURLToPath(new URL('./report', import.meta.url))}/playwright`,
        open: 'never',
      },
    ],
    // run.mjs reads which story files passed from it (tests/visual/affected.mjs).
    ...(process.env.VISUAL_OUTCOME
      ? [['json', { outputFile: process.env.VISUAL_OUTCOME }] as const]
      : []),
  ],
  expect: {
    // Playwright re-takes a picture until two in a row match; give a loaded CI machine time.
    timeout: 20_000,
    toHaveScreenshot: { ...allowance, ...shotOptions },
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
