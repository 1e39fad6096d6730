// Which story files a change touches (affected.mjs), on a scratch tree and report: a story file
// is drawn again when anything it is built from, checked by or compared with changes, and only
// then; a story file counts as found equal only when all its tests passed at the first try.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  buildInputs,
  changedComponents,
  checkKeys,
  noteOutcome,
  passedComponents,
  readVerified,
  reportOnly,
  visualHarness,
  writeVerified,
  type JsonReportSuite,
} from './affected.mjs'

let root = ''
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
/** Storybook's preview-stats.json: each module with the modules that import it. */
const stats = (edges: [string, string][]) => {
  const reasons = new Map<string, string[]>()
  for (const [from, to] of edges) reasons.set(to, [...(reasons.get(to) ?? []), from])
  return JSON.stringify({
    modules: [...reasons].map(([id, from]) => ({
      id,
      name: id,
      reasons: from.map((moduleName) => ({ moduleName })),
    })),
  })
}

test.beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'trellis-affected-'))
  write('.storybook/preview.tsx', 'import "../src/theme"')
  write('src/theme.ts', 'export const ink = 1')
  write('src/a.ts', 'export const a = 1')
  write('src/b.ts', 'export const b = 1')
  write('src/b.css', "@font-face { src: url('./b.woff2') }")
  write('src/b.woff2', 'font')
  write('stories/A.stories.tsx', 'import "../src/a"')
  write('stories/B.stories.tsx', 'import "../src/b"; import "../src/b.css"')
  write('packages/ui/package.json', '{}')
  write('pnpm-lock.yaml', 'lock')
  write(
    'build/preview-stats.json',
    stats([
      ['/virtual:/@storybook/builder-vite/vite-app.js', './.storybook/preview.tsx'],
      ['./.storybook/preview.tsx', './src/theme.ts'],
      ['./.storybook/preview.tsx', './node_modules/react/index.js'],
      ['/virtual:/@storybook/builder-vite/storybook-stories.js', './stories/A.stories.tsx'],
      ['/virtual:/@storybook/builder-vite/storybook-stories.js', './stories/B.stories.tsx'],
      ['./stories/A.stories.tsx', './src/a.ts'],
      ['./stories/B.stories.tsx', './src/b.ts'],
      ['./stories/B.stories.tsx', './src/b.css'],
    ]),
  )
  write(
    'build/index.json',
    JSON.stringify({
      entries: {
        'ui-a--one': { id: 'ui-a--one', importPath: './stories/A.stories.tsx' },
        'ui-a--docs': { id: 'ui-a--docs', importPath: './stories/A.stories.tsx' },
        'ui-b--one': { id: 'ui-b--one', importPath: './stories/B.stories.tsx' },
      },
    }),
  )
  write('shots/ui-a--one-light-1280.png', 'a picture')
  write('shots/ui-b--one-light-1280.png', 'b picture')
})
test.afterEach(() => rmSync(root, { recursive: true, force: true }))

const keys = (harness = 'h', browser = 'chromium 1') =>
  checkKeys({
    inputs: buildInputs(root, join(root, 'build')),
    harness,
    browser,
    screenshotsDir: join(root, 'shots'),
  })
const changedAfter = (change: () => void) => {
  const before = keys()
  change()
  const after = keys()
  return Object.keys(after)
    .filter((component) => after[component] !== before[component])
    .sort()
}

test('a source a story file reaches re-draws that file only', () => {
  expect(changedAfter(() => write('src/a.ts', 'export const a = 2'))).toEqual(['ui-a'])
})

test('a font a stylesheet names re-draws the files that load the stylesheet', () => {
  expect(changedAfter(() => write('src/b.woff2', 'another font'))).toEqual(['ui-b'])
})

test('the preview, its modules and the lockfile re-draw every file', () => {
  expect(changedAfter(() => write('src/theme.ts', 'export const ink = 2'))).toEqual([
    'ui-a',
    'ui-b',
  ])
  expect(changedAfter(() => write('.storybook/preview.tsx', '// moved'))).toEqual(['ui-a', 'ui-b'])
  expect(changedAfter(() => write('pnpm-lock.yaml', 'another lock'))).toEqual(['ui-a', 'ui-b'])
})

test("the root manifest's scripts re-draw nothing", () => {
  expect(changedAfter(() => write('package.json', '{"scripts":{"new":"true"}}'))).toEqual([])
})

