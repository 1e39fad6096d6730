#!/usr/bin/env node
// After `vite build` (the browser app in dist/, with public.html for these pages) and `vite build --ssr src/prerender.tsx` (into
// dist-ssr/), writes the public routes as static pages the server sends instead of the empty
// shell: dist/prerendered/login.html (/ and /login) and dist/prerendered/referral.html
// (/login/{id}: the sponsor field holds REFERRAL_PLACEHOLDER, which the server replaces with the
// id from the path). Each page carries its critical CSS in a <style> with the CSP nonce
// placeholder, which the server swaps for the answer's nonce as it does for index.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chunksOf, routeModules, routePreloads } from './route-preloads.mjs'

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(appDir, 'dist')
const ssrDir = join(appDir, 'dist-ssr')
/** The same string as in vite.config.ts and packages/server/src/http/security-headers.ts. */
const NONCE_PLACEHOLDER = '__TRELLIS_CSP_NONCE__'
/** The same string as REFERRAL_PLACEHOLDER in packages/server/src/http/app-pages.ts. */
const REFERRAL_PLACEHOLDER = 'TRELLISREFERRALID'

// React and react-router pick their production builds, as the browser's bundle does.
process.env.NODE_ENV = 'production'
const { prerender, prerenderMember } = await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
)
// public.html: the public pages' entry (public.tsx), which hydrates instead of rendering.
const template = readFileSync(join(dist, 'public.html'), 'utf8')
if (!template.includes('<div id="root"></div>'))
  throw new Error('dist/public.html has no empty #root')
if (!template.includes('<html lang="en">'))
  throw new Error('dist/public.html has no <html lang="en">')

// index.html: the app's own entry (main.tsx), which the member routes' shells start.
const appTemplate = readFileSync(join(dist, 'index.html'), 'utf8')
if (!appTemplate.includes('<div id="root"></div>'))
  throw new Error('dist/index.html has no empty #root')

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

/** The chunks a lazy module needs (those the page does not load already). */
function lazyChunks(source) {
  const key = Object.keys(manifest).find((k) => k.endsWith(source))
  if (!key) throw new Error(`the build manifest has no chunk for ${source}`)
  return chunksOf(manifest, [key], template)
}

const scriptTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"[^>]*><\/script>\s*/
const preloadTag = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)"[^>]*>\s*/g

/**
 * The page's scripts start after its first paint (issue 30): vite's module script and its
 * modulepreload links give way to the boot (src/boot.ts), which carries them in data-entry and
 * data-preload (with `extra`, a lazy screen's chunks) and loads them once the page is drawn. The
 * first paint then asks for no script but the boot, and the largest paint waits for none.
 */
function withBoot(html, extra) {
  const entry = scriptTag.exec(html)?.[1]
  if (!entry) throw new Error('dist/public.html has no module script')
  const preloads = [...html.matchAll(preloadTag)].map((m) => m[1])
  const boot = manifest['src/boot.ts']?.file
  if (!boot) throw new Error('the build manifest has no src/boot.ts')
  const tag =
    `<script type="module" src="/${boot}" data-entry="${entry}" ` +
    `data-preload="${[...preloads, ...extra].join(' ')}" nonce="${NONCE_PLACEHOLDER}"></script>`
  return html.replace(preloadTag, '').replace(scriptTag, `${tag}\n    `)
}

/**
 * The build's stylesheet (the @font-face rules, 2 KB) written into the page instead of linked:
 * one render-blocking request less before the first paint. Same nonce as every other style.
 */
function inlineStylesheet(html) {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html)
  if (!link) return html
  // `optional` instead of @fontsource's `swap` on these pages: the text paints at once in the
  // fallback face and Inter is used only if it is there in time, never swapped in later (a late
  // swap re-lays the heading out, and the largest paint moves with it). Inter is not preloaded:
  // its 48 KB, asked for before the first paint, held Lighthouse's simulated largest paint at
  // 1.51–1.57 s (1.36 s without). The face the page's text asks for still loads, and is in the
  // cache for the app's screens.
  const css = readFileSync(join(dist, link[1]), 'utf8').replaceAll(
    'font-display:swap',
    'font-display:optional',
  )
  if (!css.includes('font-display:optional')) throw new Error('no font-display to make optional')
  return html.replace(link[0], `<style nonce="${NONCE_PLACEHOLDER}">${css}</style>`)
}

// Each public page in each language (issue 27): the server sends the one of the visitor's
// language (its cookie or Accept-Language; packages/server/src/http/app-pages.ts), so the first
// paint is already in it. English keeps the plain names.
const locales = ['en', 'hi']
const pages = locales.flatMap((locale) => {
  const suffix = locale === 'en' ? '' : `.${locale}`
  return [
    { file: `login${suffix}.html`, path: '/login', locale, chunks: [] },
    {
      file: `referral${suffix}.html`,
      path: `/login/${REFERRAL_PLACEHOLDER}`,
      locale,
      // The page opens on Sign-up, whose code public.tsx starts at once.
      chunks: lazyChunks('screens/Login/SignupForm.tsx'),
    },
  ]
})
/**
 * A prerendered page: `template` with the boot in place of its scripts (`chunks` added to its
 * preloads), its stylesheet inlined, the rendered page's style tags and `extraHead` in its head
 * (each style with the nonce placeholder), `root` in place of its empty #root, in `locale`.
 */
