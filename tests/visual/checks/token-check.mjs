#!/usr/bin/env node
// `pnpm test:visual:token-check`: proves the visual check catches a brand colour on an icon.
// Copies the Storybook build to a scratch folder, moves the light theme's `palette.teal700` by two
// RGB units there (#0f766e to #117870), runs the WalletCard stories against the real baselines
// and expects every light picture that shows the icon to fail while the dark ones, which do not
// use that colour, pass. The tree, its build and its baselines are left untouched (the run is a
// CI run: it never writes a baseline).
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fail, root, runVisual } from './run-visual.mjs'

const buildDir = join(root, process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static')
if (!existsSync(join(buildDir, 'index.json'))) {
  fail(`${buildDir} has no Storybook build: run \`pnpm build-storybook\` first`)
}
const from = 'teal700:`#0f766e`'
const to = 'teal700:`#117870`'

const scratch = mkdtempSync(join(tmpdir(), 'trellis-token-check-'))
try {
  const copy = join(scratch, 'storybook-static')
  cpSync(buildDir, copy, { recursive: true })
  // The token is defined once, in the bundle of @trellis/ui's palette.
  const assets = join(copy, 'assets')
  const holders = readdirSync(assets).filter(
    (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes(from),
  )
  if (holders.length !== 1) {
    fail(`expected ${from} in exactly one bundle of the build, found it in ${holders.length}`)
  }
  const file = join(assets, holders[0])
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to))

  const run = runVisual(['--story', 'domain-walletcard--*'], {
    CI: 'true',
    VISUAL_STORYBOOK_DIR: copy,
    VISUAL_REPORT_DIR: join(scratch, 'report'),
  })
  const light = run.changed.filter((c) => c.theme === 'light')
  const dark = run.changed.filter((c) => c.theme === 'dark')
  const caught = light.filter((c) => c.storyId === 'domain-walletcard--default')
  if (run.status === 0 || caught.length !== 2) {
    fail(
      'the changed teal700 was not caught on both light pictures of WalletCard Default',
      run.output,
    )
  }
  if (dark.length > 0) {
    fail('dark pictures changed although the dark theme does not use teal700', run.output)
  }
  const list = light.map((c) => `  ${c.storyId} ${c.width} px: ${c.what}`).join('\n')
  process.stdout.write(
    `token check passed: teal700 ${from.slice(9, 16)} -> ${to.slice(9, 16)} failed ${light.length} light WalletCard pictures, no dark one:\n${list}\n`,
  )
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
