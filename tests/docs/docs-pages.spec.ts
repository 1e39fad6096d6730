// Every Docs page shows each story in the state its name says. One test per Docs page of the
// static build; it fails on
// - a story whose name is not an error state showing the mocks' error answer (on one Docs page
//   all inline stories share one MSW worker, and the last story's handlers win),
// - a console error or an uncaught exception, in the page or any of its story frames,
// - an overlay escaping its frame: anything position: fixed in the Docs page's own document, a
//   dialog outside its story block, or a dialog clipped by the frame it renders in,
// - a phone story (viewport global) not rendered at that phone's width,
// - a story frame that does not show what the story's picture shows: each frame's story is
//   rendered at its frame's size, played as the frame plays it, and compared with the visual
//   step's baseline of that story at that width and theme (tests/visual/__screenshots__), with
//   the same picture and allowance; the frame's picture is attached where it differs,
// - a story with a play function shown inline: an inline story is never played, so it would show
//   the state before its name's.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test as base, type Browser, type Page } from '@playwright/test'
import { fallbacks } from '@trellis/contract'
import { STORY_NOW, fixDate } from '../../.storybook/fixed-date.ts'
import { samePicture, shotOptions } from '../visual/screenshot-options.ts'
import { freeze, stillPicture, thaw } from '../visual/still-picture.ts'
import { emptyStorage, settle, storyBox } from '../visual/story-page.ts'

interface IndexEntry {
  id: string
  type: 'docs' | 'story'
  title: string
  name: string
}

const buildDir = process.env.DOCS_STORYBOOK_DIR ?? 'storybook-static'
/** The visual step's baselines: what each story looks like at a width, in a theme. */
const baselineDir =
  process.env.VISUAL_SCREENSHOTS_DIR ??
  new URL('../visual/__screenshots__/', import.meta.url).pathname
const freezeCss = readFileSync(shotOptions.stylePath, 'utf8')

/** The baseline of a story at a width in a theme, or undefined when the visual step has none. */
function baselineOf(storyId: string, theme: string, width: number) {
  try {
    return readFileSync(join(baselineDir, `${storyId}-${theme}-${width}.png`))
  } catch {
    return undefined
  }
}
const index = JSON.parse(readFileSync(join(buildDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>
}
const entries = Object.values(index.entries)
// run.mjs names the pages whose story files changed since they were last found right (DOCS_ONLY).
const onlyTitles = process.env.DOCS_ONLY ? (JSON.parse(process.env.DOCS_ONLY) as string[]) : null
const docsPages = entries.filter(
  (e) => e.type === 'docs' && (!onlyTitles || onlyTitles.includes(e.title)),
)

/** Story names that promise a failure: these may show the error answer. */
const errorName = /error|fail/i

/** Phases after which a story no longer changes (Storybook 10's StoryRender). */
const endPhases = ['finished', 'errored', 'aborted']

/** How long one story frame of a Docs page may take to end its render once it is in view. */
const perFrameMs = 30_000

/**
 * Runs in every frame before its scripts: notes Storybook's render events, which the channel
 * emits before a test could subscribe to it after load.
 */
function recordRenderEvents() {
  const w = window as unknown as Record<string, unknown>
  const seen: string[] = []
  w.__docsTestEvents = seen
  let channel: unknown
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: { on?: (event: string, listener: () => void) => void }) {
      channel = next
      for (const event of ['docsRendered', 'storyRendered', 'storyErrored', 'storyThrewException'])
        next?.on?.(event, () => seen.push(event))
    },
  })
}

/** Resolves when `win`'s document and those of its frames held still for 250 ms (at most 5 s). */
async function holdStill(page: Page) {
  // Answers of the mock worker arrive after the first render: wait for 250 ms without a change
  // in the document (at most 5 s: a carousel may never hold still).
  await page.evaluate(async () => {
    let last = performance.now()
    const observer = new MutationObserver(() => (last = performance.now()))
    observer.observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
    const started = performance.now()
    while (performance.now() - last < 250 && performance.now() - started < 5_000)
      await new Promise((done) => setTimeout(done, 50))
    observer.disconnect()
  })
}

