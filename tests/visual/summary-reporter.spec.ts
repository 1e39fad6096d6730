// The summary's short list reads Playwright's comparison errors: the picture, and how much changed.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { describeChange, parseShotFile, reportHtml, type Change } from './summary-reporter.ts'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const cli = join(dirname(require.resolve('@playwright/test/package.json')), 'cli.js')
const playwrightTest = require.resolve('@playwright/test')

test('names the picture and its changed pixels', () => {
  const message =
    'Error: expect(page).toHaveScreenshot(expected) failed\n\n  133 pixels (ratio 0.01 of all image pixels) are different.\n\n  Snapshot: domain-walletcard--default-light-390.png\n\nCall log:\n  - waiting'
  expect(describeChange(message)).toEqual({
    file: 'domain-walletcard--default-light-390.png',
    what: '133 pixels',
  })
  expect(parseShotFile('domain-walletcard--default-light-390.png')).toEqual({
    storyId: 'domain-walletcard--default',
    theme: 'light',
    width: '390',
  })
})

test('says when the size changed, and when there is no baseline', () => {
  const resized =
    'Expected an image 392px by 145px, received 392px by 160px. 5880 pixels (ratio 0.09 of all image pixels) are different.\n  Snapshot: a--b-dark-1280.png'
  expect(describeChange(resized)?.what).toBe('size 392×145 → 392×160, 5,880 pixels')
  expect(
    describeChange(
      "A snapshot doesn't exist at /x/__screenshots__/a--b-dark-320.png, writing actual.",
    ),
  ).toEqual({ file: 'a--b-dark-320.png', what: 'no baseline' })
  expect(describeChange('story a--b ended in phase errored')).toBeNull()
})

