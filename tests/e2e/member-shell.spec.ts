// A member route's first paint is its shell (issue 30; packages/app/scripts/prerender.mjs): the
// screen as it stands before the member's data, sent by the server and drawn before any of the
// app's scripts, which start only after that paint. It is inert until the app replaces it with
// the member's data, and then the page answers taps (the boot holds nothing on a shell). A device
// whose app shows the dark scheme gets the dark shell; one that shows light gets the light one
// even on a dark system (the scheme's cookie).
import type { Page } from '@playwright/test'
import {
  bodyBrightness,
  expect,
  expectScriptsAfterFirstPaint,
  signInAsRoot,
  test,
} from './fixtures.ts'

/** The scheme the app last told the server it shows (its cookie), if any. */
async function themeCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'trellis-theme')?.value
}

test("a member route is drawn at once as its shell; the app replaces it and answers taps; the scheme's cookie picks it", async ({
  page,
}) => {
  await signInAsRoot(page)

  // The app's entry is held back: what the member sees meanwhile is the server's page alone.
  let release: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await arrived
    await route.continue()
  })
  await page.goto('/wallet/fundTransfer', { waitUntil: 'domcontentloaded' })
  const shell = page.locator('#root[data-shell] > [inert]')
  await expect(shell).toHaveCount(1)
  await expect(shell.getByRole('heading', { name: 'Fund Transfer' })).toBeVisible()
  await expect(shell.getByText('Recipient user ID')).toBeVisible()
  await expect(page).toHaveTitle('Fund Transfer · Trellis')
  // Inert: the field takes no focus, so nothing typed into it can be lost when the app replaces it.
  await shell.getByLabel('Recipient user ID').evaluate((input) => (input as HTMLElement).focus())
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY')

  release()
  await expect(shell).toHaveCount(0)
  await expect(page.getByTestId('wallet-total')).toBeVisible()
  // Every script but the boot was asked for after the shell's first contentful paint.
  await expectScriptsAfterFirstPaint(page)
  // Live: a field takes what is typed, and a tap reaches its button (the boot holds no tap here).
  await page.getByLabel('Recipient user ID').fill('BCH0000002')
  await expect(page.getByLabel('Recipient user ID')).toHaveValue('BCH0000002')
  await page.getByRole('button', { name: /dark/i }).click()
  await expect.poll(() => themeCookie(page)).toBe('dark')

  // The app now shows dark on this device: its pages come as the dark shell, drawn dark at once.
  const dark = await (await page.request.get('/dashboard')).text()
  expect(dark).toContain('<div id="root" data-shell><div inert>')
  // The entry is never answered this time: the page stays the server's shell.
  await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined)
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' })
  await expect(shell).toHaveCount(1)
  await expect.poll(() => bodyBrightness(page)).toBeLessThan(80)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.reload()
  await expect(shell).toHaveCount(0)
  await page.getByRole('button', { name: /light/i }).click()
  await expect.poll(() => themeCookie(page)).toBe('light')
  const light = await (await page.request.get('/dashboard')).text()
  expect(light).toContain('<div id="root" data-shell data-light><div inert>')
  expect(light.match(/<script\b[^>]*>/g) ?? []).toHaveLength(1)
})
