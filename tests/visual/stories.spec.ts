// Screenshot tests of every story of the static Storybook build: one test per story and theme,
// one picture per width. The story list comes from the build (collected by run.mjs), so a new
// story is covered without editing this file.
import { readFileSync } from 'node:fs'
import { planShots, widths, type Shot, type StoryInfo } from './plan.ts'
import { openStory, settle } from './story-page.ts'
import { expect, test } from './visual-test.ts'

const storiesFile = process.env.VISUAL_STORIES
if (!storiesFile) {
  throw new Error('VISUAL_STORIES is not set: run the visual tests with `pnpm test:visual`')
}
const plan = planShots(JSON.parse(readFileSync(storiesFile, 'utf8')) as StoryInfo[])

for (const { storyId, problem } of plan.invalid) {
  test(`${storyId}: parameters.visual`, () => {
    throw new Error(`${storyId}: ${problem}`)
  })
}

// A story is loaded once per theme at its first width; the other width is the same page resized
// (the layout answers to media queries), which halves the page loads of a run.
const groups = new Map<string, Shot[]>()
for (const shot of plan.shots) {
  const key = `${shot.storyId} ${shot.theme}`
  groups.set(key, [...(groups.get(key) ?? []), shot])
}

for (const [title, shots] of groups) {
  const first = shots[0]
  if (!first) continue
  test(
    title,
    {
      annotation: [
        { type: 'story', description: first.storyId },
        ...shots.map((shot) => ({ type: 'screenshot', description: shot.file })),
      ],
    },
    async ({ page }) => {
      await page.setViewportSize(widths[first.width])
      await openStory(page, first.storyId, first.theme)
      for (const [index, shot] of shots.entries()) {
        if (index > 0) {
          await page.setViewportSize(widths[shot.width])
          await settle(page)
        }
        // Soft: a failed phone picture still lets the desktop one be compared and reported.
        await expect.soft(page, shot.file).toHaveScreenshot(shot.file, { fullPage: true })
      }
    },
  )
}

if (plan.shots.length === 0 && plan.invalid.length === 0) {
  test('the Storybook build has stories', () => {
    throw new Error('no story to compare: is storybook-static/ built from stories/?')
  })
}
