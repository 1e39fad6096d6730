// Opening a story of the static build in a page and waiting until it holds still.
import type { Page } from '@playwright/test'
import type { Theme } from './plan.ts'

/** Storybook's preview object, as far as these tests read it. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } }
}

/** Phases after which a story no longer changes (Storybook 10's StoryRender). */
const endPhases = ['finished', 'errored', 'aborted']

/**
 * Counts the page's requests in flight, so "the network is quiet" can be checked in 150 ms of
 * silence instead of networkidle's fixed 500 ms (a run waits for it once per story and theme).
 */
export function trackRequests(page: Page) {
  let inFlight = 0
  let lastChange = Date.now()
  const up = () => {
    inFlight += 1
    lastChange = Date.now()
  }
  const down = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastChange = Date.now()
  }
  page.on('request', up)
  page.on('requestfinished', down)
  page.on('requestfailed', down)
  return {
    /**
     * Resolves once nothing was in flight for `quietMs`, or after `graceMs` with requests still
     * open: a Loading story's mock never answers on purpose, and its picture is the placeholder.
     */
    async quiet(quietMs = 150, graceMs = 2_000) {
      const deadline = Date.now() + graceMs
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return
        await new Promise((done) => setTimeout(done, 25))
      }
    },
  }
}

/** Waits for loaded fonts and two painted frames. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
}

/**
 * Opens `storyId` in `theme` at the page's current viewport, waits until Storybook has finished
 * rendering it (loaders, render, play, afterEach), the network is quiet and the fonts are in. A
 * story that errors fails the test with the message Storybook shows.
 */
export async function openStory(page: Page, storyId: string, theme: Theme) {
  const requests = trackRequests(page)
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
  await requests.quiet()
  await settle(page)
  // Images (QR codes, banners) that the quiet network has delivered must also be decoded.
  await page.evaluate(async () => {
    await Promise.all(
      Array.from(document.images, (img) => (img.complete ? null : img.decode().catch(() => null))),
    )
  })
}
