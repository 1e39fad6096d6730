// Screenshot tests of every story of the static Storybook build: one test per story file and
// theme, one picture per story and width. The story list comes from the build (collected by
// run.mjs), so a new story is covered without editing this file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { samePicture, shotOptions } from './screenshot-options.ts'
import { planShots, themes, widths, type Render, type StoryInfo } from './plan.ts'
import { freeze, stillPicture, thaw } from './still-picture.ts'
import { openStory, RENDER_WAIT_MS, settle, storyBox, switchStory } from './story-page.ts'
import { expect, test } from './visual-test.ts'

const storiesFile = process.env.VISUAL_STORIES
if (!storiesFile) {
  throw new Error('VISUAL_STORIES is not set: run the visual tests with `pnpm test:visual`')
}
const updating = process.env.VISUAL_UPDATE === '1'
const isCI = process.env.CI === 'true' || process.env.CI === '1'
const freezeCss = readFileSync(shotOptions.stylePath, 'utf8')

/** The baseline's bytes, or undefined when there is none yet. */
function baselineBytes(path: string): Buffer | undefined {
  try {
    return readFileSync(path)
  } catch {
    return undefined
  }
}

const plan = planShots(JSON.parse(readFileSync(storiesFile, 'utf8')) as StoryInfo[])
// `pnpm test:visual --story <id>`: run.mjs has checked the ids and passes them on.
const only = process.env.VISUAL_ONLY ? (JSON.parse(process.env.VISUAL_ONLY) as string[]) : null
if (only) {
  plan.renders = plan.renders.filter((render) => only.includes(render.storyId))
  plan.invalid = plan.invalid.filter((bad) => only.includes(bad.storyId))
}

for (const { storyId, problem } of plan.invalid) {
  test(`${storyId}: parameters.visual`, () => {
    throw new Error(`${storyId}: ${problem}`)
  })
}

// The preview is loaded once per worker and theme (visual-test.ts); its stories are then switched
// in place, file after file, each file in its own order (the order the story tests run them in
// too). Each story is rendered at its first width (its play function and the a11y check run then:
// a failure of either fails the story), shot, then the page is resized for the other widths (the
// layout answers to media queries). A story without pictures is rendered and played all the same.
// Every light file before any dark one: workers take tests in this order, so each reloads its
// page for the other theme about once.
const files = new Map<string, Render[]>()
for (const theme of themes)
  for (const render of plan.renders.filter((r) => r.theme === theme)) {
    const key = `${render.title} ${render.theme}`
    files.set(key, [...(files.get(key) ?? []), render])
  }

