// A component's Docs page carries its family's usage guide (stories/usage.ts) between the
// description and the stories (.storybook/docs-page.tsx); a screen's page has none.
import { expect, test } from '@playwright/test'

test('a component’s Docs page has its family’s usage guide before its stories', async ({
  page,
}) => {
  await page.goto('/iframe.html?id=components-dialog--docs&viewMode=docs')
  const guide = page.locator('[data-usage-guide]')
  await expect(guide.getByRole('heading', { level: 2 })).toHaveText('How to use: Dialogs', {
    timeout: 60_000,
  })
  await expect(guide.getByRole('heading', { level: 3 })).toHaveText([
    'When to use',
    'Don’t',
    'Content',
    'Keyboard and screen readers',
  ])
  await expect(guide.getByRole('listitem').first()).toContainText('ConfirmDialog')
  // The page's own parts are still there, after the guide: the stories and their controls.
  const stories = page.locator('.docs-story').first()
  await expect(stories).toBeVisible()
  const after = await guide.evaluate(
    (g, s) => Boolean(g.compareDocumentPosition(s as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await stories.elementHandle(),
  )
  expect(after).toBe(true)
})

test('a screen’s Docs page has no usage guide', async ({ page }) => {
  await page.goto('/iframe.html?id=screens-earningdaily--docs&viewMode=docs')
  await expect(page.locator('.docs-story').first()).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('[data-usage-guide]')).toHaveCount(0)
})