/** Resolves when the Docs page rendered, its inline stories ended their loading and the DOM held still. */
async function whenSettled(page: Page) {
  await page.waitForFunction(
    () =>
      ((window as unknown as Record<string, string[]>).__docsTestEvents ?? []).includes(
        'docsRendered',
      ) &&
      document.querySelectorAll('[data-story-block] .sb-loader, .docs-story .sb-loader').length ===
        0,
    null,
    // A safety net for a stuck page, not a goal (a page renders in a few seconds here): sized to
    // the test's own 90 s rather than to this machine, since CI's may be half as fast and busy.
    { timeout: 60_000, polling: 25 },
  )
  await holdStill(page)
}

interface BlockReport {
  storyId: string
  /** The address of the story's own frame, or null for a story rendered inline. */
  frameSrc: string | null
  errorShown: boolean
  phoneWidth: number | null
  frameWidth: number | null
  frameHeight: number | null
  /** The theme the story pins, else the light one Docs frames show. */
  theme: string
  /** Whether the story has a play function. */
  plays: boolean
}

/** What each story block of the page shows, and what escapes the blocks. */
function inspect(errorText: string) {
  const preview = (
    window as unknown as {
      __STORYBOOK_PREVIEW__: {
        storyStoreValue: { loadStory(a: { storyId: string }): Promise<Story> }
      }
    }
  ).__STORYBOOK_PREVIEW__
  interface Story {
    playFunction?: unknown
    storyGlobals?: { viewport?: { value?: string }; theme?: string }
    parameters?: { viewport?: { options?: Record<string, { styles?: { width?: string } }> } }
  }
  const shows = (root: ParentNode | null | undefined) =>
    Boolean(
      root &&
      Array.from(root.querySelectorAll('*')).some(
        (el) => el.childElementCount === 0 && el.textContent?.trim() === errorText,
      ),
    )
  const dialogs = (root: ParentNode) =>
    Array.from(
      root.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"], dialog[open]'),
    )

  return Promise.all(
    Array.from(document.querySelectorAll<HTMLElement>('[data-story-block]'), async (block) => {
      const storyId = block.id.replace(/^story--/, '').replace(/--primary$/, '')
      const frame = block.querySelector('iframe')
      const story = await preview.storyStoreValue.loadStory({ storyId })
      const phone = story.storyGlobals?.viewport?.value
      const phoneWidth = phone
        ? Number.parseInt(story.parameters?.viewport?.options?.[phone]?.styles?.width ?? '', 10) ||
          null
        : null
      return {
        storyId,
        // The frame's viewport is the element's content box (a frame has no scrollbar of its own).
        frameSrc: frame ? frame.src : null,
        errorShown: frame ? false : shows(block),
        phoneWidth,
        frameWidth: frame ? frame.clientWidth : null,
        frameHeight: frame ? frame.clientHeight : null,
        theme: story.storyGlobals?.theme === 'dark' ? 'dark' : 'light',
        plays: typeof story.playFunction === 'function',
      } satisfies BlockReport
    }),
  ).then((blocks) => {
    const escaping: string[] = []
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el)
      const r = el.getBoundingClientRect()
      if (
        style.position === 'fixed' &&
        style.display !== 'none' &&
        style.visibility !== 'hidden' &&
        r.width > 0 &&
        r.height > 0
      )
        escaping.push(`position: fixed ${describe(el)}`)
    }
    for (const d of dialogs(document))
      if (!d.closest('[data-story-block]'))
        escaping.push(`dialog outside its story block ${describe(d)}`)
    return { blocks, escaping }
  })

  function describe(el: Element) {
    const block = el.closest('[data-story-block]')
    const label =
      el.getAttribute('aria-label') ??
      el.getAttribute('role') ??
      el.className.toString().slice(0, 40)
    return `<${el.tagName.toLowerCase()}> ${label}${block ? ` in ${block.id}` : ''}`
  }
}

