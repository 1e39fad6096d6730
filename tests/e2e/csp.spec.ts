// The built app runs under the server's strict CSP: the page comes with a fresh nonce, the
// styled-components `<style>` tags carry it, and what the policy exists to stop (a style or a
// script injected without the nonce) is refused and caught by the guard every test runs.
import { expect, test } from './fixtures.ts'

test('the app is styled under a strict CSP, and injected styles and scripts are refused', async ({
  page,
  cspViolations,
}) => {
  const first = await page.goto('/login')
  const policy = first?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).not.toMatch(/unsafe-(eval|inline)/)
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  expect(nonce, 'a nonce in style-src').toBeDefined()
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()

  // styled-components found the nonce and its rules apply (the button is not browser-default).
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((s) => ({
      nonce: s.nonce,
      rules: s.sheet?.cssRules.length ?? 0,
    })),
  )
  expect(styles.length).toBeGreaterThan(0)
  for (const style of styles) expect(style.nonce).toBe(nonce)
  expect(styles.reduce((sum, s) => sum + s.rules, 0)).toBeGreaterThan(10)

  // A deep link is a new page with a new nonce.
  const again = await page.goto('/login/BCH0000001')
  expect(again?.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`)
  expect(again?.headers()['cache-control']).toBe('no-store')

  // What an injection would try: refused, and the guard hears it.
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = 'body { display: none }'
    document.head.append(style)
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.head.append(script)
  })
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2)
  expect(cspViolations.join('\n')).toMatch(/style-src/)
  expect(cspViolations.join('\n')).toMatch(/script-src/)
  expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  await expect(page.locator('body')).toBeVisible()
  // Provoked on purpose: emptied so the guard's end-of-test check sees only unexpected ones.
  cspViolations.length = 0
})
