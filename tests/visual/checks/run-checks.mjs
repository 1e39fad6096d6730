#!/usr/bin/env node
// `pnpm test:visual:checks [--all]`: the checks of the check (token-check.mjs, accept-check.mjs),
// which prove the harness catches a token moved by two RGB units and that an accept rewrites all
// of a story's pictures. They test the harness on WalletCard's stories, so they run when the
// harness, those stories' inputs or baselines, or the browser changed since they last passed
// (the key of tests/visual/affected.mjs, noted in checks/verified.json by a passing run on a
// developer machine), and with `--all`. CI only reads the note.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import {
  checkKeys,
  harnessHash,
  readBuildInputs,
  readVerified,
  testBrowserLabel,
  verifiedNote,
  visualHarness,
  writeVerified,
} from '../affected.mjs'
import { root } from './run-visual.mjs'

const here = join(root, 'tests', 'visual', 'checks')
const subject = 'domain-walletcard'
const verifiedFile = join(here, 'verified.json')
const isCI = process.env.CI === 'true' || process.env.CI === '1'
const harness = [
  ...visualHarness,
  'tests/visual/checks/accept-check.mjs',
  'tests/visual/checks/run-checks.mjs',
  'tests/visual/checks/run-visual.mjs',
  'tests/visual/checks/token-check.mjs',
]

const inputs = readBuildInputs(join(root, process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static'))
let keys = null
if (inputs) {
  const all = checkKeys({
    inputs,
    harness: harnessHash(harness),
    browser: await testBrowserLabel(),
    screenshotsDir: join(root, 'tests', 'visual', '__screenshots__'),
  })
  if (all[subject]) keys = { [subject]: all[subject] }
}
if (
  keys &&
  !process.argv.includes('--all') &&
  readVerified(verifiedFile)[subject] === keys[subject]
) {
  process.stdout.write(
    '[visual] checks of the check: the harness, the WalletCard stories and their baselines and ' +
      'the browser are those of their last pass (tests/visual/checks/verified.json): not run again ' +
      '(--all runs them)\n',
  )
  process.exit(0)
}

let status = 0
for (const check of ['token-check.mjs', 'accept-check.mjs']) {
  const run = spawnSync(process.execPath, [join(here, check)], { cwd: root, stdio: 'inherit' })
  if (run.status !== 0) status = run.status ?? 1
}
if (keys && !isCI) {
  const passed = new Set(status === 0 ? [subject] : [])
  const failed = new Set(status === 0 ? [] : [subject])
  writeVerified(
    verifiedFile,
    keys,
    passed,
    verifiedNote('The checks of the check last passed'),
    failed,
  )
}
process.exit(status)
