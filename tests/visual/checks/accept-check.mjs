#!/usr/bin/env node
// `pnpm test:visual:accept-check`: proves `pnpm test:visual:update --story <id>` rewrites every
// picture of that story (both themes, every width), also those that differ too little to fail,
// and nothing else. Works on a scratch baseline folder (VISUAL_SCREENSHOTS_DIR); the tree's
// baselines are not touched.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs'
import { fail, runVisual } from './run-visual.mjs'

const story = 'domain-walletcard--with-actions'
const neighbour = 'domain-walletcard--default'

/** Changes two pixels of a PNG by 10 units: a difference within the allowance. */
async function nudge(browser, png) {
  const page = await browser.newPage()
  const base64 = await page.evaluate(async (data) => {
    const image = new Image()
    image.src = `data:image/png;base64,${data}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')
    context.drawImage(image, 0, 0)
    const pixels = context.getImageData(0, 0, 2, 1)
    for (let i = 0; i < 8; i += 4) pixels.data[i] = (pixels.data[i] + 10) % 256
    context.putImageData(pixels, 0, 0)
    return canvas.toDataURL('image/png').split(',')[1]
  }, png.toString('base64'))
  await page.close()
  return Buffer.from(base64, 'base64')
}

const dir = mkdtempSync(join(tmpdir(), 'trellis-accept-check-'))
const env = { CI: '', VISUAL_SCREENSHOTS_DIR: dir, VISUAL_REPORT_DIR: `${dir}-report` }
try {
  // Fresh pictures of both stories, as a developer's accepted baselines.
  const first = runVisual(['--update', '--story', story, '--story', neighbour], env)
  if (first.status !== 0) fail('taking the first pictures failed', first.output)
  const files = readdirSync(dir).sort()
  const mine = files.filter((f) => f.startsWith(`${story}-`))
  const theirs = files.filter((f) => f.startsWith(`${neighbour}-`))
  if (mine.length !== 4 || theirs.length !== 4) {
    fail(
      `expected 4 pictures per story (2 themes × 2 widths), got ${files.join(', ')}`,
      first.output,
    )
  }

  // Make every picture of the story stale: one clearly different (the neighbour's picture, as
  // after a redesign), the others off by two pixels, too little to fail a comparison, which an
  // accept of only the failing pictures would leave as they are.
  const browser = await chromium.launch(chromiumLaunchOptions())
  const stale = new Map()
  for (const [index, file] of mine.entries()) {
    const bytes =
      index === 0
        ? readFileSync(join(dir, file.replace(story, neighbour)))
        : await nudge(browser, readFileSync(join(dir, file)))
    writeFileSync(join(dir, file), bytes)
    stale.set(file, bytes)
  }
  await browser.close()
  const before = new Map(theirs.map((f) => [f, readFileSync(join(dir, f))]))

  const accept = runVisual(['--update', '--story', story], env)
  if (accept.status !== 0) fail('the accept run failed', accept.output)
  const kept = mine.filter((f) => readFileSync(join(dir, f)).equals(stale.get(f)))
  if (kept.length > 0) {
    fail(
      `the accept left ${kept.length} of the story's 4 pictures as they were: ${kept.join(', ')}`,
      accept.output,
    )
  }
  const touched = theirs.filter((f) => !readFileSync(join(dir, f)).equals(before.get(f)))
  if (touched.length > 0)
    fail(`the accept rewrote another story's pictures: ${touched.join(', ')}`, accept.output)
  const after = readdirSync(dir).sort()
  if (after.join() !== files.join())
    fail(`the accept added or removed files: ${after.join(', ')}`, accept.output)

  // And the accepted story now passes its own check.
  const check = runVisual(['--story', story], { ...env, CI: 'true' })
  if (check.status !== 0) fail('the accepted story does not pass its check', check.output)
  process.stdout.write(
    `accept check passed: --update --story ${story} rewrote all ${mine.length} pictures (${mine.join(', ')}), ` +
      `3 of them off by only 2 pixels, and none of ${neighbour}'s\n`,
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
  rmSync(`${dir}-report`, { recursive: true, force: true })
  rmSync(`${dir}-report-previous`, { recursive: true, force: true })
}