function pageOf(template, { chunks, styleTags, extraHead = '', root, locale }) {
  const style = styleTags.replaceAll('<style ', `<style nonce="${NONCE_PLACEHOLDER}" `)
  return withBoot(inlineStylesheet(template), chunks)
    .replace('</head>', `    ${style}${extraHead}\n  </head>`)
    .replace('<div id="root"></div>', root)
    .replace('<html lang="en">', `<html lang="${locale}">`)
}

rmSync(join(dist, 'prerendered'), { recursive: true, force: true })
mkdirSync(join(dist, 'prerendered'))
for (const page of pages) {
  const { html, styleTags } = await prerender(page.path, page.locale)
  if (!html.includes('<form')) throw new Error(`${page.path} prerendered without its form`)
  const out = pageOf(template, {
    chunks: page.chunks,
    styleTags,
    root: `<div id="root" data-prerendered>${html}</div>`,
    locale: page.locale,
  })
  writeFileSync(join(dist, 'prerendered', page.file), out)
  process.stdout.write(
    `prerendered ${page.path} (${page.locale}) → dist/prerendered/${page.file} (${out.length} bytes)\n`,
  )
}

// Each member route's shell (issue 30), in each language and scheme: the screen as it stands
// before the member's data has come, so a cheap phone draws the page at once instead of a blank
// one until every script has run (Lighthouse's simulated phone: 2.8–3.2 s of "render delay" on
// /dashboard). It is inert (no tap, key or focus reaches it); the boot starts the app's scripts
// after its first paint, and the app replaces it (main.tsx). A route with a parameter
// (/team/treeView/:id) has none: the server answers it with index.html as before. The server
// picks the page by the language's and the scheme's cookies (packages/server's app-pages.ts).
const memberRoutes = routePreloads(
  routeModules(readFileSync(join(appDir, 'src', 'routes.tsx'), 'utf8')).filter(
    (route) => route.modules.length === 2 && !/[:*]/.test(route.path),
  ),
  manifest,
  appTemplate,
)
if (memberRoutes.length < 20) throw new Error(`only ${memberRoutes.length} member routes found`)
/**
 * The shell's own rules: its inert wrapper lays nothing out (the CSP allows no style attribute).
 * The dark shell goes to a device whose app said it shows dark (its cookie); the light one to the
 * rest, but a device whose system is dark, and whose app has not said it shows light (the server
 * then marks the root `data-light`), is not shown it: no flash of light before the app's dark.
 */
const shellRules = {
  light:
    '#root[data-shell]>[inert]{display:contents}' +
    '@media (prefers-color-scheme: dark){#root[data-shell]:not([data-light]){visibility:hidden}}',
  dark: '#root[data-shell]>[inert]{display:contents}',
}
mkdirSync(join(dist, 'prerendered', 'member'))
let shells = 0
let memberBytes = 0
for (const locale of locales) {
  for (const scheme of ['light', 'dark']) {
    for (const route of memberRoutes) {
      const { html, styleTags } = await prerenderMember(route.path, locale, scheme)
      if (!html.includes('<nav')) throw new Error(`${route.path}'s shell has no navigation`)
      // The tab's title is the screen's from the start, as MemberScreen sets it (the top bar's
      // heading; its text is React's, already escaped).
      const heading = /<h1\b[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]
      if (!heading) throw new Error(`${route.path}'s shell has no heading`)
      const out = pageOf(appTemplate, {
        chunks: route.files,
        styleTags,
        extraHead: `\n    <style nonce="${NONCE_PLACEHOLDER}">${shellRules[scheme]}</style>`,
        root: `<div id="root" data-shell><div inert>${html}</div></div>`,
        locale,
      }).replace('<title>Trellis</title>', `<title>${heading} · Trellis</title>`)
      // The server's names (app-pages.ts): /wallet/fundTransfer in dark Hindi is
      // member/wallet/fundTransfer.dark.hi.html.
      const name = `${route.path.slice(1)}${scheme === 'dark' ? '.dark' : ''}`
      const file = join(
        dist,
        'prerendered',
        'member',
        `${name}${locale === 'en' ? '' : `.${locale}`}.html`,
      )
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, out)
      shells++
      memberBytes += out.length
    }
  }
}
process.stdout.write(
  `prerendered ${shells} member shells (${memberRoutes.length} routes, 2 languages, 2 schemes) → dist/prerendered/member/ (${memberBytes} bytes)\n`,
)
rmSync(ssrDir, { recursive: true, force: true })
