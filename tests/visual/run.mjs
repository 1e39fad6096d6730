#!/usr/bin/env node
// `pnpm test:visual [--all] [--update] [--story <id>]... [playwright args]`: serves the static
// Storybook build, asks it for its stories and their `visual` parameters, then runs Playwright Test
// over them. Builds Storybook only when storybook-static/ is missing (the README's test command
// builds it just before). `--story` (repeatable; `*` matches any text) limits the run to those
// stories; with `--update` it accepts them: every picture of each story is rewritten, so a story's
// pictures never mix an old and a new look.
//
// A check re-draws only the story files whose inputs changed since a run found all their
// pictures equal (affected.mjs, noted in verified.json), and the canaries, which are always drawn
// so that a machine that draws differently is caught; `--all` draws every story. A run on a
// developer machine notes the story files it found equal; CI only reads the note.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  canaryStory,
  changedComponents,
  checkKeys,
  componentOf,
  harnessHash,
  noteBuildInputs,
  noteOutcome,
  readBuildInputs,
  readVerified,
  visualHarness,
} from './affected.mjs'
import { collectStories } from './collect-stories.mjs'
import { serveStatic } from './static-server.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '..', '..')
// VISUAL_STORYBOOK_DIR points at another build (e.g. one made from a scratch copy of the tree).
const buildDir = resolve(root, process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static')
const args = process.argv.slice(2)
const update = args.includes('--update')
const all = args.includes('--all')
const storyPatterns = []
const passThrough = []
for (let i = 0; i < args.length; i++) {
  const arg = args[i]
  if (arg === '--update' || arg === '--all') continue
  if (arg === '--story') {
    const value = args[++i]
    if (!value || value.startsWith('-')) {
      process.stderr.write(
        '[visual] --story needs a story id, e.g. --story domain-walletcard--default\n',
      )
      process.exit(2)
    }
    storyPatterns.push(value)
  } else if (arg.startsWith('--story=')) storyPatterns.push(arg.slice('--story='.length))
  else passThrough.push(arg)
}
const isCI = process.env.CI === 'true' || process.env.CI === '1'
// The baseline folder; VISUAL_SCREENSHOTS_DIR points at another (the accept test uses a copy).
const screenshotsDir = resolve(process.env.VISUAL_SCREENSHOTS_DIR ?? join(here, '__screenshots__'))
// The note of story files found equal: only a run over the real baselines writes it (the
// self-checks work on copies), and never CI.
const verifiedFile = join(here, 'verified.json')
const notesVerified = !isCI && !process.env.VISUAL_SCREENSHOTS_DIR

function log(line) {
  process.stdout.write(`[visual] ${line}\n`)
}

if (update && isCI) {
  // CI checks; only a person accepts a change.
  log('CI never writes baselines: run `pnpm test:visual:update` on a developer machine')
  process.exit(2)
}

/** `*` in a --story pattern matches any text; everything else is literal. */
function storyMatcher(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`)
}

if (!existsSync(join(buildDir, 'index.json'))) {
  log(`${buildDir} has no Storybook build: building it`)
  const built = spawnSync(
    'pnpm',
    ['exec', 'storybook', 'build', '-o', buildDir, '--quiet', '--stats-json', buildDir],
    { cwd: root, stdio: 'inherit' },
  )
  if (built.status !== 0) process.exit(built.status ?? 1)
  noteBuildInputs(buildDir)
}

// A fixed port: stories that show a link to this origin (referral link, QR) must look the same each run.
const server = await serveStatic(buildDir, { port: Number(process.env.VISUAL_PORT ?? 6199) })
const workDir = mkdtempSync(join(tmpdir(), 'trellis-visual-'))
let exitCode = 1
try {
  const started = Date.now()
  // VISUAL_STORIES_CACHE (the self-checks' runs): the stories of a build are read once and kept
  // in that file for the next run over the same build (index.json's hash is in its name).
  const cache = process.env.VISUAL_STORIES_CACHE
  const { stories, browser } =
    cache && existsSync(cache)
      ? JSON.parse(readFileSync(cache, 'utf8'))
      : await collectStories(server.url)
  if (cache && !existsSync(cache)) writeFileSync(cache, JSON.stringify({ stories, browser }))
  const storiesFile = join(workDir, 'stories.json')
  writeFileSync(storiesFile, JSON.stringify(stories, null, 2))
  log(
    `${stories.length} stories in the build (read in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
  let only = null
  if (storyPatterns.length > 0) {
    only = []
    for (const pattern of storyPatterns) {
      const matcher = storyMatcher(pattern)
      const found = stories.filter((story) => matcher.test(story.id)).map((story) => story.id)
      if (found.length === 0) {
        const near = stories
          .map((story) => story.id)
          .filter((id) => id.includes(pattern.split('--')[0]?.replace(/\*/g, '') ?? ''))
          .slice(0, 8)
        throw new Error(
          `no story has the id '${pattern}'` +
            (near.length > 0 ? `; stories of that file: ${near.join(', ')}` : '') +
            ' (ids are in the Storybook URL: ?path=/story/<id>)',
        )
      }
      only.push(...found)
    }
    log(`only ${only.length} ${only.length === 1 ? 'story' : 'stories'}: ${only.join(', ')}`)
  }

  // The last run's report is kept beside this one's, for comparing two attempts.
  // VISUAL_REPORT_DIR moves both (the self-checks keep theirs out of the way).
  const reportDir = resolve(process.env.VISUAL_REPORT_DIR ?? join(here, 'report'))
  const previousDir = `${reportDir}-previous`
  if (existsSync(reportDir)) {
    rmSync(previousDir, { recursive: true, force: true })
    renameSync(reportDir, previousDir)
  }

  // Pictures depend on the browser's text and colour rendering: the baselines note the Chromium
  // they were taken with, and a run on another one says so, so a reviewer facing a wall of
  // small diffs knows to re-baseline on the CI image rather than hunt for a code change.
  const versionFile = join(screenshotsDir, 'chromium-version.txt')
  const baselineBrowser = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : ''
  // Only an update of every picture may say they all come from this browser.
  if (update && passThrough.length === 0 && !only && browser) {
    writeFileSync(versionFile, `${browser}\n`)
  } else if (baselineBrowser && browser && baselineBrowser !== browser) {
    log(
      `baselines were taken with Chromium ${baselineBrowser}; this run uses ${browser}. ` +
        'Differences all over may be the browser, not the code: re-baseline on the CI image ' +
        '(docs/visual-review.md).',
    )
  }
  log(`Chromium ${browser || 'unknown'}`)

  // What this build's story files were made from (written by `pnpm build-storybook`); a build
  // without it (an older one, or one made by `storybook build` alone) is checked whole.
  const inputs = readBuildInputs(buildDir)
  const keysNow = () =>
    checkKeys({ inputs, harness: harnessHash(visualHarness), browser, screenshotsDir })
  // Only the story files whose inputs changed, unless the run names its stories or tests, writes
  // baselines, or is asked for --all.
  let affected = null
  /** Up to this many stories, one worker (below). */
  const SMALL_RUN = 40
  const canaryOnly = new Set()
  if (inputs && !all && !update && !only && passThrough.length === 0) {
    const keys = keysNow()
    const changed = new Set(changedComponents(keys, readVerified(verifiedFile)))
    const files = Object.keys(keys)
    affected = stories
      .filter((story) => changed.has(componentOf(story.id)) || canaryStory(story.id))
      .map((s) => s.id)
    const drawn = [...new Set(affected.map(componentOf))]
    // A file drawn only for its canary stories keeps its note: the rest of it did not change.
    for (const component of drawn) if (!changed.has(component)) canaryOnly.add(component)
    log(
      `${changed.size} of ${files.length} story files changed since their pictures were last ` +
        `found equal (tests/visual/verified.json); with the canaries, ${drawn.length} files, ` +
        `${affected.length} stories, are drawn. The other ${files.length - drawn.length} have ` +
        'the inputs, harness, browser and baselines of a passed check (--all draws every story)',
    )
  }
  // Playwright's JSON report of this run, read afterwards for which story files passed.
  const outcomeFile = join(workDir, 'outcome.json')

  const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js')
  const playwrightArgs = [cli, 'test', '-c', join(here, 'playwright.config.ts'), ...passThrough]
  // A small run (the canaries and a few changed files) in one worker: each worker launches its
  // Chromium and loads Storybook, ~18 s of CPU, which three workers paid for 8 stories (92 s of
  // CPU in all against 52–58 s in one, and 50 s of wall against 40–45 s).
  if (affected && affected.length <= SMALL_RUN) playwrightArgs.push('--workers=1')
  // The screenshot tests only; the harness's own specs (plan, date) have nothing to accept.
  if (only) playwrightArgs.push('stories.spec.ts')
  exitCode = await new Promise((done) => {
    const child = spawn(process.execPath, playwrightArgs, {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VISUAL_BASE_URL: server.url,
        VISUAL_STORIES: storiesFile,
        VISUAL_UPDATE: update ? '1' : '',
        VISUAL_FILTERED: passThrough.length > 0 || only || affected ? '1' : '',
        VISUAL_ONLY: only || affected ? JSON.stringify(only ?? affected) : '',
        VISUAL_OUTCOME: outcomeFile,
        VISUAL_SCREENSHOTS_DIR: screenshotsDir,
        VISUAL_REPORT_DIR: reportDir,
      },
    })
    const forward = (signal) => child.kill(signal)
    process.once('SIGINT', forward)
    process.once('SIGTERM', forward)
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
  if (notesVerified && inputs && passThrough.length === 0 && existsSync(outcomeFile)) {
    // A story file counts when every one of its stories was in the run and every test that drew
    // them passed at the first try; its key is taken now, with the baselines an accept wrote.
    const ran = new Set(only ?? affected ?? stories.map((story) => story.id))
    const whole = new Set(stories.map((story) => componentOf(story.id)))
    for (const story of stories) if (!ran.has(story.id)) whole.delete(componentOf(story.id))
    const noted = noteOutcome({
      file: verifiedFile,
      keys: keysNow(),
      report: JSON.parse(readFileSync(outcomeFile, 'utf8')),
      ran: new Set([...ran].map(componentOf).filter((component) => !canaryOnly.has(component))),
      whole,
      what: 'Story files whose pictures were last found equal',
    })
    log(`${noted} story files noted as found equal in tests/visual/verified.json`)
  }
} catch (error) {
  log(`failed: ${error instanceof Error ? error.stack : String(error)}`)
} finally {
  await server.close()
  rmSync(workDir, { recursive: true, force: true })
}
process.exit(exitCode)