test('a baseline replaced by hand re-draws its file; the harness or browser every file', () => {
  expect(changedAfter(() => write('shots/ui-b--one-light-1280.png', 'edited'))).toEqual(['ui-b'])
  const before = keys()
  expect(changedComponents(keys('h2'), before).sort()).toEqual(['ui-a', 'ui-b'])
  expect(changedComponents(keys('h', 'chromium 2'), before).sort()).toEqual(['ui-a', 'ui-b'])
  expect(changedComponents(keys(), before)).toEqual([])
})

test('a file unrelated to every story file re-draws none', () => {
  expect(changedAfter(() => write('src/server-only.ts', 'export {}'))).toEqual([])
})

const report = (tests: { stories: string[]; results: [string, number][] }[]): JsonReportSuite => ({
  specs: tests.map((t, i) => ({
    title: `spec ${i}`,
    tests: [
      {
        annotations: t.stories.map((description) => ({ type: 'story', description })),
        results: t.results.map(([status, retry]) => ({ status, retry })),
      },
    ],
  })),
})

test('a story file counts as found equal only when all its tests passed at the first try', () => {
  const passed = passedComponents({
    suites: [
      report([
        { stories: ['ui-a--one', 'ui-a--two'], results: [['passed', 0]] },
        { stories: ['ui-a--one'], results: [['passed', 0]] },
        // one theme failed, the other passed
        { stories: ['ui-b--one'], results: [['passed', 0]] },
        { stories: ['ui-b--one'], results: [['failed', 0]] },
        // passed only on the retry
        {
          stories: ['ui-c--one'],
          results: [
            ['failed', 0],
            ['passed', 1],
          ],
        },
        { stories: ['ui-d--one'], results: [['skipped', 0]] },
      ]),
    ],
  })
  expect([...passed]).toEqual(['ui-a'])
  // Without annotations, by the test's name (the Docs pages' tests).
  const byName = passedComponents(
    {
      suites: [
        { specs: [{ title: 'UI/A Docs', tests: [{ results: [{ status: 'passed', retry: 0 }] }] }] },
      ],
    },
    (name) => (name === 'UI/A Docs' ? ['ui-a'] : []),
  )
  expect([...byName]).toEqual(['ui-a'])
})

test('the note keeps what was not run, forgets what failed and drops what left the build', () => {
  const file = join(root, 'verified.json')
  writeVerified(
    file,
    { 'ui-a': 'a1', 'ui-b': 'b1', 'ui-c': 'c1' },
    new Set(['ui-a', 'ui-b', 'ui-c']),
    'note',
  )
  writeVerified(file, { 'ui-a': 'a2', 'ui-b': 'b2' }, new Set(['ui-a']), 'note', new Set(['ui-b']))
  expect(readVerified(file)).toEqual({ 'ui-a': 'a2' })
  writeVerified(file, { 'ui-a': 'a2', 'ui-b': 'b3' }, new Set(['ui-b']), 'note')
  expect(readVerified(file)).toEqual({ 'ui-a': 'a2', 'ui-b': 'b3' })
})

test('after a run, a file is noted only when it passed whole; the others it covered are forgotten', () => {
  const file = join(root, 'verified.json')
  const keys = { 'ui-a': 'a2', 'ui-b': 'b2', 'ui-c': 'c2', 'ui-d': 'd2' }
  writeVerified(
    file,
    { 'ui-a': 'a1', 'ui-b': 'b1', 'ui-c': 'c1', 'ui-d': 'd1' },
    new Set(['ui-a', 'ui-b', 'ui-c', 'ui-d']),
    'note',
  )
  const noted = noteOutcome({
    file,
    keys,
    report: {
      suites: [
        report([
          { stories: ['ui-a--one'], results: [['passed', 0]] },
          { stories: ['ui-b--one'], results: [['failed', 0]] },
          // passed, but only some of its stories ran
          { stories: ['ui-c--one'], results: [['passed', 0]] },
        ]),
      ],
    },
    ran: new Set(['ui-a', 'ui-b', 'ui-c']),
    whole: new Set(['ui-a', 'ui-b']),
    what: 'Story files checked',
  })
  expect(noted).toBe(1)
  // ui-d did not run: its note stays.
  expect(readVerified(file)).toEqual({ 'ui-a': 'a2', 'ui-d': 'd1' })
})

test('every file of the harness either decides the pictures or only reports', () => {
  const folder = new URL('.', import.meta.url).pathname
  const files = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `tests/visual/${entry.name}`)
  const unclassified = files.filter(
    (file) =>
      !visualHarness.includes(file) &&
      !reportOnly.includes(file) &&
      !(file.endsWith('.spec.ts') && file !== 'tests/visual/stories.spec.ts'),
  )
  expect(unclassified, 'add each to visualHarness or reportOnly (affected.mjs)').toEqual([])
  expect(visualHarness).toContain('tests/visual/stories.spec.ts')
})
