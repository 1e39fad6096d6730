// CI renders every story once, in this harness: what the story tests check must fail a story here
// too. A play function that throws fails it; the a11y addon's check runs after the render in both
// themes (a violation fails it, visual-test.ts lists it). Stories are switched in place across
// files, so one story must not see what another did; a Loading story's held request must not
// make the harness wait out its grace.
import { expect, test } from './visual-test.ts'
import { openStory, switchStory, trackRequests } from './story-page.ts'

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

  test("an a11y failure is kept with each element's words and colours", async ({ page }) => {
    // The addon's report as it arrives on the channel (a storyFinished event), here made up: the
    // harness keeps axe's data for story-page.ts to describe (a11y-message.ts).
    await openStory(page, trackRequests(page), 'components-button--default', 'light')
    const kept = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__ as { emit(e: string, p: unknown): void }
      const node = {
        target: ['.sc-x'],
        html: '<span>Pending</span>',
        failureSummary: 'not kept',
        any: [{ id: 'color-contrast', data: { contrastRatio: 4.31, fgColor: '#b45309' } }],
      }
      channel.emit('storyFinished', {
        storyId: 'made-up--story',
        status: 'error',
        reporters: [
          {
            type: 'a11y',
            status: 'failed',
            result: { violations: [{ id: 'color-contrast', help: 'Contrast', nodes: [node] }] },
          },
        ],
      })
      return {
        found: (w.__visualA11y as Record<string, unknown>)['made-up--story'],
        outcome: (w.__visualOutcome as Record<string, string>)['made-up--story'],
      }
    })
    expect(kept.outcome).toBe('a11y violations: color-contrast')
    expect(kept.found).toEqual([
      {
        id: 'color-contrast',
        help: 'Contrast',
        nodes: [
          {
            target: ['.sc-x'],
            html: '<span>Pending</span>',
            any: [{ id: 'color-contrast', data: { contrastRatio: 4.31, fgColor: '#b45309' } }],
          },
        ],
      },
    ])
  })

  test('a story whose play function fails is a failed story, not a picture', async ({ page }) => {
    // The URL's args change the dialog's title, so the play function's
    // findByRole('dialog', { name: 'Transaction password' }) finds nothing and throws.
    const requests = trackRequests(page)
    const opened = openStory(page, requests, 'components-promptdialog--default', 'light', {
      args: 'title:Another+title',
    })
    await expect(opened).rejects.toThrow(/play function threw/)
  })

  test('a story switched in place starts on a fresh mock world', async ({ page }) => {
    // Walkthrough sends 100 USDT to another member. Mocked API's Default then checks that the
    // member's wallet is what the fixtures say: on the world Walkthrough left, it was 100 less.
    const requests = trackRequests(page)
    await openStory(page, requests, 'flows-transfertomember--walkthrough', 'light')
    await expect(switchStory(page, requests, 'examples-mocked-api--default')).resolves.toBe(
      undefined,
    )
  })

  test('a request the mocks hold on purpose counts as quiet', async ({ page }) => {
    const requests = trackRequests(page)
    await openStory(page, requests, 'examples-mocked-api--loading', 'light')
    // Its two calls never answer: the harness knows, and does not wait out the grace.
    expect(await requests.quiet()).toBe('held')
    await switchStory(page, requests, 'examples-mocked-api--default')
    expect(await requests.quiet()).toBe('quiet')
  })
})
