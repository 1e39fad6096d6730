// The baselines as a set: no picture that repeats another. A story's pictures at two widths or
// in two themes that are byte for byte the same say the second one tests nothing (at most 1 % of
// all pictures); two stories whose names promise different states ("Paused", "Default") that
// draw the same picture say one of them does not show its state. Runs over the planned
// baselines of the build in VISUAL_STORIES (run.mjs), so an accepted change is checked too.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { planShots, repeatedPictures, type RepeatedPair, type StoryInfo } from './plan.ts'

/** The most a story's own pictures may repeat each other, as a share of all pictures. */
const withinShare = 0.01

const folder =
  process.env.VISUAL_SCREENSHOTS_DIR ?? new URL('./__screenshots__/', import.meta.url).pathname

function hashOf(file: string): string | undefined {
  try {
    return createHash('sha256')
      .update(readFileSync(join(folder, file)))
      .digest('hex')
  } catch {
    return undefined
  }
}

const names = (pairs: RepeatedPair[]) =>
  pairs.map(({ first, second }) => `${second.file} = ${first.file}`)

test('no baseline repeats another state, and few repeat their own story', () => {
  const file = process.env.VISUAL_STORIES
  test.skip(!file, 'needs the stories of a build (pnpm test:visual)')
  // An update is writing these files now; the next check run reads what it wrote.
  test.skip(process.env.VISUAL_UPDATE === '1', 'an update run: checked on the next run')
  const plan = planShots(JSON.parse(readFileSync(file ?? '', 'utf8')) as StoryInfo[])
  const { within, across } = repeatedPictures(plan.shots, hashOf)
  expect(
    names(across),
    "pictures of differently named states are the same (show the state, or tag the story 'check')",
  ).toEqual([])
  expect(
    within.length,
    `${within.length} of ${plan.shots.length} pictures repeat their own story's (at most ` +
      `${withinShare * 100} %; shoot a story that does not change with the width at one, ` +
      `parameters.visual.widths):\n${names(within).join('\n')}`,
  ).toBeLessThanOrEqual(Math.floor(plan.shots.length * withinShare))
})
