// The prerendered login page's first paint (issue 30, and issue 27's Lighthouse loss): it asks for
// no script but the boot, and an English page for no Devanagari face; the app's scripts start
// only once the page is on screen, and, when the page stands as sent, once the member first
// touches it (packages/app/src/boot.ts). A member who types and presses Enter before they arrive
// is signed in once they do, and the password never reaches the address; a tap on the language
// switch before they arrive switches the page once they do. A page the app changes by itself (a
// running session, the system's dark theme, a referral link) starts without a touch.
import {
  bodyBrightness,
  expect,
  expectScriptsAfterFirstPaint,
  setting,
  signInAsRoot,
  test,
} from './fixtures.ts'

test('the first paint asks for the boot only; the scripts come when the page is touched, and no Devanagari face in English', async ({
  page,
  baseURL,
}) => {
  const html = await (await fetch(`${baseURL}/login`)).text()
  const scripts = html.match(/<script\b[^>]*>/g) ?? []
  expect(scripts, 'one script tag: the boot').toHaveLength(1)
  expect(scripts[0]).toMatch(/src="\/assets\/boot-[\w-]+\.js"/)
  expect(html).not.toContain('rel="modulepreload"')

  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  await page.goto('/login')
  // Drawn, and nothing more asked for (500 ms without a request) while nobody touches it.
  await page.waitForLoadState('networkidle')
  const appScripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name) && !/\/boot-/.test(e.name))
        .map((e) => e.name),
    )
  expect(await appScripts(), 'scripts before the page was touched').toEqual([])
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0)
  // A pointer on the page is the first touch: the scripts come and the page goes live.
  await page.getByLabel('User ID').hover()
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
  // Every script but the boot was asked for after the first contentful paint was on screen.
  await expectScriptsAfterFirstPaint(page)
  // The switch's "हिन्दी" is drawn from its 5 KB face, not the Devanagari one.
  await expect(page.getByRole('button', { name: 'हिन्दी' })).toBeVisible()
  expect(fonts.filter((f) => /noto-sans-devanagari/.test(f))).toEqual([])
  expect(
    fonts.some((f) => /language-names-[\w-]+\.woff2$/.test(f)),
    fonts.join('\n'),
  ).toBe(true)

  // The page hydrated as the tree it was prerendered from: React's ids are the server's, so a
  // field's error, drawn by React, is the one its input names (a sibling of the page once made
  // them _R_2rd9_-error against the prerendered input _R_mra_).
  const ids = [...html.matchAll(/<input\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1])
  expect(ids).toHaveLength(2)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  for (const id of ids) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('aria-describedby', `${id}-error`)
    await expect(page.locator(`#${id}-error`)).toHaveText('Please fill all fields.')
  }
})

test('typed and sent before the scripts arrive: held, then signed in, the password never in the address', async ({
  page,
}) => {
  let release: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/public-[\w-]+\.js$/, async (route) => {
    await arrived
    await route.continue()
  })
  const addresses: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url())
  })
  await page.goto('/login')
  await page.getByLabel('User ID').fill(setting('E2E_ROOT_USER_ID').toLowerCase())
  await page.getByLabel('Password', { exact: true }).fill(setting('E2E_ROOT_PASSWORD'))
  await page.getByLabel('Password', { exact: true }).press('Enter')
  // The boot held it (Enter taps the form's default button: the tap is held, and with it the
  // submit), and the page has not gone anywhere.
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveAttribute(
    'data-held-click',
    '1',
  )
  expect(page.url()).toMatch(/\/login$/)

  release()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(addresses.filter((a) => a.includes('?'))).toEqual([])
  expect(addresses.join('\n')).not.toContain(setting('E2E_ROOT_PASSWORD'))
})

test('a tap on the language switch before the scripts arrive switches the page once they do', async ({
  page,
}) => {
  let release: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/public-[\w-]+\.js$/, async (route) => {
    await arrived
    await route.continue()
  })
  await page.goto('/login')
  await page.getByRole('button', { name: 'हिन्दी' }).click()
  await expect(page.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('data-held-click', '1')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  release()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  // Back to English for the specs after this one (the device remembers the choice).
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a page the app changes by itself starts without a touch: a running session, the dark theme', async ({
  page,
}) => {
  // A member signed in on this tab opens /login again: the app takes them to the dashboard.
  await signInAsRoot(page)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/dashboard$/)
  // Signed out, on a device whose system is dark: the page, sent light, turns dark by itself.
  await page.evaluate(() => sessionStorage.clear())
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/login')
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
  await expect.poll(() => bodyBrightness(page)).toBeLessThan(80)
})