test('names a test that passed only on its second try, after the failures', () => {
  // A real Playwright run with this reporter: one test fails on its first try and passes on its
  // second, as a race with a slow machine would. Its folder is a temporary one outside the tree:
  // one inside it was read by ESLint, running beside this step, and gone before ESLint opened it
  // (CI of de80b71 went red on that). So the spec imports @playwright/test by its full path, the
  // same copy as the runner's.
  const dir = mkdtempSync(join(tmpdir(), 'trellis-flaky-'))
  try {
    writeFileSync(
      join(dir, 'flaky.spec.ts'),
      [
        `import { expect, test } from ${JSON.stringify(playwrightTest)}`,
        "test('a race', () => expect(test.info().retry, 'lost the race').toBe(1))",
        "test('steady', () => expect(1).toBe(1))",
      ].join('\n'),
    )
    writeFileSync(
      join(dir, 'config.ts'),
      `export default { testDir: ${JSON.stringify(dir)}, retries: 1, workers: 1, reporter: [[${JSON.stringify(join(here, 'summary-reporter.ts'))}]] }\n`,
    )
    const env: NodeJS.ProcessEnv = { ...process.env, VISUAL_REPORT_DIR: join(dir, 'report') }
    delete env.VISUAL_STORIES
    const run = spawnSync(process.execPath, [cli, 'test', '-c', join(dir, 'config.ts')], {
      cwd: dir,
      encoding: 'utf8',
      env,
    })
    expect(run.status, run.stdout + run.stderr).toBe(0)
    const lines = run.stdout.trimEnd().split('\n')
    const flaky = lines.filter((l) => l.startsWith('FLAKY '))
    expect(flaky).toHaveLength(1)
    expect(flaky[0]).toMatch(
      /^FLAKY visual a race: passed on its second try; the first failed with: .*lost the race/,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('the report groups changed pictures by story and compares each pair in place', async ({
  page,
}) => {
  const change = (file: string, what: string): Change => ({
    ...parseShotFile(file),
    file,
    what,
    images: {
      expected: `changes/${file}-expected.png`,
      actual: `changes/${file}-actual.png`,
      diff: `changes/${file}-diff.png`,
    },
  })
  const html = reportHtml({
    changes: [
      change('domain-walletcard--default-light-390.png', '133 pixels'),
      change('screens-login--default-dark-1280.png', '12 pixels'),
      change('domain-walletcard--default-dark-390.png', '140 pixels'),
      { ...change('a--b<i>-light-390.png', 'no baseline'), images: {} },
    ],
    problems: [],
    skipped: [],
    compared: 10,
    stories: 3,
    previous: '../report-previous/',
  })
  await page.setContent(html)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Visual review: 4 changed pictures in 3 stories, 0 other failures',
  )
  // One section per story, its themes and widths together.
  const sections = page.locator('section')
  await expect(sections).toHaveCount(3)
  const card = sections.first()
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(
    'domain-walletcard--default (2 pictures)',
  )
  await expect(card.getByRole('heading', { level: 3 })).toHaveText([
    'light · 390 px: 133 pixels',
    'dark · 390 px: 140 pixels',
  ])
  // A story id is text, not markup; a picture without both images has no comparison.
  await expect(sections.nth(2).getByRole('heading', { level: 2 })).toHaveText('a--b<i> (1 picture)')
  await expect(sections.nth(2).locator('.compare')).toHaveCount(0)

  const compare = card.locator('.compare').first()
  const actual = compare.locator('img.actual')
  const clip = () => actual.evaluate((img) => getComputedStyle(img).clipPath)
  expect(await clip()).toBe('inset(0px 0px 0px 50%)')
  await compare.getByRole('slider').fill('80')
  expect(await clip()).toBe('inset(0px 0px 0px 80%)')
  const blink = compare.getByRole('button', { name: 'Blink' })
  await blink.click()
  await expect(compare.getByRole('button', { name: 'Stop' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await clip()).toBe('none')
  // The actual picture shows and hides in turn.
  await expect.poll(() => actual.evaluate((img) => img.style.opacity)).toBe('0')
  await expect.poll(() => actual.evaluate((img) => img.style.opacity)).toBe('1')
  await compare.getByRole('button', { name: 'Stop' }).click()
  await expect(blink).toHaveAttribute('aria-pressed', 'false')
  expect(await clip()).toBe('inset(0px 0px 0px 80%)')
})

test('the report shows a change repeated byte for byte once', async ({ page }) => {
  const images = (file: string) => ({
    expected: `changes/${file}-expected.png`,
    actual: `changes/${file}-actual.png`,
    diff: `changes/${file}-diff.png`,
  })
  const first = 'domain-walletcard--default-light-390.png'
  const html = reportHtml({
    changes: [
      { ...parseShotFile(first), file: first, what: '38 pixels', images: images(first) },
      {
        ...parseShotFile('domain-walletcard--default-light-1280.png'),
        file: 'domain-walletcard--default-light-1280.png',
        what: '38 pixels',
        images: images('domain-walletcard--default-light-1280.png'),
        sameAs: first,
      },
    ],
    problems: [],
    skipped: [],
    compared: 4,
    stories: 1,
    previous: '../report-previous/',
  })
  await page.setContent(html)
  await expect(page.getByText('1 changed picture repeats another')).toBeVisible()
  // Both listed under their story; the images and the comparison only once.
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'light · 390 px: 38 pixels',
    'light · 1280 px: 38 pixels',
  ])
  await expect(page.locator('.compare')).toHaveCount(1)
  await expect(page.locator('img[alt="diff"]')).toHaveCount(1)
  await expect(page.locator('.same')).toHaveText(
    `domain-walletcard--default-light-1280.png: the same pictures as ${first}, shown above`,
  )
})

test('the report shows what a failed story showed beside its message', async ({ page }) => {
  await page.setContent(
    reportHtml({
      changes: [],
      problems: [
        {
          title: 'Components/Badge light',
          message: 'a11y violation color-contrast (serious): … ".sc-x "Pending", ratio 4.31:1',
          pictures: ['failures/components-badge--default-light-0.png'],
        },
        { title: 'Screens/Login dark', message: 'story threw' },
      ],
      skipped: [],
      compared: 0,
      stories: 2,
      previous: '../report-previous/',
    }),
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Visual review: 0 changed pictures in 0 stories, 2 other failures',
  )
  const shown = page.getByRole('img', { name: 'what the failed story showed' })
  await expect(shown).toHaveCount(1)
  await expect(shown).toHaveAttribute('src', 'failures/components-badge--default-light-0.png')
  await expect(page.locator('pre').first()).toContainText('ratio 4.31:1')
})
