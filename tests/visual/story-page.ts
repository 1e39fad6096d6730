// Opening a story of the static build in a page, switching it to the next story of the same file,
// and waiting until it holds still.
import type { Page, Request } from '@playwright/test'
import { HELD_REQUESTS_KEY } from '@trellis/api-client/mocks'
import { describeViolation, type AxeViolation } from './a11y-message.ts'
import type { Theme } from './plan.ts'

/** Storybook's preview object and channel, as far as these tests use them. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } }
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void }
  __visualPreviousRender?: unknown
  /** Set by visual-test.ts: 'success' or what went wrong, per story id. */
  __visualOutcome?: Record<string, string>
  /** Set by visual-test.ts: the violations of a story's failed a11y check. */
  __visualA11y?: Record<string, AxeViolation[]>
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
  let open = new Set<Request>()
  let lastChange = Date.now()
  const up = (request: Request) => {
    open.add(request)
    lastChange = Date.now()
  }
  const down = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now()
  }
  page.on('request', up)
  page.on('requestfinished', down)
  page.on('requestfailed', down)
  /** Whether every open request is one the mocks hold on purpose (a 'loading' state). */
  const allHeld = async () => {
    const held = await page
      .evaluate((key) => (globalThis as Record<string, unknown>)[key] ?? [], HELD_REQUESTS_KEY)
      .catch(() => [])
    const list = held as string[]
    return [...open].every((r) => list.includes(`${r.method()} ${r.url()}`))
  }
  return {
    reset() {
      open = new Set()
      lastChange = Date.now()
    },
    /**
     * Resolves once nothing was in flight for `quietMs` ('quiet'), or when all that is still in
     * flight is held on purpose by the mocks ('held': a Loading story's picture is its
     * placeholder), or after `graceMs` with requests still open ('grace').
     */
    async quiet(quietMs = 150, graceMs = 2_000): Promise<'quiet' | 'held' | 'grace'> {
      const deadline = Date.now() + graceMs
      while (Date.now() < deadline) {
        if (Date.now() - lastChange >= quietMs) {
          if (open.size === 0) return 'quiet'
          if (await allHeld()) return 'held'
        }
        await new Promise((done) => setTimeout(done, 25))
      }
      return 'grace'
    },
  }
}

export type RequestTracker = ReturnType<typeof trackRequests>

/**
 * Waits for loaded fonts and two painted frames. A face is asked for when text that uses it is
 * laid out: two frames first, so a story's first text in the mono face has started its load when
 * `fonts.ready` is read (read before, it resolved at once and the picture caught the fallback).
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    const twoFrames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    await twoFrames()
    await document.fonts.ready
    await twoFrames()
  })
}

/**
 * How long a story's render may take to end: a safety net for a stuck story, not a goal. A story
 * renders in ~1-6 s on a loaded CI machine; a clean clone of 5dcf097 run with four steps at once on
 * the slower 2-core machine (load ~20) took over 30 s for Screens/Invest Default on both of its
 * tries (switched in place, then in a fresh page), and the same stories passed alone in 40 s in
 * all. A story that never ends still fails, after this.
 */
export const RENDER_WAIT_MS = 90_000

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
    { timeout: RENDER_WAIT_MS, polling: 16 },
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
    // An a11y failure is said element by element, with its words and a contrast's colours.
    const violations = await page
      .evaluate((id) => (window as PreviewWindow).__visualA11y?.[id] ?? [], storyId)
      .catch(() => [])
    const said = [...violations.map(describeViolation), ...shown].join('\n')
    throw new Error(`story ${storyId} ended in phase '${ended}' (${outcome.slice(0, 500)}) ${said}`)
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
  /** Storybook's `args` URL parameter (`key:value;…`), for the harness's own tests. */
  url: { args?: string } = {},
) {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme })
  const query = new URLSearchParams({ id: storyId, viewMode: 'story' })
  // `globals` is Storybook's own `key:value;key:value` syntax (URLSearchParams would escape it).
  // The a11y addon's own check (the story tests' axe rules and per-story `a11y` parameters) runs
  // after each render, in both themes, and a violation fails the story with its list
  // (visual-test.ts): CI's one rendering of every story checks what the story tests check.
  const globals = `theme:${theme}`
  requests.reset()
  const args = url.args ? `&args=${url.args}` : ''
  await page.goto(`/iframe.html?${query.toString()}&globals=${globals}${args}`)
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
  await page.evaluate(
    ({ id, heldKey }) => {
      const w = window as PreviewWindow
      w.__visualPreviousRender = w.__STORYBOOK_PREVIEW__?.currentRender
      if (w.__visualOutcome) delete w.__visualOutcome[id]
      // What the last story's mocks held is no business of the next one's.
      delete (w as unknown as Record<string, unknown>)[heldKey]
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      window.scrollTo(0, 0)
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__
      if (!channel) throw new Error('the Storybook preview has no channel')
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
    },
    { id: storyId, heldKey: HELD_REQUESTS_KEY },
  )
  await waitForRender(page, storyId)
  await holdStill(page, requests)
}

/** The part of the page a story's picture shows, in page coordinates. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * What a story drew: the union of the boxes of everything visible inside `#storybook-root`, of
 * everything portalled next to it in `<body>` (dialogs, drawers, toasts), and of every fixed
 * element (top bars, bottom navigation, a dialog's backdrop, which covers the viewport), grown by
 * a margin for shadows and focus rings and kept inside the page. Comparing this box instead of the
 * whole page makes a changed icon a large share of the picture, and an overlay is never cut off:
 * whatever covers the viewport makes the box the viewport.
 */
export async function storyBox(page: Page, margin = 16): Promise<Box> {
  return page.evaluate((margin) => {
    const root = document.getElementById('storybook-root')
    const sbOwn = new Set(['storybook-root', 'storybook-docs', 'storybook-highlights-root'])
    let left = Infinity
    let top = Infinity
    let right = -Infinity
    let bottom = -Infinity
    const add = (element: Element) => {
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) return
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.display === 'none') return
      left = Math.min(left, rect.left + window.scrollX)
      top = Math.min(top, rect.top + window.scrollY)
      right = Math.max(right, rect.right + window.scrollX)
      bottom = Math.max(bottom, rect.bottom + window.scrollY)
    }
    const addTree = (element: Element) => {
      add(element)
      for (const child of element.querySelectorAll('*')) add(child)
    }
    if (root) for (const child of root.children) addTree(child)
    for (const child of document.body.children) {
      if (
        sbOwn.has(child.id) ||
        child.closest(
          '.sb-wrapper, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay',
        )
      )
        continue
      if (['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'svg'].includes(child.tagName)) continue
      addTree(child)
    }
    const page = document.documentElement
    const pageWidth = Math.max(page.scrollWidth, window.innerWidth)
    const pageHeight = Math.max(page.scrollHeight, window.innerHeight)
    if (!Number.isFinite(left)) {
      // Nothing visible (an empty state that renders nothing): the top of the page.
      return { x: 0, y: 0, width: window.innerWidth, height: Math.min(64, window.innerHeight) }
    }
    const x = Math.max(0, Math.floor(left - margin))
    const y = Math.max(0, Math.floor(top - margin))
    const width = Math.min(pageWidth, Math.ceil(right + margin)) - x
    const height = Math.min(pageHeight, Math.ceil(bottom + margin)) - y
    return { x, y, width, height }
  }, margin)
}
