#!/usr/bin/env node
// `pnpm test:docs [--all] [playwright args]`: the Docs pages' check (playwright.config.ts), over
// the Docs pages whose story files changed since a run found them right, and the canaries
// (tests/visual/affected.mjs, noted in tests/docs/verified.json); the toolbar's and usage
// guides' specs always run. `--all`, or any Playwright argument, checks every page. A run on a
// developer machine notes the pages it found right; CI only reads the note.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  canary,
  changedComponents,
  checkKeys,
  componentOf,
  docsHarness,
  harnessHash,
  noteOutcome,
  readBuildInputs,
  readVerified,
  testBrowserLabel,
} from '../visual/affected.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '..', '..')
const buildDir = resolve(root, process.env.DOCS_STORYBOOK_DIR ?? 'storybook-static')
const screenshotsDir = resolve(
  process.env.VISUAL_SCREENSHOTS_DIR ?? join(root, 'tests', 'visual', '__screenshots__'),
)
const isCI = process.env.CI === 'true' || process.env.CI === '1'
const verifiedFile = join(here, 'verified.json')
const args = process.argv.slice(2)
const all = args.includes('--all')
const passThrough = args.filter((arg) => arg !== '--all')

function log(line) {
  process.stdout.write(`[docs] ${line}\n`)
}

const inputs = readBuildInputs(buildDir)
let titles = []
try {
  const index = JSON.parse(readFileSync(join(buildDir, 'index.json'), 'utf8'))
  titles = Object.values(index.entries ?? {}).filter((entry) => entry.type === 'docs')
} catch {
  // no build: global-setup.ts says so
}
const componentOfTitle = new Map(titles.map((entry) => [entry.title, componentOf(entry.id)]))
const browser = inputs ? await testBrowserLabel() : ''
const keysNow = () =>
  checkKeys({ inputs, harness: harnessHash(docsHarness), browser, screenshotsDir })

let only = null
if (inputs && !all && passThrough.length === 0) {
  const changed = new Set(changedComponents(keysNow(), readVerified(verifiedFile)))
  only = titles
    .filter((entry) => changed.has(componentOf(entry.id)) || canary(componentOf(entry.id)))
    .map((entry) => entry.title)
  log(
    `${titles.filter((entry) => changed.has(componentOf(entry.id))).length} of ${titles.length} ` +
      `Docs pages changed since they were last found right (tests/docs/verified.json): ` +
      `checking them and the canaries, ${only.length} pages (--all checks every page)`,
  )
}

const workDir = mkdtempSync(join(tmpdir(), 'trellis-docs-'))
const outcomeFile = join(workDir, 'outcome.json')
const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js')
/**
 * Up to this many pages, and the always-run specs, in one worker: each worker launches its
 * Chromium and loads its pages' Storybook, and three paid that for 10 tests (122 s of CPU against
 * 78 s in one, both ~63 s of wall).
 */
const SMALL_RUN = 10
const code = await new Promise((done) => {
  const child = spawn(
    process.execPath,
    [
      cli,
      'test',
      '-c',
      join(here, 'playwright.config.ts'),
      ...passThrough,
      ...(only && only.length <= SMALL_RUN ? ['--workers=1'] : []),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        DOCS_ONLY: only ? JSON.stringify(only) : '',
        DOCS_OUTCOME: outcomeFile,
      },
    },
  )
  const forward = (signal) => child.kill(signal)
  process.once('SIGINT', forward)
  process.once('SIGTERM', forward)
  child.on('exit', (exit, signal) => done(exit ?? (signal ? 1 : 0)))
})

if (!isCI && !process.env.VISUAL_SCREENSHOTS_DIR && inputs && passThrough.length === 0) {
  if (existsSync(outcomeFile)) {
    const report = JSON.parse(readFileSync(outcomeFile, 'utf8'))
    const fromTitle = (name) => {
      const component = componentOfTitle.get(name.replace(/ Docs$/, ''))
      return component ? [component] : []
    }
    const ran = new Set(
      (only ?? titles.map((entry) => entry.title)).map((t) => componentOfTitle.get(t)),
    )
    const noted = noteOutcome({
      file: verifiedFile,
      keys: keysNow(),
      report,
      ran,
      // A story file has one Docs page: it ran whole when it ran.
      whole: ran,
      nameToComponents: fromTitle,
      what: 'Story files whose Docs pages were last found right',
    })
    log(`${noted} Docs pages noted as found right in tests/docs/verified.json`)
  }
}
rmSync(workDir, { recursive: true, force: true })
process.exit(code)
