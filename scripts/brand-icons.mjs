// Writes the brand's favicon and app icons into packages/app/public (Vite copies them into the
// build, the server serves them from there): favicon.svg, favicon.ico (a 32 px PNG in an ICO),
// icon-192.png, icon-512.png and icon-maskable-512.png (the mark inside Android's safe zone on a
// full tile), and manifest.webmanifest with the tokens' colours. The drawing and the colours are
// the design system's own (packages/ui: logoMark, the Logo's drawing, and the palette), so the icons cannot
// drift from the Logo component. PNGs are Chromium screenshots of the SVG: no network, no image
// library. Run by hand after changing the mark or the colours, and commit what it writes:
//   pnpm exec tsx scripts/brand-icons.mjs
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
// The design system's barrel loads its fonts' CSS, which Node cannot: its two plain modules, by path.
// eslint-disable-next-line import-x/no-relative-packages, no-restricted-imports
import { palette } from '../packages/ui/src/tokens/color.ts'
// eslint-disable-next-line import-x/no-relative-packages, no-restricted-imports
import { logoMark } from '../packages/ui/src/components/Logo/logo-mark.ts'
import { chromiumLaunchOptions } from './chromium.mjs'

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'app', 'public')
/** The brand colour (light theme's primary) and the glyph on it (its onPrimary). */
const brand = palette.teal700
const onBrand = palette.white

/**
 * The mark as an SVG document. `full`: a square tile without rounded corners and the glyph
 * scaled to 70% about the centre, inside the maskable icon's safe circle (80% of the width).
 */
function markSvg({ full = false } = {}) {
  const glyph = [
    `<path d="${logoMark.branches}" fill="none" stroke="${onBrand}" stroke-width="${String(logoMark.stroke)}" stroke-linecap="round"/>`,
    ...logoMark.nodes.map(
      ([cx, cy]) =>
        `<circle cx="${String(cx)}" cy="${String(cy)}" r="${String(logoMark.nodeRadius)}" fill="${onBrand}"/>`,
    ),
  ].join('')
  const tile = `<rect width="32" height="32" rx="${full ? '0' : String(logoMark.tileRadius)}" fill="${brand}"/>`
  const body = full
    ? `<g transform="translate(16 16) scale(0.7) translate(-16 -16)">${glyph}</g>`
    : glyph
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${tile}${body}</svg>\n`
}

/** An ICO file holding one PNG image (allowed since Windows Vista; every browser reads it). */
function icoOf(png, size) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size, 0)
  entry.writeUInt8(size, 1)
  entry.writeUInt8(0, 2) // no palette
  entry.writeUInt8(0, 3)
  entry.writeUInt16LE(1, 4) // planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(png.length, 8)
  entry.writeUInt32LE(6 + 16, 12)
  return Buffer.concat([header, entry, png])
}

const browser = await chromium.launch(chromiumLaunchOptions())
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  /** A PNG of `svg` at `size` px square, transparent where the tile is not. */
  async function png(svg, size) {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${String(size)}" height="${String(size)}" style="display:block" `)}</body></html>`,
    )
    return page.locator('svg').screenshot({ omitBackground: true, type: 'png' })
  }
  const svg = markSvg()
  writeFileSync(join(out, 'favicon.svg'), svg)
  writeFileSync(join(out, 'favicon.ico'), icoOf(await png(svg, 32), 32))
  writeFileSync(join(out, 'icon-192.png'), await png(svg, 192))
  writeFileSync(join(out, 'icon-512.png'), await png(svg, 512))
  writeFileSync(join(out, 'icon-maskable-512.png'), await png(markSvg({ full: true }), 512))
} finally {
  await browser.close()
}

const manifest = {
  name: 'Trellis',
  short_name: 'Trellis',
  description: 'Your investments, wallet and team in one place.',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: brand,
  background_color: palette.ink50,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
}
writeFileSync(join(out, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`brand icons and manifest written to ${out}`)
