// Issue 30: a member route's page asks for its layout's and screen's chunks at once (the build's
// route-preloads.json), each tag with the answer's nonce; a prerendered page, a file that is not
// one of the build's scripts, and a missing or broken table add nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { matchesRoute } from '../src/http/route-preloads'
import { appServing, fileTestApp } from './helpers/app'

const PLACEHOLDER = '__TRELLIS_CSP_NONCE__'
const shell =
  `<!doctype html><html lang="en"><head><meta property="csp-nonce" nonce="${PLACEHOLDER}">` +
  `<script type="module" src="/assets/index-a.js" nonce="${PLACEHOLDER}"></script></head>` +
  `<body><div id="root"></div></body></html>`
const table = [
  { path: '/login', files: ['/assets/LoginScreen-a.js'] },
  { path: '/dashboard', files: ['/assets/MemberLayout-a.js', '/assets/DashboardScreen-a.js'] },
  { path: '/team/treeView', files: ['/assets/TreeViewScreen-a.js'] },
  { path: '/team/treeView/:id', files: ['/assets/TreeViewScreen-b.js'] },
  { path: '/ops/*', files: ['/assets/console-ConsoleApp-a.js'] },
  {
    path: '/wallet',
    files: [
      '/assets/WalletScreen-a.js',
      '/assets/x.js"><script>alert(1)</script>',
      'https://cdn.example/x.js',
      7,
    ],
  },
]

/** The modulepreload addresses of a page, and whether each carries the CSP header's nonce. */
function preloadsOf(body: string, csp: string) {
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  const tags = [
    ...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" nonce="([^"]+)">/g),
  ]
  expect(tags.every((m) => m[2] === nonce)).toBe(true)
  return tags.map((m) => m[1])
}

describe('route preloads in the app shell', () => {
  const t = fileTestApp()
  let app: Awaited<ReturnType<typeof buildApp>>
  let dir: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trellis-preloads-'))
    mkdirSync(join(dir, 'prerendered'))
    writeFileSync(join(dir, 'index.html'), shell)
    writeFileSync(join(dir, 'prerendered', 'login.html'), shell.replace('index-a', 'boot-a'))
    writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify(table))
    app = await appServing(t, dir)
  })
  afterAll(async () => {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const page = async (url: string) => {
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    return preloadsOf(res.body, String(res.headers['content-security-policy']))
  }

  it("preloads a member route's chunks in its page, with the answer's nonce", async () => {
    expect(await page('/dashboard')).toEqual([
      '/assets/MemberLayout-a.js',
      '/assets/DashboardScreen-a.js',
    ])
    expect(await page('/dashboard/?tab=1')).toEqual([
      '/assets/MemberLayout-a.js',
      '/assets/DashboardScreen-a.js',
    ])
  })

  it('matches a route with a parameter, and the route without one first', async () => {
    expect(await page('/team/treeView/ABC1234')).toEqual(['/assets/TreeViewScreen-b.js'])
    expect(await page('/team/treeView')).toEqual(['/assets/TreeViewScreen-a.js'])
    expect(await page('/ops/members/12')).toEqual(['/assets/console-ConsoleApp-a.js'])
  })

  it("writes only the build's own scripts", async () => {
    expect(await page('/wallet')).toEqual(['/assets/WalletScreen-a.js'])
  })

  it('adds nothing to a prerendered page or to a path of no route', async () => {
    expect(await page('/login')).toEqual([])
    expect(await page('/nowhere')).toEqual([])
  })

  it('answers the page as before without a table, or with a broken one', async () => {
    writeFileSync(join(dir, 'route-preloads.json'), '{"not": "a list"')
    expect(await page('/dashboard')).toEqual([])
    rmSync(join(dir, 'route-preloads.json'))
    expect(await page('/dashboard')).toEqual([])
    writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify(table))
  })
})

describe('matchesRoute', () => {
  it.each([
    ['/dashboard', '/dashboard', true],
    ['/dashboard', '/dashboard/', true],
    ['/dashboard', '/dashboardx', false],
    ['/team/treeView/:id', '/team/treeView/AB12', true],
    ['/team/treeView/:id', '/team/treeView', false],
    ['/team/treeView/:id', '/team/treeView/a/b', false],
    ['/ops/*', '/ops', true],
    ['/ops/*', '/ops/a/b', true],
    ['/', '/', true],
    ['/', '/x', false],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(matchesRoute(pattern, path)).toBe(expected)
  })
})