for (const [title, renders] of files) {
  const all = renders.flatMap((render) => render.shots)
  test(
    title,
    {
      annotation: [
        ...renders.map((render) => ({ type: 'story', description: render.storyId })),
        ...all.map((shot) => ({ type: 'screenshot', description: shot.file })),
      ],
    },
    async ({ storyPage }) => {
      // A safety net for a stuck file, not a goal: a story's render waits up to RENDER_WAIT_MS
      // (story-page.ts), twice for a story whose in-place switch failed, and a failing comparison
      // retries for up to expect's 20 s; a loaded CI machine (beside other steps, or two CPU
      // hogs) renders a story in ~1-6 s.
      test.setTimeout(60_000 + renders.length * 30_000 + 2 * RENDER_WAIT_MS)
      const shared = await storyPage(renders[0]?.theme ?? 'light')
      const { page, requests } = shared
      const broken: string[] = []
      for (const { storyId, theme, width, shots } of renders) {
        await test.step(storyId, async () => {
          try {
            await page.setViewportSize(widths[width])
            if (shared.opened) {
              try {
                await switchStory(page, requests, storyId)
              } catch {
                // A story switched in place can meet what the last one left running: its tree is
                // torn down while the next story's mocks are already in place, so a request of
                // the old tree can take a one-time answer meant for the new one. The story tests
                // render each story in a clean page; so does this second try, and its result counts.
                await openStory(page, requests, storyId, theme)
              }
            } else await openStory(page, requests, storyId, theme)
            shared.opened = true
          } catch (error) {
            // Named with its pictures, so the summary counts them as failed.
            const files = shots.map((shot) => shot.file).join(', ') || 'no picture'
            broken.push(`${error instanceof Error ? error.message : String(error)} [${files}]`)
            // What the failing story showed, for the report beside its message (an a11y
            // violation is then seen, not only named). Best effort: the page may be unusable.
            const seen = await page.screenshot({ fullPage: true }).catch(() => undefined)
            if (seen)
              await test.info().attach(`failed-story ${storyId} ${theme}`, {
                body: seen,
                contentType: 'image/png',
              })
            // The page may be unusable now: the next story starts from a fresh load.
            shared.opened = false
            return
          }
          try {
            await takePictures(shots)
          } finally {
            // The next story renders, plays and is checked as a member sees it: not frozen.
            if (!page.isClosed()) await thaw(page).catch(() => undefined)
          }
        })
      }
      if (broken.length > 0) throw new Error(broken.join('\n'))

      /**
       * The first of two captures in a row that agree within the allowance, as toHaveScreenshot
       * waits for a still page; up to expect's 20 s (a page still moving fails the accept).
       */
      async function steadyPicture(clip: Awaited<ReturnType<typeof storyBox>>) {
        const deadline = Date.now() + 20_000
        let previous = await stillPicture(page, clip)
        while (Date.now() < deadline) {
          const next = await stillPicture(page, clip)
          if (samePicture(next, previous)) return previous
          previous = next
        }
        throw new Error('the page kept changing for 20 s: no still picture to accept')
      }

      /** Each picture of one render, compared with its baseline. */
      async function takePictures(shots: Render['shots']) {
        for (const [index, shot] of shots.entries()) {
          if (index > 0) {
            // The page is resized as a member's would be: not frozen (a transition the resize
            // starts is then finished by the freeze, as page.screenshot finishes it).
            await thaw(page)
            await page.setViewportSize(widths[shot.width])
          }
          // A full-page picture paints fixed bars (top bar, bottom nav) where the scroll left
          // them; a play function that focused a field lower down would move them. From the top,
          // they sit where a member first sees them.
          await page.evaluate(() => window.scrollTo(0, 0))
          await settle(page)
          // A story wider than its viewport scrolls sideways on a member's phone (issue 29): the
          // picture, cut to the page, would not show it. Soft: the pictures are still compared.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect
            .soft(overflow, `${shot.file}: the story is ${overflow} px wider than its viewport`)
            .toBeLessThanOrEqual(0)
          // Only what the story drew (its root, portals and fixed layers): a changed icon is
          // then a real share of the picture, and the picture is smaller.
          const clip = await storyBox(page)
          // toHaveScreenshot's first step, without its costs when it passes: the picture is
          // taken as it takes it, then compared with the baseline: byte for byte first (Chromium
          // encodes the same pixels to the same PNG: no decoding, no pixelmatch, no diff image,
          // which were ~60 % of the test process's CPU), else with the same comparator and
          // allowance. Only a picture that fails both goes through toHaveScreenshot, with its
          // retries, its report and its diff images; an accept writes its own (below).
          const path = test.info().snapshotPath(shot.file, { kind: 'screenshot' })
          const expected = baselineBytes(path)
          // Held still as page.screenshot holds it, without its per-picture costs (still-picture.ts).
          await freeze(page, freezeCss)
          if (updating || (!expected && !isCI)) {
            // An accept (or a developer's first picture) writes the very capture the check takes,
            // so the next check finds the same bytes and skips decoding and pixelmatch (with
            // toHaveScreenshot's own capture, half the baselines differed from the check's by a
            // few pixels and paid both). Every picture whose bytes differ is rewritten, also one
            // within the allowance: an accepted story holds one look at every theme and width.
            const picture = await steadyPicture(clip)
            if (!expected?.equals(picture)) {
              mkdirSync(dirname(path), { recursive: true })
              writeFileSync(path, picture)
            }
            // A first picture is not a passed comparison (as toHaveScreenshot's 'missing' mode).
            if (!updating)
              expect
                .soft(expected, `${shot.file}: no baseline; this picture was written`)
                .toBeTruthy()
            continue
          }
          if (expected) {
            const actual = await stillPicture(page, clip)
            if (samePicture(actual, expected)) continue
          }
          // Soft: a failed picture still lets the others be compared and reported.
          await expect.soft(page, shot.file).toHaveScreenshot(shot.file, { fullPage: true, clip })
        }
      }
    },
  )
}

if (plan.renders.length === 0 && plan.invalid.length === 0) {
  test('the Storybook build has stories', () => {
    throw new Error('no story to compare: is storybook-static/ built from stories/?')
  })
}
