#!/usr/bin/env node
// Which story files a change can have touched: TurboSnap's idea (Chromatic), offline.
//
// A story's pictures are a function of what it is built from (its CSF file and every module that
// file reaches, the preview and its modules, the locked packages), of the harness that shoots it
// and of the browser that draws it. Right after a Storybook build, `node tests/visual/affected.mjs
// storybook-static` hashes, for each story file, the sources it reaches in that build's module
// graph (Storybook's `--stats-json`), and the sources every story shares, into
// storybook-static/story-inputs.json. A run that checked a story file's pictures and found them
// all equal to the baselines notes that file's key (those hashes, the harness, the Chromium, and
// the baselines' own bytes) in a `verified.json`. The next run re-checks only the files whose key
// differs: the others would be drawn from the same inputs, by the same harness and browser, and
// compared with the same baselines. `--all` checks everything.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const repoRoot = resolve(here, '..', '..')

/** What the build's inputs file is called, inside the build. */
export const inputsFileName = 'story-inputs.json'

const sha = (data) => createHash('sha256').update(data).digest('hex')

/** A story id's file: `domain-walletcard--default` → `domain-walletcard`. */
export function componentOf(storyId) {
  const at = storyId.indexOf('--')
  return at < 0 ? storyId : storyId.slice(0, at)
}

/** Every file under `dir` (relative to root), sorted; none when it does not exist. */
function filesUnder(root, dir) {
  const out = []
  const walk = (abs) => {
    let names
    try {
      names = readdirSync(abs)
    } catch {
      return
    }
    for (const name of names.sort()) {
      const path = join(abs, name)
      if (statSync(path).isDirectory()) walk(path)
      else out.push(relative(root, path).split(sep).join('/'))
    }
  }
  walk(resolve(root, dir))
  return out
}

/**
 * The hash of files named relative to `root`, each with its path, so a moved file counts as a
 * change. A missing file counts as missing (a file the graph names that the build generated).
 * A stylesheet's `url(./x)` assets count with it: a font swapped in place changes its pictures.
 */
