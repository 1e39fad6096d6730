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
  await expectLoginWithinBudget(`${baseURL}/login`)
})

test(`/login in Hindi stays within the same budget, its words included (issue 27)`, async ({
  baseURL,
}) => {
  const files = await expectLoginWithinBudget(`${baseURL}/login`, 'hi')
  // The Hindi words were loaded (lazy chunks named after src/i18n/hi.ts and its siblings).
  expect(files.filter((p) => /\/assets\/hi-[\w-]+\.js$/.test(p)).length, files.join('\n')).toBe(3)
})

/** Measures /login (in `locale`, by the device's cookie) against the budget; its files. */
async function expectLoginWithinBudget(url: string, locale?: string): Promise<string[]> {
  const js = await measureRouteJs(url, locale ? { locale } : {})
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
  // The operator console (issue 25) is its own lazy bundle: none of its chunks (named console-…
  // by packages/app/vite.config.ts) is loaded by the member's first screen.
  expect(
    js.files.filter((f) => /\/assets\/console-/.test(f.path)).map((f) => f.path),
    listing,
  ).toEqual([])
  // English pays nothing for Hindi: no catalogue chunk on an English page.
  if (!locale)
    expect(
      js.files.filter((f) => /\/assets\/hi-/.test(f.path)),
      listing,
    ).toEqual([])
  return js.files.map((f) => f.path)
}

test('the console at /ops loads its own chunks, which the name check above looks for', async ({
  baseURL,
}) => {
  // Without this, a renamed chunk would make the check above pass for the wrong reason.
  const js = await measureRouteJs(`${baseURL}/ops/sign-in`, {
    viewport: { width: 1280, height: 800 },
  })
  const paths = js.files.map((f) => f.path)
  expect(new URL(js.finalUrl).pathname).toBe('/ops/sign-in')
  expect(
    paths.some((p) => /\/assets\/console-ConsoleApp-[\w-]+\.js$/.test(p)),
    paths.join('\n'),
  ).toBe(true)
  expect(
    paths.some((p) => /\/assets\/console-SignInScreen-[\w-]+\.js$/.test(p)),
    paths.join('\n'),
  ).toBe(true)
})
