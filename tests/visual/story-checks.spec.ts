// CI renders every story once, in this harness: what the story tests check must fail a story here
// too. A play function that throws fails it; the a11y addon's check runs after the render in both
// themes (a violation fails it, visual-test.ts lists it).
import { expect, test } from './visual-test.ts'
import { openStory, trackRequests } from './story-page.ts'

test.describe('story checks', () => {
  test.skip(!process.env.VISUAL_BASE_URL, 'needs the served Storybook of `pnpm test:visual`')
  test.skip(Boolean(process.env.VISUAL_ONLY), 'not part of a --story run')

  for (const theme of ['light', 'dark'] as const) {
    test(`the a11y check runs after a story in the ${theme} theme`, async ({ page }) => {
      await openStory(page, trackRequests(page), 'components-button--default', theme)
      const reported = await page.evaluate(
        () =>
          (window as unknown as { __visualReporters?: Record<string, string[]> })
            .__visualReporters?.['components-button--default'],
      )
      expect(reported).toContain('a11y:passed')
    })
  }

  test('a story whose play function fails is a failed story, not a picture', async ({ page }) => {
    // The URL's args change the dialog's title, so the play function's
    // findByRole('dialog', { name: 'Transaction password' }) finds nothing and throws.
    const requests = trackRequests(page)
    const opened = openStory(page, requests, 'components-promptdialog--default', 'light', {
      args: 'title:Another+title',
    })
    await expect(opened).rejects.toThrow(/play function threw/)
  })
})
