// Every component's Docs page has its family's usage guide (stories/usage.ts, drawn by
// .storybook/docs-page.tsx): a new component story file without one fails here, as does a guide
// with an empty section or a title that names no story file.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { usageByTitle } from './usage'

const here = join(dirname(fileURLToPath(import.meta.url)), 'ui')
const titles = readdirSync(here)
  .filter((name) => name.endsWith('.stories.tsx'))
  .map((name) => {
    // The meta's title: the first that names a section of the sidebar (a slide has a title too).
    const title = /\btitle: '((?:Components|Domain)\/[^']+)'/.exec(
      readFileSync(join(here, name), 'utf8'),
    )?.[1]
    if (!title) throw new Error(`${name}: no title in its meta`)
    return title
  })

describe('the usage guides', () => {
  it('finds the component story files', () => {
    expect(titles.length).toBeGreaterThan(40)
  })

  it.each(titles)('%s has a usage guide with every section', (title) => {
    const usage = usageByTitle[title]
    expect(usage, `${title}: add it to a family in stories/usage.ts`).toBeDefined()
    for (const section of ['when', 'dont', 'content', 'access'] as const)
      expect(usage?.[section].length, `${title}: ${section}`).toBeGreaterThan(0)
  })

  it('names only titles that have a story file', () => {
    expect(Object.keys(usageByTitle).filter((title) => !titles.includes(title))).toEqual([])
  })
})
