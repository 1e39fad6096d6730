// Issue 26, point 4: the favicon, the app icons and the web app manifest in public/ (written by
// scripts/brand-icons.mjs, served by the build and the server) are the design system's: the Logo's
// drawing, the tokens' colours; and both HTML entry points link them.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { lightTheme } from '@trellis/ui'

const app = join(dirname(fileURLToPath(import.meta.url)), '..')
const read = (file: string) => readFileSync(join(app, file), 'utf8')

describe('brand files', () => {
  it('the manifest installs: name, standalone, a start URL, colours from the tokens', () => {
    const manifest = JSON.parse(read('public/manifest.webmanifest')) as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: 'Trellis',
      short_name: 'Trellis',
      display: 'standalone',
      start_url: '/dashboard',
      theme_color: lightTheme.color.primary,
      background_color: lightTheme.color.bg,
    })
  })

  it('the favicon is the logo mark in the brand colour', () => {
    const svg = read('public/favicon.svg')
    expect(svg).toContain(`fill="${lightTheme.color.primary}"`)
    // The mark's branches, as the Logo component draws them (packages/ui Logo/logo-mark.ts).
    expect(svg).toContain('d="M16 10v5M16 15l-6 6M16 15l6 6"')
  })

  it('both pages link the icons and the manifest, with the brand as theme colour', () => {
    for (const page of ['index.html', 'public.html']) {
      const html = read(page)
      expect(html, page).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
      expect(html, page).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />')
      expect(html, page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />')
      expect(html, page).toContain(
        `<meta name="theme-color" content="${lightTheme.color.primary}" />`,
      )
    }
  })
})
