// The size budget (issue 13): the gzipped JavaScript a member's phone downloads to open /login
// (entry, modulepreloads and the lazy route modules, as bench/route-js.mjs records them in a cold
// Chromium) stays within budget. Bytes only, never timings, so it cannot wobble; it reads the app
// the e2e server serves, the one build of `npm test`'s app build step.
import { budgets } from '../../bench/budgets.mjs'
import { measureRouteJs } from '../../bench/route-js.mjs'
import { expect, test } from './fixtures.ts'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

test(`/login loads at most ${budgets.loginJsGzipKb} KB of gzipped JavaScript`, async ({
  baseURL,
}) => {
  const js = await measureRouteJs(`${baseURL}/login`)
  const listing = js.files.map((f) => `${kb(f.gzip).padStart(9)}  ${f.path}`).join('\n')
  // The measurement saw the app start (React and the login screen), so a broken page cannot pass.
  expect(new URL(js.finalUrl).pathname).toBe('/login')
  expect(
    js.files.some((f) => /\/assets\/react-[\w-]+\.js$/.test(f.path)),
    listing,
  ).toBe(true)
  expect(
    js.files.some((f) => /\/assets\/LoginPage-[\w-]+\.js$/.test(f.path)),
    listing,
  ).toBe(true)
  expect(
    js.gzip,
    `/login loads ${kb(js.gzip)} gzipped (budget ${budgets.loginJsGzipKb} KB):\n${listing}`,
  ).toBeLessThanOrEqual(budgets.loginJsGzipKb * 1024)
})
