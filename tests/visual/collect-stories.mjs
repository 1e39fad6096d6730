// Reads the list of stories from a static Storybook build and, for each, its `visual` parameter.
// index.json has ids, titles and tags but no parameters, so the preview itself is asked: it loads
// every CSF file and merges project, component and story parameters the way a render would.
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'

/**
 * @typedef {{ id: string, title: string, name: string, tags: string[], visual: unknown, renderWidth: 'small' | 'phone' | 'desktop', ownViewport: boolean, theme?: 'light' | 'dark' }} StoryInfo
 */

/**
 * @param {string} baseUrl where the static Storybook is served
 * @returns {Promise<{ stories: StoryInfo[], browser: string }>} every entry of type 'story', with
 *   its merged `visual` parameter and the width its story test renders it at, and the version of
 *   the Chromium that read them ('' when there was no story to read)
 */
export async function collectStories(baseUrl) {
  const index = await (await fetch(`${baseUrl}/index.json`)).json()
  const entries = Object.values(index.entries ?? {}).filter((entry) => entry.type === 'story')
  if (entries.length === 0) return { stories: [], browser: '' }
  const browser = await chromium.launch(chromiumLaunchOptions())
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
    }))
    return { stories, browser: browser.version() }
  } finally {
    await browser.close()
  }
}