export function hashFiles(root, paths) {
  const seen = new Set()
  const lines = []
  const add = (path) => {
    if (seen.has(path)) return
    seen.add(path)
    const abs = resolve(root, path)
    let bytes
    try {
      bytes = readFileSync(abs)
    } catch {
      lines.push(`${path} missing`)
      return
    }
    lines.push(`${path} ${sha(bytes)}`)
    if (path.endsWith('.css')) {
      for (const match of bytes.toString('utf8').matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
        const target = match[1]
        if (/^(data:|https?:|#|\/)/.test(target)) continue
        add(
          relative(root, resolve(dirname(abs), target))
            .split(sep)
            .join('/'),
        )
      }
    }
  }
  for (const path of paths) add(path)
  return sha(lines.sort().join('\n'))
}

/** The build's module graph: each module and the modules it imports (statically or not). */
export function readGraph(statsFile) {
  const { modules } = JSON.parse(readFileSync(statsFile, 'utf8'))
  const imports = new Map()
  for (const module of modules) {
    if (!imports.has(module.id)) imports.set(module.id, new Set())
    for (const reason of module.reasons ?? []) {
      if (!imports.has(reason.moduleName)) imports.set(reason.moduleName, new Set())
      if (reason.moduleName !== module.id) imports.get(reason.moduleName).add(module.id)
    }
  }
  return imports
}

/** Every module `starts` reach, themselves included. */
export function reachable(graph, starts) {
  const seen = new Set()
  const stack = [...starts]
  while (stack.length > 0) {
    const id = stack.pop()
    if (seen.has(id)) continue
    seen.add(id)
    for (const next of graph.get(id) ?? []) stack.push(next)
  }
  return seen
}

/** A module of this repository (`./stories/…`), as a path; null for packages and virtual ones. */
function sourcePath(id) {
  if (!id.startsWith('./') || id.startsWith('./node_modules/')) return null
  return id.slice(2).split('?')[0]
}

/**
 * The files every story is built from whatever it imports: the Storybook configuration and the
 * modules the preview reaches, the static folder, the packages (the lockfile, which holds every
 * manifest's dependencies and overrides, and the workspace packages' manifests, whose exports
 * decide what an import resolves to), and the TypeScript settings (docgen reads them). The root
 * manifest is left out: its scripts draw nothing (a new script re-drew every story).
 */
function sharedFiles(root, graph) {
  const config = filesUnder(root, '.storybook')
  const previewModules = [
    ...reachable(
      graph,
      config.map((path) => `./${path}`),
    ),
  ]
    .map(sourcePath)
    .filter(Boolean)
  const packages = readdirSync(resolve(root, 'packages')).map((p) => `packages/${p}/package.json`)
  return [
    ...config,
    ...previewModules,
    ...filesUnder(root, 'packages/app/public'),
    'pnpm-lock.yaml',
    ...packages,
    'tsconfig.json',
    'tsconfig.base.json',
    ...packages.map((p) => p.replace('package.json', 'tsconfig.json')),
  ]
}

/**
 * The inputs of a build: `shared` (what every story is built from) and, for each story file, the
 * hash of the sources its CSF file reaches.
 */
export function buildInputs(root, buildDir) {
  const graph = readGraph(join(buildDir, 'preview-stats.json'))
  const index = JSON.parse(readFileSync(join(buildDir, 'index.json'), 'utf8'))
  const importPaths = new Map()
  for (const entry of Object.values(index.entries ?? {}))
    importPaths.set(componentOf(entry.id), entry.importPath)
  const components = {}
  for (const [component, importPath] of [...importPaths].sort(([a], [b]) => a.localeCompare(b))) {
    const files = [...reachable(graph, [importPath])].map(sourcePath).filter(Boolean)
    components[component] = hashFiles(root, files)
  }
  return { shared: hashFiles(root, sharedFiles(root, graph)), components }
}

/** The build's inputs as written after the build; undefined when the build has none. */
export function readBuildInputs(buildDir) {
  try {
    return JSON.parse(readFileSync(join(buildDir, inputsFileName), 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * Each story file's key for one check: the build's inputs, the harness (its files' hash), the
 * browser, and the bytes of the file's baselines (a baseline replaced by hand is re-checked).
 */
export function checkKeys({ inputs, harness, browser, screenshotsDir }) {
  const baselines = new Map()
  let names = []
  try {
    names = readdirSync(screenshotsDir).filter((name) => name.endsWith('.png'))
  } catch {
    // no baselines yet: every key then says so
  }
  for (const name of names.sort()) {
    const component = componentOf(name)
    baselines.set(component, [...(baselines.get(component) ?? []), name])
  }
  const keys = {}
  for (const [component, sources] of Object.entries(inputs.components)) {
    const pictures = hashFiles(screenshotsDir, baselines.get(component) ?? [])
    keys[component] = sha([inputs.shared, sources, harness, browser, pictures].join('\n'))
  }
  return keys
}

/** The keys a run noted as checked and equal (`{}` when there is no such file). */
export function readVerified(file) {
  try {
    const { files } = JSON.parse(readFileSync(file, 'utf8'))
    return files && typeof files === 'object' ? files : {}
  } catch {
    return {}
  }
}

/** Story files whose key is not the one noted as verified. */
export function changedComponents(keys, verified) {
  return Object.keys(keys).filter((component) => verified[component] !== keys[component])
}

/**
 * Notes `keys` of the `passed` story files, forgets the `failed` ones and keeps the others' notes,
 * one file per line so a change reads as which files were checked again. Files no longer in the
 * build are dropped.
 */
export function writeVerified(file, keys, passed, note, failed = new Set()) {
  const before = readVerified(file)
  const files = {}
  for (const component of Object.keys(keys).sort()) {
    if (passed.has(component)) files[component] = keys[component]
    else if (!failed.has(component) && before[component] !== undefined)
      files[component] = before[component]
  }
  writeFileSync(file, `${JSON.stringify({ note, files }, null, 2)}\n`)
}

/** The note of a `verified.json`: what its keys say, for a reader of the file. */
export function verifiedNote(what) {
  return (
    `${what}, by the hash of what they were built from, the harness, the browser and the ` +
    'baselines (tests/visual/affected.mjs). Written by a passing run on a developer machine; ' +
    'CI only reads it.'
  )
}

/**
 * From Playwright's JSON report: the story files every one of whose tests passed at the first
 * try. A test names its story files with `story` annotations (story ids) or, failing that, by
 * `nameToComponents(title)`. A test that failed, passed only on a retry, or was skipped keeps its
 * files out, whatever their other tests did.
 */
export function passedComponents(report, nameToComponents = () => []) {
  const good = new Set()
  const bad = new Set()
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const fromAnnotations = (t.annotations ?? [])
          .filter((a) => a.type === 'story' && a.description)
          .map((a) => componentOf(a.description))
        const components =
          fromAnnotations.length > 0 ? fromAnnotations : nameToComponents(spec.title)
        const results = t.results ?? []
        const clean =
          results.length === 1 && results[0].status === 'passed' && results[0].retry === 0
        for (const component of components) (clean ? good : bad).add(component)
      }
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites ?? []) visit(suite)
  for (const component of bad) good.delete(component)
  return good
}

/**
 * The files that decide what the visual check draws and how it compares: a change to one of them
 * re-draws every story. The report's files (summary-reporter, a11y-message) and the harness's own
 * specs only say what was found; they are left out, and `affected.spec.ts` fails on a file of
 * tests/visual that is in neither this list nor `reportOnly`.
 */
export const visualHarness = [
  'tests/visual/affected.mjs',
  'tests/visual/collect-stories.mjs',
  'tests/visual/freeze.css',
  'tests/visual/plan.ts',
  'tests/visual/playwright.config.ts',
  'tests/visual/run.mjs',
  'tests/visual/screenshot-options.ts',
  'tests/visual/static-server.mjs',
  'tests/visual/still-picture.ts',
  'tests/visual/stories.spec.ts',
  'tests/visual/story-page.ts',
  'tests/visual/visual-test.ts',
  'tests/visual/a11y-message.ts',
  'scripts/chromium.mjs',
]

/** Files of tests/visual that draw and compare nothing: the report, notes, the specs of the harness. */
export const reportOnly = [
  'tests/visual/affected.d.mts',
  'tests/visual/prune-baselines.ts',
  'tests/visual/static-server.d.mts',
  'tests/visual/summary-reporter.ts',
  'tests/visual/verified.json',
]

/**
 * The files that decide what the Docs pages' check (tests/docs/docs-pages.spec.ts) opens and
 * compares: its own, and the visual harness's parts it draws with.
 */
export const docsHarness = [
  'tests/docs/docs-pages.spec.ts',
  'tests/docs/global-setup.ts',
  'tests/docs/playwright.config.ts',
  'tests/docs/run.mjs',
  'tests/visual/affected.mjs',
  'tests/visual/screenshot-options.ts',
  'tests/visual/freeze.css',
  'tests/visual/static-server.mjs',
  'tests/visual/still-picture.ts',
  'tests/visual/story-page.ts',
  'tests/visual/a11y-message.ts',
  'scripts/chromium.mjs',
]

/**
 * Always checked, changed or not: the foundations (fonts, colours, spacing, both themes) and the
 * dashboard (a whole screen with its mocks). A machine whose browser or fonts draw differently
 * fails on them even when no story file changed. The Docs check opens these files' pages.
 */
export const canary = (component) =>
  component.startsWith('foundations-') || component === 'screens-dashboard'

/**
 * The canaries' stories the visual check draws: every foundation's, and the dashboard's first
 * state (28 pictures). Its other states (loading, errors, dialogs, plays) found no other kind of
 * drift and cost ~40 s of CPU in every CI run; they are drawn when their file changes.
 */
export const canaryStory = (storyId) => {
  const component = storyId.split('--')[0] ?? ''
  return (
    canary(component) &&
    (component !== 'screens-dashboard' || storyId === 'screens-dashboard--default')
  )
}

/**
 * After a check: notes the keys of the story files that passed (passedComponents) and were run
 * whole, and forgets every other file the run covered. `ran` are the story files the run
 * covered; `whole` those of them whose every story or page was in it (a run of some of a file's
 * stories does not vouch for the rest). Returns how many files it noted.
 */
export function noteOutcome({ file, keys, report, ran, whole, nameToComponents, what }) {
  const passed = passedComponents(report, nameToComponents)
  const noted = new Set([...passed].filter((component) => whole.has(component)))
  const failed = new Set([...ran].filter((component) => !noted.has(component)))
  writeVerified(file, keys, noted, verifiedNote(what), failed)
  return noted.size
}

/** The tests' Chromium as the baselines label it (`… headless shell`), from a short launch. */
export async function testBrowserLabel() {
  const { chromium } = await import('playwright')
  const { browserLabel, chromiumLaunchOptions } = await import('../../scripts/chromium.mjs')
  const options = chromiumLaunchOptions()
  const browser = await chromium.launch(options)
  try {
    return browserLabel(browser.version(), options)
  } finally {
    await browser.close()
  }
}

/** The hash of a harness: the files that decide what a check shows and compares. */
export function harnessHash(files, root = repoRoot) {
  return hashFiles(root, files)
}

/** Writes a build's inputs into it (its preview-stats.json must be there); returns them. */
export function noteBuildInputs(buildDir) {
  const inputs = buildInputs(repoRoot, buildDir)
  writeFileSync(join(buildDir, inputsFileName), `${JSON.stringify(inputs, null, 2)}\n`)
  return inputs
}

// `node tests/visual/affected.mjs <build dir>`: writes the build's inputs beside it.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = resolve(process.argv[2] ?? join(repoRoot, 'storybook-static'))
  if (!existsSync(join(buildDir, 'preview-stats.json'))) {
    process.stderr.write(
      `[visual] ${buildDir} has no preview-stats.json: build it with --stats-json (pnpm build-storybook)\n`,
    )
    process.exit(2)
  }
  const inputs = noteBuildInputs(buildDir)
  process.stdout.write(
    `[visual] inputs of ${Object.keys(inputs.components).length} story files noted in ${relative(repoRoot, join(buildDir, inputsFileName))}\n`,
  )
}
