// Runs `pnpm test:visual` (run.mjs) for the self-checks in this folder and returns its output,
// with the changed pictures of its summary read back into a list.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
export const root = join(here, '..', '..', '..')

/**
 * @param {string[]} args run.mjs arguments
 * @param {Record<string, string | undefined>} env extra environment
 */
export function runVisual(args, env) {
  const results = join(tmpdir(), `trellis-visual-check-results-${process.pid}`)
  const result = spawnSync(process.execPath, [join(here, '..', 'run.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    // Another port than a developer's own run, so both can go at once.
    // Its own port and results folder, so a developer's run can go at the same time.
    env: {
      ...process.env,
      VISUAL_PORT: '6198',
      VISUAL_RESULTS_DIR: results,
      ...env,
    },
    maxBuffer: 64 * 1024 * 1024,
  })
  rmSync(results, { recursive: true, force: true })
  const output = `${result.stdout}${result.stderr}`
  // "  domain-walletcard--default  light   390 px  133 pixels"
  const changed = [...output.matchAll(/^ {2}(\S+--\S+)\s+(light|dark)\s+(\d+) px\s+(.+)$/gm)].map(
    (m) => ({ storyId: m[1], theme: m[2], width: Number(m[3]), what: m[4] }),
  )
  return { status: result.status, output, changed }
}

/** Fails the check with a message and the run's output. */
export function fail(message, output = '') {
  process.stderr.write(`${output}\n\nFAILED: ${message}\n`)
  process.exit(1)
}
