// Prints what the visual run compared: stories, screenshots, opted-out stories with their
// reasons, time per screenshot, and where the HTML report (expected/actual/diff) is.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { planShots, type StoryInfo } from './plan.ts'

const reportIndex = new URL('./report/index.html', import.meta.url).pathname

/** Counts the screenshot tests of stories.spec.ts by outcome. */
export default class SummaryReporter implements Reporter {
  private readonly started = Date.now()
  private readonly stories = new Set<string>()
  private compared = 0
  private failed = 0
  private busyMs = 0

  onTestEnd(test: TestCase, result: TestResult) {
    const stories = test.annotations
      .filter((a) => a.type === 'story')
      .map((a) => a.description ?? '')
    if (stories.length === 0) return
    // Only the final attempt counts; retries are off, but stay correct if someone turns them on.
    if (result.retry < test.retries && result.status !== 'passed') return
    if (result.status === 'skipped') return
    const shots = test.annotations
      .filter((a) => a.type === 'screenshot')
      .map((a) => a.description ?? '')
    for (const story of stories) this.stories.add(story)
    this.compared += shots.length
    this.busyMs += result.duration
    if (result.status === 'passed') return
    // A failed comparison names its file; an error before any picture (the story threw) fails all.
    const messages = result.errors.map((e) => `${e.message ?? ''}${e.value ?? ''}`).join('\n')
    const named = shots.filter((file) => messages.includes(file.replace(/\.png$/, '')))
    this.failed += named.length > 0 ? named.length : shots.length
  }

  onEnd(result: FullResult) {
    const wallSeconds = (Date.now() - this.started) / 1000
    const perShot = this.compared > 0 ? wallSeconds / this.compared : 0
    const busyPerShot = this.compared > 0 ? this.busyMs / 1000 / this.compared : 0
    const lines = [
      '',
      `Visual: compared ${this.compared} screenshots of ${this.stories.size} stories` +
        ` (${this.failed} failed) in ${wallSeconds.toFixed(1)} s:` +
        ` ${perShot.toFixed(2)} s per screenshot overall, ${busyPerShot.toFixed(2)} s of test time each.`,
    ]
    const file = process.env.VISUAL_STORIES
    if (file) {
      const plan = planShots(JSON.parse(readFileSync(file, 'utf8')) as StoryInfo[])
      for (const skip of plan.skipped) lines.push(`  skipped ${skip.storyId}: ${skip.reason}`)
      for (const bad of plan.invalid) lines.push(`  INVALID ${bad.storyId}: ${bad.problem}`)
    }
    lines.push(`Report (expected, actual, diff): ${relative(process.cwd(), reportIndex)}`)
    if (result.status !== 'passed') {
      lines.push(
        'Accept an intended change with `pnpm test:visual:update` (docs/visual-review.md).',
      )
    }
    process.stdout.write(lines.join('\n') + '\n')
  }

  printsToStdio() {
    return false
  }
}
