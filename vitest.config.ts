import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectConfiguration } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

const root = dirname(fileURLToPath(import.meta.url))

/**
 * The projects named on the command line (`--project server`), or none when all run. Storybook's
 * plugin indexes every story file when its project is configured, selected or not: 2.3 s of CPU
 * on each `vitest run --project server|unit` (5.0 s against 2.7 s for one small file, cg), three
 * such runs in `npm test`. So its project is configured only when it may run.
 */
function namedProjects(argv: string[]) {
  return argv.flatMap((arg, i) =>
    arg === '--project' ? [argv[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
  )
}
const named = namedProjects(process.argv)
// A pattern or an exclusion (`--project '!server'`) may select it too.
const storiesMayRun =
  named.length === 0 ||
  named.some((name) => name === 'storybook' || name.includes('*') || name.startsWith('!'))

/** Every story as a test in headless Chromium: render, play, accessibility. */
const storybookProject: TestProjectConfiguration = {
  plugins: [storybookTest({ configDir: join(root, '.storybook') })],
  publicDir: join(root, 'packages/app/public'),
  // Pre-bundled up front: discovering it mid-run on a cold cache reloads and fails the run.
  // Packages' own dependencies are named through the package that has them (Vite's
  // `a > b`): from the root they would not resolve, and Vite would only warn.
  optimizeDeps: {
    include: [
      'swr/mutation',
      'swr',
      '@trellis/ui > qrcode.react',
      '@trellis/app > formik',
      '@trellis/contract > yup',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
    },
  },
}

export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic and React components in Node (jsdom where a file asks for it).
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'node',
          // Worker threads instead of child processes: the same 411 tests in 51 s of CPU instead
          // of 57 s (cg, one after the other). Each file still gets its own module graph.
          pool: 'threads',
          // Files share one module graph per worker (react, styled-components, msw, the contract
          // imported once): 50.5 s -> 19.6 s of CPU for the same 413 tests (cg, one after the
          // other). Nothing a file leaves may reach the next: each jsdom file gets its own window
          // and the session writes to the window of the moment (api-client storage.ts); a file
          // that needs to replace a module answers through MSW instead of vi.mock.
          isolate: false,
          // A limit for a hung test, not a slow one, sized as the server project's: from a test's
          // CPU at an eighth of a core. jsdom renders of whole forms take a second or two of CPU;
          // beside two CPU hogs and three other steps (load ~39) a console test took 33 s, the
          // language switch 20 s and the layer lint 79 s, over the 20 s this was. Testing
          // Library's waits get 100 s under it (tests/setup/unit.ts); the tests that start
          // processes or type-check every story file set their own (npm-test-steps, controls).
          testTimeout: 120_000,
          include: [
            'packages/{contract,api-client,ui,app}/src/**/*.test.{ts,tsx}',
            // Checks over the story files themselves (their metas, not their rendering).
            'stories/**/*.test.ts',
            // The `npm test` runner, the Chromatic script and the docs' links: no database, so
            // they run once here rather than once per database in the server project.
            'tests/scripts/*.test.ts',
          ],
          setupFiles: [join(root, 'tests/setup/unit.ts')],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'packages/server/src/**/*.test.ts',
            'packages/server/test/**/*.test.ts',
            // The mocks-versus-server story (tests/parity): it needs the server's test database.
            'tests/parity/*.test.ts',
          ],
          // Limits for a hung test, not a slow one. Every test without a limit of its own needs a
          // few seconds of CPU at most (the longest took 3.4 s of wall on the loaded 2-core
          // machine); the ones that start real processes or loop over a year of database work set
          // their own, sized from their CPU at an eighth of a core (the share a CI run's server
          // step got), and wait on progress within it (test/helpers/progress.ts). Raising these
          // for all would only make a hung test fail later.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One migrated database template per run; each file starts on its own copy.
          globalSetup: [join(root, 'packages/server/test/helpers/global-setup.ts')],
          // Property tests draw the same cases every run (FC_SEED=random explores).
          // Secrets are hashed at argon2id's lowest costs in the suite's own process (cheap-hashing.ts).
          setupFiles: [
            join(root, 'packages/server/test/helpers/fast-check-seed.ts'),
            join(root, 'packages/server/test/helpers/cheap-hashing.ts'),
          ],
          // Each file gets its own database; files run one after another to keep the 2 cores calm.
          fileParallelism: false,
          // Files share one module graph instead of importing fastify, drizzle and the server
          // again for each (measured: 309 s wall and 163 s CPU isolated, 240 s and 106 s not, one
          // after the other on the 2-core machine). Nothing of a file's outlives it: each makes
          // its own app on its own database and closes it (test/helpers/app.ts).
          isolate: false,
        },
      },
      ...(storiesMayRun ? [storybookProject] : []),
    ],
  },
})
