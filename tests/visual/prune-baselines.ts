// Global teardown: after `pnpm test:visual:update` over the whole build, deletes baselines of
// stories (or widths) that no longer exist, so the baseline folder mirrors the stories.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { planShots, type StoryInfo } from './plan.ts'

const folder =
  process.env.VISUAL_SCREENSHOTS_DIR ?? new URL('./__screenshots__/', import.meta.url).pathname

/** Removes orphan baselines; does nothing unless the run was an unfiltered update. */
export default function pruneBaselines() {
  const file = process.env.VISUAL_STORIES
  if (process.env.VISUAL_UPDATE !== '1' || process.env.VISUAL_FILTERED === '1' || !file) return
  const plan = planShots(JSON.parse(readFileSync(file, 'utf8')) as StoryInfo[])
  const wanted = new Set(plan.shots.map((shot) => shot.file))
  let present: string[] = []
  try {
    present = readdirSync(folder)
  } catch {
    return
  }
  for (const name of present) {
    if (name.endsWith('.png') && !wanted.has(name)) {
      rmSync(join(folder, name))
      process.stdout.write(`[visual] removed orphan baseline ${name}\n`)
    }
  }
}