/** What a framed story shows in a document of its frame's size. */
function inspectFrame(errorText: string) {
  const leafShows = Array.from(document.body.querySelectorAll('*')).some(
    (el) => el.childElementCount === 0 && el.textContent?.trim() === errorText,
  )
  const clipped = Array.from(
    document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"], dialog[open]'),
  ).filter((d) => {
    const r = d.getBoundingClientRect()
    return (
      r.width > 0 &&
      (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1)
    )
  }).length
  return { errorShown: leafShows, clippedDialogs: clipped }
}

/** Storybook's preview in a frame page, as far as this test uses it. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } }
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void }
  __docsPreviousRender?: unknown
}

/**
 * A worker's page for the stories a Docs page shows in their own frames. A Docs page's frames are
 * documents of their own, each booting the Storybook preview (about 1 s of CPU a frame, most of
 * the step's CPU). The story a frame shows is checked here instead, at the frame's size and
 * address: the page loads a frame's address once, then switches the preview from story to story,
 * as Storybook's sidebar does, for every frame whose address differs only in the story id. The
 * Docs page itself still renders every frame element (its size, its address) and inline story.
 */
interface FramePage {
  page: Page
  /** The loaded address without its story id, or '' when the next frame must load again. */
  loaded: string
  /** The story the page shows (switching to it again would render nothing new). */
  storyId: string
  /** Console errors and uncaught exceptions since the last story began. */
  problems: string[]
}

function withoutId(src: string) {
  const url = new URL(src)
  url.searchParams.delete('id')
  return url.toString()
}

/** The problems the browser reports in a page, minus the two known harmless ones. */
function listenForProblems(page: Page, into: () => string[]) {
  page.on('console', (message) => {
    // Chromium asks for /favicon.ico by itself; the build has none, and no story asked for it.
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return
    // The browser's own note on a failure answer of the mock API (an error story asks for one);
    // whether a story may show a failure is the error-state check.
    if (
      /^Failed to load resource: the server responded with a status of [45]\d\d/.test(
        message.text(),
      )
    )
      return
    into().push(`console error: ${message.text().slice(0, 300)}`)
  })
  page.on('pageerror', (error) => into().push(`uncaught: ${error.message.slice(0, 300)}`))
}

/** A worker's page for the Docs pages themselves, switched from one to the next in place. */
interface DocsPage {
  page: Page
  /** Whether the page shows a Docs page it can switch from. */
  loaded: boolean
  problems: string[]
}

function newContext(browser: Browser, viewport?: { width: number; height: number }) {
  return browser.newContext({
    baseURL: process.env.DOCS_BASE_URL,
    viewport,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
  })
}

