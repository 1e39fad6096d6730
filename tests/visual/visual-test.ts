// Playwright's `test` with one browser context per worker instead of one per test: the static
// Storybook's scripts then come from the HTTP cache (and its compiled-code cache) and MSW's
// service worker stays registered, which makes a story load several times faster. Each test still
// gets a fresh page, and storage is emptied before any script of a page runs, so no story sees
// what another left behind. The screenshot tests go further with `storyPage`: one page per worker
// and theme, whose preview switches from story to story across files (story-page.ts).
import { test as base, type BrowserContext, type Page } from '@playwright/test'
import { STORY_NOW, fixDate } from '../../.storybook/fixed-date.ts'
import type { AxeViolation } from './a11y-message.ts'
import type { Theme } from './plan.ts'
import { emptyStorage, trackRequests, type RequestTracker } from './story-page.ts'

/** A worker's page for one theme, and whether its preview shows a story it can switch from. */
export interface StoryPage {
  page: Page
  requests: RequestTracker
  /** False until a story was opened, and again after a story failed: the next one reloads. */
  opened: boolean
  /** The theme the page's preview was opened in. */
  theme: Theme
}

/** What the a11y addon reports with `storyFinished` (axe's result). */
interface A11yReport {
  type: string
  status: string
  result?: {
    error?: unknown
    violations?: AxeViolation[]
  }
}

export const test = base.extend<
  object,
  { sharedContext: BrowserContext; storyPage: (theme: Theme) => Promise<StoryPage> }
>({
  sharedContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: process.env.VISUAL_BASE_URL,
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
        reducedMotion: 'reduce',
      })
      // The wall clock stands still at the stories' moment: countdowns, "n minutes ago" and expiry
      // badges then give the same pixels on every run. Only `Date` is pinned. Playwright's
      // `clock.setFixedTime` also replaces timers and requestAnimationFrame with its own (a frame
      // is then a 16 ms timer, not a painted frame), and a play function that waits for frames
      // to see what a resize or a focus change did could look before the browser had done it.
      // Storybook's own `freezeDate` then ticks from this still clock, so it stands still too.
      await context.addInitScript(fixDate, { now: STORY_NOW.getTime(), ticking: false })
      // Storybook reports how a story went on its channel. A failed play function is only logged
      // in a static build (the story still reaches the 'finished' phase with status success), so
      // its exception events are recorded too, against the story being rendered; story-page.ts
      // fails a story with any of them rather than take a picture of a half-played state.
      await context.addInitScript(() => {
        const w = window as unknown as Record<string, unknown>
        const outcomes: Record<string, string> = {}
        w.__visualOutcome = outcomes
        // Which checks reported on each story's last render ('a11y:passed', …): the harness's
        // own tests read it to prove the a11y check ran.
        const reported: Record<string, string[]> = {}
        w.__visualReporters = reported
        // The violations of each story's last failed a11y check, for story-page.ts to describe.
        const a11yFound: Record<string, AxeViolation[]> = {}
        w.__visualA11y = a11yFound
        const currentId = () =>
          (w.__STORYBOOK_PREVIEW__ as { currentRender?: { id?: string } } | undefined)
            ?.currentRender?.id ?? '?'
        const failure = (kind: string) => (payload: unknown) => {
          const message =
            (payload as { message?: string } | undefined)?.message ??
            (Array.isArray(payload) ? payload.map((e) => e?.message).join('; ') : '')
          outcomes[currentId()] = `${kind}: ${message}`
        }
        let current: unknown
        Object.defineProperty(w, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          get: () => current,
          set: (channel: { on?: (event: string, fn: (e: unknown) => void) => void }) => {
            if (channel !== current && typeof channel?.on === 'function') {
              channel.on('playFunctionThrewException', failure('play function threw'))
              channel.on('storyThrewException', failure('story threw'))
              channel.on('storyErrored', failure('story errored'))
              channel.on('unhandledErrorsWhilePlaying', failure('unhandled errors while playing'))
              channel.on('storyFinished', (event) => {
                const { storyId, status, reporters } = event as {
                  storyId: string
                  status: string
                  reporters?: A11yReport[]
                }
                reported[storyId] = (reporters ?? []).map((r) => `${r.type}:${r.status}`)
                // The a11y addon's check (run after each render in both themes, see
                // story-page.ts) reports its violations here; they are listed, not just counted.
                const a11y = (reporters ?? []).filter(
                  (report) => report.type === 'a11y' && report.status === 'failed',
                )
                if (a11y.length > 0) {
                  const violations = a11y.flatMap((report) => report.result?.violations ?? [])
                  // What story-page.ts says of them (a11y-message.ts: each element's words, and a
                  // contrast failure's ratio and colours): axe's data, as far as it reads it.
                  a11yFound[storyId] = violations.map((v) => ({
                    id: v.id,
                    impact: v.impact,
                    help: v.help,
                    nodes: (v.nodes ?? []).map((node) => ({
                      target: node.target,
                      html: node.html,
                      any: (node.any ?? []).map((check) => ({ id: check.id, data: check.data })),
                    })),
                  }))
                  outcomes[storyId] ??= a11y
                    .map((report) =>
                      report.result?.error
                        ? `a11y check failed: ${String(report.result.error)}`
                        : `a11y violations: ${(report.result?.violations ?? []).map((v) => v.id).join(', ')}`,
                    )
                    .join('; ')
                }
                outcomes[storyId] ??=
                  status === 'success' ? 'success' : `finished with status ${status}`
              })
            }
            current = channel
          },
        })
      })
      await context.addInitScript(emptyStorage)
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  // A preview loaded once per worker (and again when the theme changes), not once per story
  // file: loading the Storybook preview is most of what opening a story costs (a page load, the
  // preview's scripts run, MSW's worker started). Storybook's own sidebar switches stories the
  // same way, file after file. One page only: a second page of the context is in the background,
  // and Chromium throttles its animation frames (each picture then waited ~0.5 s for a frame).
  // Playwright starts a new worker after a failed test, so a page never outlives a failure.
  storyPage: [
    async ({ sharedContext }, use) => {
      const baseURL = process.env.VISUAL_BASE_URL
      let made: StoryPage | undefined
      await use(async (theme) => {
        await sharedContext.clearCookies()
        if (!made || made.page.isClosed()) {
          const page = await sharedContext.newPage()
          const goto = page.goto.bind(page)
          page.goto = (url, options) =>
            goto(baseURL && url.startsWith('/') ? baseURL + url : url, options)
          made = { page, requests: trackRequests(page), opened: false, theme }
        }
        // The theme is a global of the loaded preview: another theme loads the page again.
        if (made.theme !== theme) {
          made.opened = false
          made.theme = theme
        }
        return made
      })
      await made?.page.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedContext, baseURL }, use) => {
    await sharedContext.clearCookies()
    const page = await sharedContext.newPage()
    // A page made by hand does not get the config's baseURL: goto with a path needs it.
    const goto = page.goto.bind(page)
    page.goto = (url, options) =>
      goto(baseURL && url.startsWith('/') ? baseURL + url : url, options)
    await use(page)
    await page.close()
  },
})

export { expect } from '@playwright/test'
