#!/usr/bin/env node
// `pnpm test:visual [--update] [playwright args]`: serves the static Storybook build, asks it for
// its stories and their `visual` parameters, then runs Playwright Test over them. Builds Storybook
// only when storybook-static/ is missing (the README's test command builds it just before).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { collectStories } from './collect-stories.mjs'
import { serveStatic } from './static-server.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '..', '..')
// VISUAL_STORYBOOK_DIR points at another build (e.g. one made from a scratch copy of the tree).
const buildDir = resolve(root, process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static')
const args = process.argv.slice(2)
const update = args.includes('--update')
const passThrough = args.filter((arg) => arg !== '--update')

function log(line) {
  process.stdout.write(`[visual] ${line}\n`)
}

if (!existsSync(join(buildDir, 'index.json'))) {
  log(`${buildDir} has no Storybook build: building it`)
  const built = spawnSync('pnpm', ['exec', 'storybook', 'build', '-o', buildDir, '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

// A fixed port: stories that show a link to this origin (referral link, QR) must look the same each run.
const server = await serveStatic(buildDir, { port: Number(process.env.VISUAL_PORT ?? 6199) })
const workDir = mkdtempSync(join(tmpdir(), 'trellis-visual-'))
let exitCode = 1
try {
  const started = Date.now()
  const { stories, browser } = await collectStories(server.url)
  const storiesFile = join(workDir, 'stories.json')
  writeFileSync(storiesFile, JSON.stringify(stories, null, 2))
  log(
    `${stories.length} stories in the build (read in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )

  // Pictures depend on the browser's text and colour rendering: the baselines note the Chromium
  // they were taken with, and a run on another one says so, so a reviewer facing a wall of
  // small diffs knows to re-baseline on the CI image rather than hunt for a code change.
  const versionFile = join(here, '__screenshots__', 'chromium-version.txt')
  const baselineBrowser = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : ''
  // Only an update of every picture may say they all come from this browser.
  if (update && passThrough.length === 0 && browser) {
    writeFileSync(versionFile, `${browser}\n`)
  } else if (baselineBrowser && browser && baselineBrowser !== browser) {
    log(
      `baselines were taken with Chromium ${baselineBrowser}; this run uses ${browser}. ` +
        'Differences all over may be the browser, not the code: re-baseline on the CI image ' +
        '(docs/visual-review.md).',
    )
  }
  log(`Chromium ${browser || 'unknown'}`)

  const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js')
  const playwrightArgs = [cli, 'test', '-c', join(here, 'playwright.config.ts'), ...passThrough]
  if (update) playwrightArgs.push('--update-snapshots=changed')
  exitCode = await new Promise((done) => {
    const child = spawn(process.execPath, playwrightArgs, {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VISUAL_BASE_URL: server.url,
        VISUAL_STORIES: storiesFile,
        VISUAL_UPDATE: update ? '1' : '',
        VISUAL_FILTERED: passThrough.length > 0 ? '1' : '',
      },
    })
    const forward = (signal) => child.kill(signal)
    process.once('SIGINT', forward)
    process.once('SIGTERM', forward)
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
} catch (error) {
  log(`failed: ${error instanceof Error ? error.stack : String(error)}`)
} finally {
  await server.close()
  rmSync(workDir, { recursive: true, force: true })
}
process.exit(exitCode)
