// One screenshot test per story × theme × width of the static Storybook build. The story list
// comes from the build (collected by run.mjs), so a new story is covered without editing this file.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { planShots, widths, type Shot, type StoryInfo } from './plan.ts'

const storiesFile = process.env.VISUAL_STORIES
if (!storiesFile) {
  throw new Error('VISUAL_STORIES is not set: run the visual tests with `pnpm test:visual`')
}
const stories = JSON.parse(readFileSync(storiesFile, 'utf8')) as StoryInfo[]
const plan = planShots(stories)

/** Storybook's preview object, as far as these tests read it. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } }
}

/** Phases after which the story no longer changes (Storybook 10 StoryRender). */
const endPhases = ['finished', 'errored', 'aborted']

async function openStory(page: Page, shot: Shot) {
  await page.setViewportSize(widths[shot.width])
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: shot.theme })
  const query = new URLSearchParams({ id: shot.storyId, viewMode: 'story' })
  // `globals` is Storybook's own `key:value;key:value` syntax (URLSearchParams would escape it).
  // a11y.manual skips the axe run after each render: the story tests check accessibility, and
  // here it would only add about a second per screenshot.
  const globals = `theme:${shot.theme};a11y.manual:!true`
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
    throw new Error(`story ${shot.storyId} ended in phase '${ended}': ${shown.join('\n')}`)
  }
  await page.evaluate(async () => {
    await document.fonts.ready
  })
  await page.waitForLoadState('networkidle')
}

for (const { storyId, problem } of plan.invalid) {
  test(`${storyId}: parameters.visual`, () => {
    throw new Error(`${storyId}: ${problem}`)
  })
}

for (const shot of plan.shots) {
  test(
    `${shot.storyId} ${shot.theme} ${shot.width}`,
    {
      annotation: [
        { type: 'story', description: shot.storyId },
        { type: 'screenshot', description: shot.file },
      ],
    },
    async ({ page }) => {
      await openStory(page, shot)
      await expect(page).toHaveScreenshot(shot.file, { fullPage: true })
    },
  )
}

if (plan.shots.length === 0 && plan.invalid.length === 0) {
  test('the Storybook build has stories', () => {
    throw new Error('no story to compare: is storybook-static/ built from stories/?')
  })
}
