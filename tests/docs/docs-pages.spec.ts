// Every Docs page shows each story in the state its name says. One test per Docs page of the
// static build; it fails on
// - a story whose name is not an error state showing the mocks' error answer (on one Docs page
//   all inline stories share one MSW worker, and the last story's handlers win),
// - a console error or an uncaught exception, in the page or any of its story frames,
// - an overlay escaping its frame: anything position: fixed in the Docs page's own document, a
//   dialog outside its story block, or a dialog clipped by the frame it renders in,
// - a phone story (viewport global) not rendered at that phone's width.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { fallbacks } from '@trellis/contract'

interface IndexEntry {
  id: string
  type: 'docs' | 'story'
  title: string
  name: string
}

const buildDir = process.env.DOCS_STORYBOOK_DIR ?? 'storybook-static'
const index = JSON.parse(readFileSync(join(buildDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>
}
const entries = Object.values(index.entries)
const docsPages = entries.filter((e) => e.type === 'docs')

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

/** Resolves when the Docs page rendered, every story frame ended its render, and the DOM held still. */
async function whenSettled(page: Page) {
  await page.waitForFunction(
    () =>
      ((window as unknown as Record<string, string[]>).__docsTestEvents ?? []).includes(
        'docsRendered',
      ),
    null,
    { timeout: 20_000, polling: 25 },
  )
  // Story frames load lazily (loading="lazy"): bring each into view until its render ended, one
  // after the other. Each frame has its own time to end its render: on a CI machine busy with
  // other steps, a page of ten screens took over a minute in all, at ~6 s a frame.
  const frames = await page.locator('[data-story-block] iframe').count()
  test.setTimeout(60_000 + frames * perFrameMs)
  let ended = 0
  for (;;) {
    const progress = await page
      .waitForFunction(
        ({ ends, before }) => {
          type Preview = { currentRender?: { phase?: string } }
          const all = document.querySelectorAll<HTMLIFrameElement>('[data-story-block] iframe')
          let count = 0
          for (const frame of all) {
            const win = frame.contentWindow as (Window & { __STORYBOOK_PREVIEW__?: Preview }) | null
            const phase = win?.__STORYBOOK_PREVIEW__?.currentRender?.phase
            if (!phase || !ends.includes(phase)) {
              frame.scrollIntoView({ block: 'center' })
              break
            }
            count++
          }
          const loaders = document.querySelectorAll(
            '[data-story-block] .sb-loader, .docs-story .sb-loader',
          ).length
          if (count === all.length && loaders === 0) return { count, done: true }
          return count > before ? { count, done: false } : false
        },
        { ends: endPhases, before: ended },
        { timeout: perFrameMs, polling: 50 },
      )
      .catch(() => {
        throw new Error(
          `story frame ${ended + 1} of ${frames} did not end its render within ${perFrameMs / 1000} s`,
        )
      })
    const { count, done } = (await progress.jsonValue()) as { count: number; done: boolean }
    if (done) break
    ended = count
  }
  // Answers of the mock worker arrive after the first render: wait for 250 ms without a change
  // in the page or its frames (at most 5 s: a carousel may never hold still).
  await page.evaluate(async () => {
    const docs = [
      document,
      ...Array.from(document.querySelectorAll('iframe'), (f) => f.contentDocument),
    ]
    let last = performance.now()
    const observer = new MutationObserver(() => (last = performance.now()))
    for (const doc of docs)
      if (doc)
        observer.observe(doc, {
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

interface BlockReport {
  storyId: string
  inFrame: boolean
  errorShown: boolean
  phoneWidth: number | null
  frameWidth: number | null
  clippedDialogs: number
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
    storyGlobals?: { viewport?: { value?: string } }
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
      const doc = frame?.contentDocument
      const win = frame?.contentWindow
      const clipped =
        doc && win
          ? dialogs(doc).filter((d) => {
              const r = d.getBoundingClientRect()
              return (
                r.width > 0 &&
                (r.top < 0 ||
                  r.left < 0 ||
                  r.bottom > win.innerHeight + 1 ||
                  r.right > win.innerWidth + 1)
              )
            }).length
          : 0
      return {
        storyId,
        inFrame: Boolean(frame),
        errorShown: frame ? shows(doc?.body) : shows(block),
        phoneWidth,
        frameWidth: win ? win.innerWidth : null,
        clippedDialogs: clipped,
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

const names = new Map(entries.filter((e) => e.type === 'story').map((e) => [e.id, e.name]))

for (const docs of docsPages) {
  test(`${docs.title} Docs`, async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      // Chromium asks for /favicon.ico by itself; the build has none, and no story asked for it.
      if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return
      // The browser's own note on a failure answer of the mock API (an error story asks for one);
      // whether a story may show a failure is the error-state check below.
      if (
        /^Failed to load resource: the server responded with a status of [45]\d\d/.test(
          message.text(),
        )
      )
        return
      problems.push(`console error: ${message.text().slice(0, 300)}`)
    })
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.slice(0, 300)}`))
    await page.addInitScript(recordRenderEvents)
    await page.goto(`/iframe.html?id=${docs.id}&viewMode=docs`)
    await whenSettled(page)
    const { blocks, escaping } = await page.evaluate(inspect, fallbacks.requestFailed)
    expect(blocks.length, 'the page shows its stories').toBeGreaterThan(0)
    for (const b of blocks) {
      const name = names.get(b.storyId) ?? b.storyId
      if (b.errorShown && !errorName.test(name))
        problems.push(`${name} (${b.storyId}) shows the error state`)
      if (b.phoneWidth !== null && b.frameWidth !== b.phoneWidth)
        problems.push(
          `${name} is a ${b.phoneWidth} px phone story shown ${b.inFrame ? `${b.frameWidth} px wide` : 'inline'}`,
        )
      if (b.clippedDialogs > 0) problems.push(`${name}: a dialog is clipped by its frame`)
    }
    problems.push(...escaping.map((e) => `overlay escaping its frame: ${e}`))
    expect(problems, `Docs page ${docs.id}`).toEqual([])
  })
}
