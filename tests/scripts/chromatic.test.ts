// `pnpm chromatic` (scripts/chromatic.mjs) stops with one clear line when there is no project
// token or Node is older than 22, before Chromatic's CLI starts. A stand-in `chromatic` first on
// the PATH records whether it was started, so no test ever reaches Chromatic's service.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { CHROMATIC_NODE_MAJOR, preflight } from '../../scripts/chromatic.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const bin = mkdtempSync(join(tmpdir(), 'trellis-fake-chromatic-'))
const calls = join(bin, 'calls.log')
writeFileSync(join(bin, 'chromatic'), `#!/bin/sh\necho "$*" >> "${calls}"\n`)
chmodSync(join(bin, 'chromatic'), 0o755)
afterAll(() => rmSync(bin, { recursive: true, force: true }))

function chromatic(env: Record<string, string | undefined>, ...args: string[]) {
  rmSync(calls, { force: true })
  const r = spawnSync(process.execPath, [join(root, 'scripts/chromatic.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      CHROMATIC_PROJECT_TOKEN: undefined,
      ...env,
      PATH: `${bin}:${process.env.PATH}`,
    },
  })
  return {
    status: r.status,
    errLines: r.stderr.trim().split('\n').filter(Boolean),
    started: existsSync(calls) ? readFileSync(calls, 'utf8').trim() : null,
  }
}

describe('preflight', () => {
  it('asks for the project token first', () => {
    expect(preflight({ env: {}, args: [], nodeVersion: 'v24.1.0' })).toMatch(
      /^chromatic: no project token: set CHROMATIC_PROJECT_TOKEN/,
    )
    expect(
      preflight({ env: { CHROMATIC_PROJECT_TOKEN: '  ' }, args: [], nodeVersion: 'v24.1.0' }),
    ).toMatch(/no project token/)
  })

  it('takes the token from the environment or the --project-token option', () => {
    expect(
      preflight({ env: { CHROMATIC_PROJECT_TOKEN: 'chpt_x' }, args: [], nodeVersion: 'v22.0.0' }),
    ).toBeNull()
    expect(
      preflight({ env: {}, args: ['--project-token=chpt_x'], nodeVersion: 'v22.0.0' }),
    ).toBeNull()
    expect(preflight({ env: {}, args: ['-t', 'chpt_x'], nodeVersion: 'v23.5.1' })).toBeNull()
  })

  it('needs Node 22 or newer, and says which Node it found', () => {
    expect(
      preflight({ env: { CHROMATIC_PROJECT_TOKEN: 'chpt_x' }, args: [], nodeVersion: 'v20.19.0' }),
    ).toBe(
      'chromatic: needs Node 22 or newer (this is v20.19.0); the app and its tests run on 20.19+',
    )
    expect(
      preflight({ env: { CHROMATIC_PROJECT_TOKEN: 'chpt_x' }, args: [], nodeVersion: 'v21.7.3' }),
    ).toMatch(/needs Node 22/)
  })
})

describe('pnpm chromatic', () => {
  it('exits 1 with one line and never starts Chromatic when there is no token', () => {
    const r = chromatic({}, '--help')
    expect(r.status).toBe(1)
    expect(r.errLines).toHaveLength(1)
    expect(r.errLines[0]).toMatch(/CHROMATIC_PROJECT_TOKEN/)
    expect(r.started).toBeNull()
  })

  it('with a token, starts Chromatic only on Node 22 or newer', () => {
    const r = chromatic({ CHROMATIC_PROJECT_TOKEN: 'chpt_test' }, '--dry-run')
    const major = Number.parseInt(process.versions.node, 10)
    if (major >= CHROMATIC_NODE_MAJOR) {
      expect(r.status).toBe(0)
      expect(r.started).toBe('--dry-run')
    } else {
      expect(r.status).toBe(1)
      expect(r.errLines).toEqual([
        `chromatic: needs Node 22 or newer (this is ${process.version}); the app and its tests run on 20.19+`,
      ])
      expect(r.started).toBeNull()
    }
  })
})