const test = base.extend<object, { framePage: FramePage; docsPage: DocsPage }>({
  framePage: [
    async ({ browser }, use) => {
      const context = await newContext(browser)
      // The visual step's clock and storage, so a frame's picture can be compared with its.
      await context.addInitScript(fixDate, { now: STORY_NOW.getTime(), ticking: false })
      await context.addInitScript(emptyStorage)
      const page = await context.newPage()
      const framePage: FramePage = { page, loaded: '', storyId: '', problems: [] }
      listenForProblems(page, () => framePage.problems)
      await use(framePage)
      await context.close()
    },
    { scope: 'worker' },
  ],
  // One page per worker for the Docs pages too: a Docs page is switched to the next in place, as
  // Storybook's sidebar does, instead of booting the preview again in a new browser context.
  docsPage: [
    async ({ browser }, use) => {
      const context = await newContext(browser, { width: 1280, height: 900 })
      const page = await context.newPage()
      const docsPage: DocsPage = { page, loaded: false, problems: [] }
      listenForProblems(page, () => docsPage.problems)
      await page.addInitScript(recordRenderEvents)
      // The frames' own documents are not loaded on the Docs page (framePage renders their
      // stories): each gets an empty document at its address.
      await page.route(
        (url) =>
          url.pathname.endsWith('/iframe.html') && url.searchParams.get('viewMode') === 'story',
        (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>frame</title>' }),
      )
      await use(docsPage)
      await context.close()
    },
    { scope: 'worker' },
  ],
})

/** Renders one framed story in the frame page and says what it shows. */
async function checkFrame(
  frames: FramePage,
  block: BlockReport & { frameSrc: string },
  inPlace: boolean,
) {
  const { page } = frames
  frames.problems = []
  await page.setViewportSize({
    width: Math.max(1, block.frameWidth ?? 1),
    height: Math.max(1, block.frameHeight ?? 1),
  })
  if (inPlace) {
    await page.evaluate((id) => {
      const w = window as PreviewWindow
      w.__docsPreviousRender = w.__STORYBOOK_PREVIEW__?.currentRender
      // What a story could leave behind for the next: storage, focus and scroll.
      localStorage.clear()
      sessionStorage.clear()
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      window.scrollTo(0, 0)
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__
      if (!channel) throw new Error('the Storybook preview has no channel')
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
    }, block.storyId)
  } else {
    frames.loaded = ''
    await page.goto(block.frameSrc)
  }
  frames.storyId = block.storyId
  await page
    .waitForFunction(
      ({ id, ends }) => {
        const w = window as PreviewWindow
        const render = w.__STORYBOOK_PREVIEW__?.currentRender
        return Boolean(
          render &&
          render !== w.__docsPreviousRender &&
          render.id === id &&
          render.phase &&
          ends.includes(render.phase),
        )
      },
      { id: block.storyId, ends: endPhases },
      { timeout: perFrameMs, polling: 25 },
    )
    .catch(async () => {
      frames.loaded = ''
      const state = await page
        .evaluate(() => {
          const r = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender
          return `${location.href} ${r?.id ?? 'no render'} ${r?.phase ?? ''}`
        })
        .catch((e: unknown) => String(e))
      throw new Error(
        `${state}: ` +
          `the frame of ${block.storyId} did not end its render within ${perFrameMs / 1000} s`,
      )
    })
  await holdStill(page)
  frames.loaded = withoutId(block.frameSrc)
  const shown = await page.evaluate(inspectFrame, fallbacks.requestFailed)
  return { ...shown, console: frames.problems, ...(await comparePicture(page, block)) }
}

/**
 * The frame's picture, taken as the visual step takes its pictures (from the top, the story's
 * box, held still), against the story's baseline at the frame's width and theme. `differs` is
 * the frame's picture when it is not the baseline's within the visual step's allowance;
 * `compared` is false when the visual step has no picture of the story at that width.
 */
async function comparePicture(page: Page, block: BlockReport) {
  const expected = baselineOf(block.storyId, block.theme, block.frameWidth ?? 0)
  if (!expected) return { compared: false, differs: null }
  await page.evaluate(() => window.scrollTo(0, 0))
  await settle(page)
  const clip = await storyBox(page)
  await freeze(page, freezeCss)
  try {
    const same = (picture: Buffer) => samePicture(picture, expected)
    let picture = await stillPicture(page, clip)
    // As toHaveScreenshot waits for a still page: a picture taken while a late answer was
    // still being drawn gets one more look.
    if (!same(picture)) {
      await new Promise((done) => setTimeout(done, 500))
      picture = await stillPicture(page, clip)
    }
    return { compared: true, differs: same(picture) ? null : picture }
  } finally {
    await thaw(page)
  }
}

const names = new Map(entries.filter((e) => e.type === 'story').map((e) => [e.id, e.name]))

/** Opens (or switches to) a Docs page and lists what is wrong on it. */
async function checkDocsPage(
  docsPage: DocsPage,
  framePage: FramePage,
  docs: IndexEntry,
  inPlace: boolean,
): Promise<string[]> {
  const { page } = docsPage
  docsPage.problems = []
  const problems = docsPage.problems
  if (inPlace) {
    await page.evaluate((id) => {
      const w = window as unknown as Record<string, unknown> & PreviewWindow
      ;(w.__docsTestEvents as string[]).length = 0
      window.scrollTo(0, 0)
      w.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'docs' })
    }, docs.id)
  } else {
    docsPage.loaded = false
    await page.goto(`/iframe.html?id=${docs.id}&viewMode=docs`)
  }
  await whenSettled(page)
  docsPage.loaded = true
  const { blocks, escaping } = await page.evaluate(inspect, fallbacks.requestFailed)
  if (blocks.length === 0) problems.push('the page shows no story')
  const framed = blocks.filter((b) => b.frameSrc)
  // Each frame's story has its own time to end its render: on a CI machine busy with other
  // steps, a story took up to ~6 s to render.
  test.setTimeout(60_000 + framed.length * perFrameMs * 2)
  // A Docs page shows its first story twice (the Primary block, then in the list of stories), in
  // two frames of the same address and size: one render answers for both.
  const frameResults = new Map<string, Awaited<ReturnType<typeof checkFrame>>>()
  for (const b of blocks) {
    const name = names.get(b.storyId) ?? b.storyId
    let shown = {
      errorShown: b.errorShown,
      clippedDialogs: 0,
      console: [] as string[],
      compared: false,
      differs: null as Buffer | null,
    }
    if (b.frameSrc) {
      const frame = { ...b, frameSrc: b.frameSrc }
      const key = `${frame.frameSrc} ${frame.frameWidth}x${frame.frameHeight}`
      const seen = frameResults.get(key)
      if (seen) {
        shown = seen
      } else {
        const switchFrame =
          framePage.loaded === withoutId(frame.frameSrc) && framePage.storyId !== b.storyId
        shown = await checkFrame(framePage, frame, switchFrame)
        const bad =
          shown.console.length > 0 ||
          shown.clippedDialogs > 0 ||
          shown.errorShown ||
          shown.differs !== null
        // A story switched in place can meet what the last one left running (its tree torn down
        // while the next story's mocks are in place). A frame on the Docs page is a fresh
        // document: a fresh load decides.
        if (switchFrame && bad) shown = await checkFrame(framePage, frame, false)
        frameResults.set(key, shown)
      }
    }
    if (shown.errorShown && !errorName.test(name))
      problems.push(`${name} (${b.storyId}) shows the error state`)
    if (b.phoneWidth !== null && b.frameWidth !== b.phoneWidth)
      problems.push(
        `${name} is a ${b.phoneWidth} px phone story shown ${b.frameSrc ? `${b.frameWidth} px wide` : 'inline'}`,
      )
    if (shown.clippedDialogs > 0) problems.push(`${name}: a dialog is clipped by its frame`)
    if (!b.frameSrc && b.plays)
      problems.push(`${name} (${b.storyId}) has a play function and is shown inline, unplayed`)
    if (shown.differs) {
      const file = `${b.storyId}-${b.theme}-${b.frameWidth}.png`
      problems.push(`${name} (${b.storyId}): its Docs frame differs from its picture ${file}`)
      const out = test.info().outputPath(`docs-frame-${file}`)
      mkdirSync(test.info().outputDir, { recursive: true })
      writeFileSync(out, shown.differs)
      await test.info().attach(`docs frame of ${file}`, { path: out, contentType: 'image/png' })
    }
    problems.push(...shown.console.map((p) => `${name}: ${p}`))
  }
  problems.push(...escaping.map((e) => `overlay escaping its frame: ${e}`))
  return [...problems]
}

for (const docs of docsPages) {
  test(`${docs.title} Docs`, async ({ docsPage, framePage }) => {
    const inPlace = docsPage.loaded
    let problems = await checkDocsPage(docsPage, framePage, docs, inPlace).catch((error) => {
      if (!inPlace) throw error
      return [String(error)]
    })
    // A Docs page switched in place can meet what the last one left (a portal, a running
    // render): the page as a member opens it, freshly loaded, decides.
    if (inPlace && problems.length > 0)
      problems = await checkDocsPage(docsPage, framePage, docs, false)
    expect(problems, `Docs page ${docs.id}`).toEqual([])
  })
}
