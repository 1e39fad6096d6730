// The README and the docs point only at what a clone has (issue "What a new member runs into",
// 18: the README named a file outside the repository). Every relative link, and every `*.md` path
// written in backticks, must name a file of the repository.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...readdirSync(join(root, 'packages'))
    .map((p) => `packages/${p}/README.md`)
    .filter((f) => existsSync(join(root, f))),
]

/** Paths a document names: relative link targets and backticked `*.md` paths. */
function namedPaths(text: string): string[] {
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => (m[1] ?? '').split('#')[0] ?? '')
    .filter((t) => t !== '' && !/^[a-z]+:/i.test(t))
  const ticked = [...text.matchAll(/`([^`\s]+\.md)`/g)].map((m) => m[1] ?? '')
  return [...links, ...ticked]
}

describe('documentation links', () => {
  it.each(docs)('%s names only files the repository has', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8')
    const missing = namedPaths(text).filter((p) => {
      // Relative to the document, or (a path written from the top) to the repository.
      const candidates = [resolve(root, dirname(doc), p), resolve(root, p)]
      const inside = candidates.filter((c) => !relative(root, c).startsWith('..'))
      return !inside.some((c) => existsSync(c))
    })
    expect(missing).toEqual([])
  })
})
