/// <reference types="node" />
// (Node's types for this test only: the contract's own code runs in browsers too.)
// The contract's two entry points: `@trellis/contract` (calls, types, messages, rules) must not
// load yup, or yup rides on every route of the app again; `@trellis/contract/schemas` has it.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))

/** The modules a file loads at run time (type-only imports and exports are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const found: string[] = []
  const statement =
    /^(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'|^import\s+'([^']+)'/gm
  for (const m of source.matchAll(statement)) {
    const typeOnly = Boolean(m[2]) || /^\{\s*(type\s+[^,}]+,?\s*)+\}$/.test(m[3] ?? '')
    if (!typeOnly) found.push((m[4] ?? m[5]) as string)
  }
  return found
}

/** A relative import's file: `x.ts`, or a folder's `x/index.ts`. */
function moduleFile(path: string): string {
  return existsSync(`${path}.ts`) ? `${path}.ts` : join(path, 'index.ts')
}

/** Every package (bare specifier) reached at run time from a contract file. */
function packagesReached(entry: string): Set<string> {
  const seen = new Set<string>()
  const packages = new Set<string>()
  const walk = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const spec of runtimeImports(file)) {
      if (spec.startsWith('.')) walk(moduleFile(join(dirname(file), spec.replace(/\.ts$/, ''))))
      else packages.add(spec)
    }
  }
  walk(join(here, entry))
  return packages
}

describe('contract entry points', () => {
  it('@trellis/contract loads no yup (nor any other package)', () => {
    expect([...packagesReached('index.ts')]).toEqual([])
  })

  it('@trellis/contract/schemas carries the schemas (so the walk above can see yup)', () => {
    expect(packagesReached('schemas-entry.ts').has('yup')).toBe(true)
  })

  it('the lazy Hindi words load no package either', () => {
    expect([...packagesReached('i18n/hi.ts')]).toEqual([])
    expect([...packagesReached('i18n/hi-mail.ts')]).toEqual([])
    expect([...packagesReached('i18n/hi-history.ts')]).toEqual([])
    // The reader of messages with a count or a time, loaded when a page first meets one.
    expect([...packagesReached('i18n/templates.ts')]).toEqual([])
    expect([...packagesReached('i18n/hi-templates.ts')]).toEqual([])
  })

  it('package.json exports the entries', () => {
    const pkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8')) as {
      exports: Record<string, string>
    }
    expect(pkg.exports).toEqual({
      '.': './src/index.ts',
      './schemas': './src/schemas-entry.ts',
      './i18n/hi': './src/i18n/hi.ts',
      './i18n/hi-history': './src/i18n/hi-history.ts',
      './i18n/hi-public': './src/i18n/hi-public.ts',
      './i18n/hi-mail': './src/i18n/hi-mail.ts',
      './i18n/templates': './src/i18n/templates.ts',
      './i18n/hi-templates': './src/i18n/hi-templates.ts',
    })
  })
})
