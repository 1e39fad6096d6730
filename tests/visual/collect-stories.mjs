// Reads the list of stories from a static Storybook build and, for each, its `visual` parameter.
// index.json has ids, titles and tags but no parameters, so the preview itself is asked: it loads
// every CSF file and merges project, component and story parameters the way a render would.
import { chromium } from 'playwright'
import { browserLabel, chromiumLaunchOptions } from '../../scripts/chromium.mjs'

/**
 * @typedef {{ id: string, title: string, name: string, tags: string[], visual: unknown, renderWidth: 'small' | 'phone' | 'desktop', ownViewport: boolean, theme?: 'light' | 'dark', content?: string }} StoryInfo
 */

/**
 * @param {string} baseUrl where the static Storybook is served
 * @returns {Promise<{ stories: StoryInfo[], browser: string }>} every entry of type 'story', with
 *   its merged `visual` parameter and the width its story test renders it at, and the version of
 *   the Chromium that read them, `… headless shell` for the shell ('' when there was no story to read)
 */
export async function collectStories(baseUrl) {
  const index = await (await fetch(`${baseUrl}/index.json`)).json()
  const entries = Object.values(index.entries ?? {}).filter((entry) => entry.type === 'story')
  if (entries.length === 0) return { stories: [], browser: '' }
  const options = chromiumLaunchOptions()
  const browser = await chromium.launch(options)
  try {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/iframe.html`)
    await page.waitForFunction(() => Boolean(window.__STORYBOOK_PREVIEW__?.storyStoreValue), null, {
      timeout: 60_000,
    })
    const ids = entries.map((entry) => entry.id)
    const visuals = await page.evaluate(async (storyIds) => {
      const preview = window.__STORYBOOK_PREVIEW__
      const out = {}
      // What a story renders, apart from the theme and viewport it may pin, as one string: its
      // render and play functions, merged args and parameters, other globals, and its own
      // decorators, loaders and hooks (the CSF export; the file's and the project's are shared by
      // the file's stories). A function is named by its identity: two stories share a content only
      // when they share every function. Parameters only Docs or this run read are left out.
      const functionIds = new Map()
      const idOf = (fn) => {
        if (!functionIds.has(fn)) functionIds.set(fn, `fn#${functionIds.size}`)
        return functionIds.get(fn)
      }
      const plain = (value) => {
        // A repeated object (a cycle, or one shared twice) is written once per story.
        const seen = new WeakSet()
        return JSON.stringify(value, (_key, v) => {
          if (typeof v === 'function') return idOf(v)
          if (typeof v === 'object' && v !== null) {
            if (seen.has(v)) return '[seen]'
            seen.add(v)
          }
          return v
        })
      }
      const presentationOnly = ['docs', 'visual', 'viewport', '__id', 'fileName']
      const withoutPresentation = (parameters) =>
        Object.fromEntries(
          Object.entries(parameters ?? {}).filter(([k]) => !presentationOnly.includes(k)),
        )
      const withoutPins = ({ theme: _theme, viewport: _viewport, ...rest } = {}) => rest
      const contentOf = (story) => {
        const own = story.moduleExport ?? {}
        return plain({
          title: story.title,
          render: story.originalStoryFn ? idOf(story.originalStoryFn) : null,
          play: story.playFunction ? idOf(story.playFunction) : null,
          args: story.initialArgs ?? {},
          parameters: withoutPresentation(story.parameters),
          globals: withoutPins(story.storyGlobals),
          own: {
            decorators: own.decorators ?? null,
            loaders: own.loaders ?? null,
            beforeEach: own.beforeEach ?? null,
            afterEach: own.afterEach ?? null,
            mount: own.mount ?? null,
            tags: story.tags ?? [],
          },
        })
      }
      for (const storyId of storyIds) {
        try {
          const story = await preview.loadStory({ storyId })
          // The viewport the story tests render it at (addon-vitest: the story's viewport
          // global, else the viewport parameter's default, else 1200 px wide): the small phone
          // (320 px), a phone one when its option is of type 'mobile' or narrower than 768 px.
          const viewport = story.parameters?.viewport ?? {}
          const chosen =
            story.storyGlobals?.viewport?.value ??
            story.globals?.viewport?.value ??
            viewport.defaultViewport
          const option = chosen ? { ...viewport.viewports, ...viewport.options }[chosen] : undefined
          const width = Number.parseInt(String(option?.styles?.width ?? ''), 10)
          const isPhone = option?.type === 'mobile' || (Number.isFinite(width) && width < 768)
          const renderWidth = width === 320 ? 'small' : isPhone ? 'phone' : 'desktop'
          // A theme the story pins (the `theme` global of the story or its file).
          const theme = story.storyGlobals?.theme
          out[storyId] = {
            // JSON round trip: parameters may hold functions; only plain data is kept.
            visual: JSON.parse(JSON.stringify(story.parameters?.visual ?? null)),
            renderWidth,
            ownViewport: option !== undefined,
            theme: theme === 'light' || theme === 'dark' ? theme : undefined,
            content: contentOf(story),
          }
        } catch (error) {
          out[storyId] = { visual: { loadError: String(error) }, renderWidth: 'desktop' }
        }
      }
      return out
    }, ids)
    const stories = entries.map((entry) => ({
      id: entry.id,
      title: entry.title,
      name: entry.name,
      tags: entry.tags ?? [],
      visual: visuals[entry.id]?.visual ?? null,
      renderWidth: visuals[entry.id]?.renderWidth ?? 'desktop',
      ownViewport: visuals[entry.id]?.ownViewport ?? false,
      theme: visuals[entry.id]?.theme,
      content: visuals[entry.id]?.content,
    }))
    return { stories, browser: browserLabel(browser.version(), options) }
  } finally {
    await browser.close()
  }
}
