// Opening a story of the static build in a page and waiting until it holds still.
import type { Page } from '@playwright/test'
import type { Theme } from './plan.ts'

/** Storybook's preview object, as far as these tests read it. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } }
}

/** Phases after which a story no longer changes (Storybook 10's StoryRender). */
const endPhases = ['finished', 'errored', 'aborted']

/** Waits for loaded fonts, an idle network and two painted frames. */
export async function settle(page: Page, network = true) {
  await page.evaluate(async () => {
    await document.fonts.ready
  })
  if (network) await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
}

/**
 * Opens `storyId` in `theme` at the page's current viewport, waits until Storybook has finished
 * rendering it (loaders, render, play, afterEach) and the page has settled. A story that errors
 * fails the test with the message Storybook shows.
 */
export async function openStory(page: Page, storyId: string, theme: Theme) {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme })
  const query = new URLSearchParams({ id: storyId, viewMode: 'story' })
  // `globals` is Storybook's own `key:value;key:value` syntax (URLSearchParams would escape it).
  // a11y.manual skips the axe run after each render: the story tests check accessibility, and
  // here it would only add about a second per story.
  const globals = `theme:${theme};a11y.manual:!true`
  await page.goto(`/iframe.html?${query.toString()}&globals=${globals}`)
  const phase = await page.waitForFunction(
    (ends) => {
      const current = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase
      return current && ends.includes(current) ? current : false
    },
    endPhases,
    { timeout: 30_000 },
  )
  const ended = await phase.jsonValue()
  if (ended !== 'finished') {
    const shown = await page
      .locator('#error-message, #error-stack')
      .allInnerTexts()
      .catch(() => [])
    throw new Error(`story ${storyId} ended in phase '${ended}': ${shown.join('\n')}`)
  }
  await settle(page)
}
