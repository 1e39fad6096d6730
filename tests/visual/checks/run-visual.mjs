// Runs `pnpm test:visual` (run.mjs) for the self-checks in this folder and returns its output,
// with the changed pictures of its summary read back into a list.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, rmSync } from 'node:fs'
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
  // The stories and their parameters are the same for every run over one build (the token check's
  // copy changes one colour): read once, by the first run, for all of them.
  const buildDir = env.VISUAL_STORYBOOK_DIR ?? join(root, 'storybook-static')
  // Named by index.json and the bundles' names (Vite puts a hash of each bundle's content in its
  // name), so a rebuilt story with other parameters is read again.
  const index = createHash('sha256')
    .update(readFileSync(join(buildDir, 'index.json')))
    .update(readdirSync(join(buildDir, 'assets')).sort().join('\n'))
    .digest('hex')
    .slice(0, 16)
  // One worker: a run covers a story or two (a test per file and theme), and each worker of
  // Playwright's starts a browser of its own.
  const result = spawnSync(
    process.execPath,
    [join(here, '..', 'run.mjs'), ...args, '--workers=1'],
    {
      cwd: root,
      encoding: 'utf8',
      // Another port than a developer's own run, so both can go at once.
      // Its own port and results folder, so a developer's run can go at the same time.
      env: {
        ...process.env,
        VISUAL_PORT: '6198',
        // The checks' changes fail on purpose: a second try would only cost time.
        VISUAL_RETRIES: '0',
        VISUAL_RESULTS_DIR: results,
        VISUAL_STORIES_CACHE: join(tmpdir(), `trellis-visual-stories-${index}.json`),
        ...env,
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  )
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
