// `npm test -- <words>` chooses its steps first and ensures only what they need. Runs the real
// scripts/trellis.mjs with a stand-in pnpm on the PATH that records its calls instead of running
// them, so the test reads which steps ran and whether Chromium or PostgreSQL were looked for.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const bin = mkdtempSync(join(tmpdir(), 'trellis-fake-pnpm-'))
const calls = join(bin, 'calls.log')
writeFileSync(
  join(bin, 'pnpm'),
  `#!/bin/sh\nif [ "$1" = "--version" ]; then echo 10.34.9; exit 0; fi\necho "$*" >> "${calls}"\n`,
)
chmodSync(join(bin, 'pnpm'), 0o755)
afterAll(() => rmSync(bin, { recursive: true, force: true }))

function npmTest(...words: string[]) {
  return trellis('test', ...words)
}

function trellis(command: string, ...words: string[]) {
  writeFileSync(calls, '')
  const r = spawnSync(process.execPath, [join(root, 'scripts/trellis.mjs'), command, ...words], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, CI: '' },
  })
  // A stale install (lockfile newer than node_modules) is not a step: leave it out.
  const ran = readFileSync(calls, 'utf8').trim().split('\n')
  return {
    status: r.status,
    out: r.stdout,
    ran: ran.filter((c) => c !== '' && !c.startsWith('install')),
  }
}

describe('npm test -- <words>', () => {
  it('runs lint alone without looking for Chromium or PostgreSQL, and times it', () => {
    const r = npmTest('lint')
    expect(r.status).toBe(0)
    expect(r.ran).toEqual(['lint'])
    expect(r.out).not.toMatch(/Chromium|PostgreSQL/)
    expect(r.out).toMatch(/pass {2}lint {2}\(\d+\.\d s\)/)
  })

  it('looks for Chromium (not PostgreSQL) for the story tests', () => {
    const r = npmTest('story')
    // "story" also picks the storybook build, which needs no browser.
    expect(r.ran).toEqual(['exec vitest run --project storybook', 'build-storybook'])
    expect(r.out).toContain('Chromium: ')
    expect(r.out).not.toContain('PostgreSQL')
  })

  it('says which steps exist when the words match none, and fails', () => {
    const r = npmTest('no-such-step')
    expect(r.status).toBe(1)
    expect(r.out).toContain('no test step matches no-such-step')
    expect(r.out).toContain('server tests (PostgreSQL)')
    expect(r.out).not.toContain('Chromium: ')
    expect(r.ran).toEqual([])
  })
})

describe('npm run ops -- <command…>', () => {
  it('runs the operator CLI through the same bootstrap as npm start, words intact', () => {
    const r = trellis('ops', 'pay-withdrawal', '12', '--trx', '0xab cd')
    expect(r.status).toBe(0)
    expect(r.ran).toEqual([
      '--silent --filter @trellis/server run ops pay-withdrawal 12 --trx 0xab cd',
    ])
    // The root script goes through it too, so `npm run ops` needs only Node.
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts
    expect(scripts.ops).toBe('node scripts/trellis.mjs ops')
  })
})
