// Opening a story of the static build in a page, switching it to the next story of the same file,
// and waiting until it holds still.
import type { Page } from '@playwright/test'
import type { Theme } from './plan.ts'

/** Storybook's preview object and channel, as far as these tests use them. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } }
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void }
  __visualPreviousRender?: unknown
  /** Set by visual-test.ts: 'success' or what went wrong, per story id. */
  __visualOutcome?: Record<string, string>
}

/** Phases after which a story no longer changes (Storybook 10's StoryRender). */
const endPhases = ['finished', 'errored', 'aborted']

/**
 * Counts the requests a story started, so "the network is quiet" can be checked in 150 ms of
 * silence instead of networkidle's fixed 500 ms. `reset()` forgets what earlier stories of the
 * page left open: a Loading story's mock never answers, and that request must not make every
 * later story of the page wait.
 */
export function trackRequests(page: Page) {
  let open = new Set<object>()
  let lastChange = Date.now()
  const up = (request: object) => {
    open.add(request)
    lastChange = Date.now()
  }
  const down = (request: object) => {
    if (open.delete(request)) lastChange = Date.now()
  }
  page.on('request', up)
  page.on('requestfinished', down)
  page.on('requestfailed', down)
  return {
    reset() {
      open = new Set()
      lastChange = Date.now()
    },
    /**
     * Resolves once nothing was in flight for `quietMs`, or after `graceMs` with requests still
     * open: a Loading story's mock never answers on purpose, and its picture is the placeholder.
     */
    async quiet(quietMs = 150, graceMs = 2_000) {
      const deadline = Date.now() + graceMs
      while (Date.now() < deadline) {
        if (open.size === 0 && Date.now() - lastChange >= quietMs) return
        await new Promise((done) => setTimeout(done, 25))
      }
    },
  }
}

export type RequestTracker = ReturnType<typeof trackRequests>

/** Waits for loaded fonts and two painted frames. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
}

/** Waits until Storybook has a new render of `storyId` in an end phase; throws unless it finished. */
async function waitForRender(page: Page, storyId: string) {
  const phase = await page.waitForFunction(
    ({ id, ends }) => {
      const w = window as PreviewWindow
      const render = w.__STORYBOOK_PREVIEW__?.currentRender
      if (!render || render === w.__visualPreviousRender || render.id !== id) return false
      return render.phase && ends.includes(render.phase) ? render.phase : false
    },
    { id: storyId, ends: endPhases },
    { timeout: 30_000, polling: 16 },
  )
  const ended = await phase.jsonValue()
  const outcome = await page.evaluate(
    (id) => (window as PreviewWindow).__visualOutcome?.[id] ?? 'no outcome reported',
    storyId,
  )
  if (ended !== 'finished' || outcome !== 'success') {
    const shown = await page
      .locator('#error-message, #error-stack')
      .allInnerTexts()
      .catch(() => [])
    throw new Error(
      `story ${storyId} ended in phase '${ended}' (${outcome.slice(0, 500)}) ${shown.join('\n')}`,
    )
  }
}

/**
 * Empties local and session storage. Runs in the page: before any script of a new page
 * (visual-test.ts) and before a story is switched in place.
 */
export function emptyStorage() {
  try {
    localStorage.clear()
    sessionStorage.clear()
  } catch {
    // opaque origins (about:blank) have no storage
  }
}

/**
 * After a render: a quiet network and images decoded (QR codes, banners). Fonts and painted
 * frames are waited for before each picture (`settle`).
 */
async function holdStill(page: Page, requests: RequestTracker) {
  await requests.quiet()
  await page.evaluate(async () => {
    await Promise.all(
      Array.from(document.images, (img) => (img.complete ? null : img.decode().catch(() => null))),
    )
  })
}

/**
 * Opens `storyId` in `theme` at the page's current viewport, waits until Storybook has finished
 * rendering it (loaders, render, play, afterEach) and the network is quiet. A story that errors
 * fails with the message Storybook shows.
 */
export async function openStory(
  page: Page,
  requests: RequestTracker,
  storyId: string,
  theme: Theme,
) {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme })
  const query = new URLSearchParams({ id: storyId, viewMode: 'story' })
  // `globals` is Storybook's own `key:value;key:value` syntax (URLSearchParams would escape it).
  // a11y.manual skips the axe run after each render: the story tests check accessibility, and
  // here it would only add about a second per story.
  const globals = `theme:${theme};a11y.manual:!true`
  requests.reset()
  await page.goto(`/iframe.html?${query.toString()}&globals=${globals}`)
  await waitForRender(page, storyId)
  await holdStill(page, requests)
}

/**
 * Switches an open page to another story of the same file, the way Storybook's own sidebar does
 * (the preview tears the last story down and renders the next one; play functions run). Loading
 * the preview once per file instead of once per story makes a run about three times faster. What
 * a story could leave behind for the next is cleared first: storage, scroll and focus. The theme
 * and the other globals of the page stay.
 */
export async function switchStory(page: Page, requests: RequestTracker, storyId: string) {
  requests.reset()
  await page.evaluate(emptyStorage)
  await page.evaluate((id) => {
    const w = window as PreviewWindow
    w.__visualPreviousRender = w.__STORYBOOK_PREVIEW__?.currentRender
    if (w.__visualOutcome) delete w.__visualOutcome[id]
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
    window.scrollTo(0, 0)
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__
    if (!channel) throw new Error('the Storybook preview has no channel')
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
  }, storyId)
  await waitForRender(page, storyId)
  await holdStill(page, requests)
}
