// Security headers: every API answer (success, 4xx, 404, 5xx, operator API) carries the headers
// and `Cache-Control: no-store`; the built app's index.html, at `/`, `/index.html` and any deep
// link, comes with a strict CSP whose nonce is fresh per answer and written into the page.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { REFERRAL_PLACEHOLDER } from '../src/http/app-pages'
import { fileTestApp, OPS_TOKEN, ROOT_ID, ROOT_PASSWORD, appServing } from './helpers/app'

// Written out, not imported: the test also pins the string the app's Vite build writes.
const PLACEHOLDER = '__TRELLIS_CSP_NONCE__'

/** The CSP as directive → sources. */
function policy(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '')
  const entries = header
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...sources]) => [name as string, sources] as const)
  return new Map(entries)
}

/** The headers every answer carries, whatever it is. */
function expectHardened(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff')
  expect(res.headers['x-frame-options'], what).toBe('DENY')
  expect(res.headers['referrer-policy'], what).toBe('no-referrer')
  const csp = policy(res)
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"])
  expect(csp.get('default-src'), what).toEqual(["'self'"])
  expect(csp.get('object-src'), what).toEqual(["'none'"])
  expect(csp.get('base-uri'), what).toEqual(["'none'"])
  expect(csp.get('form-action'), what).toEqual(["'self'"])
  expect(csp.get('script-src'), what).toEqual(["'self'"])
  const header = String(res.headers['content-security-policy'])
  expect(header, what).not.toContain('unsafe-eval')
  expect(header, what).not.toContain('unsafe-inline')
}

/** Every API answer: hardened and never stored by a browser or a proxy. */
function expectApiHeaders(res: LightMyRequestResponse, what: string) {
  expectHardened(res, what)
  expect(res.headers['cache-control'], what).toBe('no-store')
}

describe('security headers on the API', () => {
  const t = fileTestApp()

  async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    })
  }

  it('on a success, a refusal, malformed input and an unknown call', async () => {
    const ok = await post('/api/login', { userId: ROOT_ID, password: ROOT_PASSWORD })
    expect(ok.statusCode).toBe(200)
    expectApiHeaders(ok, 'login 200')

    const refused = await post('/api/login', { userId: ROOT_ID, password: 'Wrong#123' })
    expect(refused.statusCode).toBeGreaterThanOrEqual(400)
    expectApiHeaders(refused, 'wrong password')

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    })
    expect(malformed.statusCode).toBe(400)
    expectApiHeaders(malformed, 'malformed body')

    const unauthenticated = await post('/api/getUser', {})
    expect(unauthenticated.statusCode).toBe(401)
    expectApiHeaders(unauthenticated, 'no token')

    for (const url of ['/api/nothing', '/api', '/api?x=1']) {
      const missing = await t.app.inject({ method: 'GET', url })
      expect(missing.statusCode, url).toBe(404)
      expectApiHeaders(missing, url)
    }
  })

  it('on the operator API, with and without its token', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/ops/deposits?status=pending',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    })
    expect(list.statusCode).toBe(200)
    expectApiHeaders(list, 'ops 200')
    const denied = await t.app.inject({ method: 'GET', url: '/api/ops/deposits' })
    expect(denied.statusCode).toBe(401)
    expectApiHeaders(denied, 'ops 401')
  })
})

describe('the built app under a strict CSP', () => {
  const t = fileTestApp()
  let app: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    // A tiny build: index.html as Vite writes it with html.cspNonce set, and one asset.
    const dir = mkdtempSync(join(tmpdir(), 'trellis-csp-'))
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><head><meta property="csp-nonce" nonce="${PLACEHOLDER}">` +
        `<script type="module" src="/app.js" nonce="${PLACEHOLDER}"></script></head>` +
        '<title>Trellis</title><div id="root"></div>',
    )
    writeFileSync(join(dir, 'app.js'), 'console.log(1)')
    // The prerendered public pages (packages/app/scripts/prerender.mjs), with their critical CSS.
    const head =
      `<!doctype html><head><meta property="csp-nonce" nonce="${PLACEHOLDER}">` +
      `<script type="module" src="/app.js" nonce="${PLACEHOLDER}"></script>` +
      `<style nonce="${PLACEHOLDER}" data-styled="true">form{}</style></head>`
    mkdirSync(join(dir, 'prerendered'))
    writeFileSync(
      join(dir, 'prerendered', 'login.html'),
      `${head}<div id="root" data-prerendered><form aria-label="Login"></form></div>`,
    )
    writeFileSync(
      join(dir, 'prerendered', 'referral.html'),
      `${head}<div id="root" data-prerendered><input value="${REFERRAL_PLACEHOLDER}"/></div>`,
    )
    // Member routes' shells (issue 30), in English and Hindi; /wallet has none in this build.
    mkdirSync(join(dir, 'prerendered', 'member', 'team'), { recursive: true })
    for (const [file, words] of [
      ['dashboard.html', 'Grow with your team'],
      ['dashboard.hi.html', 'अपनी टीम के साथ बढ़ें'],
      ['team/level.html', 'Levels'],
      ['dashboard.dark.html', 'Grow with your team, dark'],
      ['dashboard.dark.hi.html', 'अपनी टीम के साथ बढ़ें, dark'],
    ] as const)
      writeFileSync(
        join(dir, 'prerendered', 'member', file),
        `${head}<div id="root" data-shell><div inert><h2>${words}</h2></div></div>`,
      )
    app = await appServing(t, dir)
    // An API call that fails unexpectedly: the 500 answer must carry the headers too.
    app.get('/api/test-boom', () => {
      throw new Error('boom')
    })
  })
  afterAll(async () => {
    await app.close()
  })

  /** The nonce of the answer's CSP, checked to be the one written into its page. */
  function nonceOfPage(res: LightMyRequestResponse, what: string): string {
    expect(res.statusCode, what).toBe(200)
    expect(res.headers['content-type'], what).toMatch(/^text\/html/)
    expectHardened(res, what)
    const styles = policy(res).get('style-src') ?? []
    const nonce = styles.map((s) => /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(s)?.[1]).find(Boolean)
    expect(nonce, `${what}: style-src ${styles.join(' ')}`).toBeDefined()
    expect(res.body, what).not.toContain(PLACEHOLDER)
    expect(res.body, what).toContain(`<meta property="csp-nonce" nonce="${nonce}">`)
    expect(res.body, what).toContain(`src="/app.js" nonce="${nonce}"`)
    // Never reused from a cache: no store, and no validator a 304 could answer to.
    expect(res.headers['cache-control'], what).toBe('no-store')
    expect(res.headers.etag, what).toBeUndefined()
    expect(res.headers['last-modified'], what).toBeUndefined()
    return nonce as string
  }

  it('/, /index.html and deep links carry a fresh nonce, in the header and in the page', async () => {
    const seen = new Set<string>()
    for (const url of ['/', '/', '/index.html', '/team/treeView/BCH0000001', '/login/BCH1234567']) {
      const res = await app.inject({ method: 'GET', url })
      seen.add(nonceOfPage(res, url))
    }
    expect(seen.size, 'a new nonce on every answer').toBe(5)
    // HEAD / (uptime checks) answered as before, when @fastify/static served index.html itself.
    const head = await app.inject({ method: 'HEAD', url: '/' })
    expect(head.statusCode).toBe(200)
    expect(head.headers['cache-control']).toBe('no-store')
  })

  it('the public routes get their prerendered page, its style with the nonce', async () => {
    for (const url of ['/', '/login', '/login/', '/login?from=x']) {
      const res = await app.inject({ method: 'GET', url })
      const nonce = nonceOfPage(res, url)
      expect(res.body, url).toContain('<form aria-label="Login">')
      expect(res.body, url).toContain(`<style nonce="${nonce}" data-styled="true">`)
    }
    const referral = await app.inject({ method: 'GET', url: '/login/BCH1234567' })
    nonceOfPage(referral, 'referral')
    expect(referral.body).toContain('<input value="BCH1234567"/>')
    expect(referral.body).not.toContain(REFERRAL_PLACEHOLDER)
    // Ids that may not be written into a page as they are get the shell; never an error.
    const hostile = ['/login/%3Cscript%3E', '/login/BCH1"x', '/login/short', '/login/a%2Fb']
    for (const url of [...hostile, `/login/${'A'.repeat(40)}`, '/prerendered/login.html']) {
      const res = await app.inject({ method: 'GET', url })
      nonceOfPage(res, url)
      expect(res.body, url).toContain('<div id="root"></div>')
    }
    // A path that is not valid percent-encoding: Fastify's own 400, not an error.
    const malformed = await app.inject({ method: 'GET', url: '/login/%E0%A4%A' })
    expect(malformed.statusCode).toBe(400)
  })

  it("a member route gets its shell in the device's language and its app's scheme", async () => {
    const page = async (url: string, cookie?: string) => {
      const res = await app.inject({
        method: 'GET',
        url,
        ...(cookie ? { headers: { cookie } } : {}),
      })
      const nonce = nonceOfPage(res, `${url} ${cookie ?? ''}`)
      return { body: res.body, nonce }
    }
    for (const url of ['/dashboard', '/dashboard/', '/dashboard?page=2']) {
      const { body, nonce } = await page(url)
      expect(body, url).toContain('<div id="root" data-shell><div inert><h2>Grow with your team')
      expect(body, url).toContain(`<style nonce="${nonce}" data-styled="true">`)
    }
    expect((await page('/team/level')).body).toContain('<h2>Levels</h2>')
    expect((await page('/dashboard', 'trellis-locale=hi')).body).toContain('अपनी टीम के साथ बढ़ें')
    // The app said it shows light: the shell shows even on a dark system (data-light).
    expect((await page('/dashboard', 'trellis-theme=light')).body).toContain(
      '<div id="root" data-shell data-light><div inert>',
    )
    // It shows dark: the dark shell, never the light one flashing before the app's dark.
    expect((await page('/dashboard', 'a=1; trellis-theme=dark')).body).toContain(
      '<div id="root" data-shell><div inert><h2>Grow with your team, dark',
    )
    expect((await page('/dashboard', 'trellis-theme=dark; trellis-locale=hi')).body).toContain(
      'अपनी टीम के साथ बढ़ें, dark',
    )
    // A build without the dark shell of a route: the app's own page, as before.
    const noDark = await page('/team/level', 'trellis-theme=dark')
    expect(noDark.body).toContain('<div id="root"></div>')
    // A route without a shell in the build, a route with a parameter, and paths that try to
    // name another file: the app's page, never an error or another file.
    for (const url of [
      '/wallet',
      '/team/treeView/BCH0000001',
      '/prerendered/member/dashboard.html',
      '/dashboard/..%2F..%2Findex',
      '/dashboard.hi',
      '/team%2Flevel',
    ]) {
      const res = await app.inject({ method: 'GET', url })
      if (res.statusCode === 404) continue
      const { body } = await page(url)
      expect(body, url).toContain('<div id="root"></div>')
    }
  })

  it('assets are still files; API answers, even a 500, are not the page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/app.js' })
    expect(asset.body).toBe('console.log(1)')
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    const boom = await app.inject({ method: 'GET', url: '/api/test-boom' })
    expect(boom.statusCode).toBe(500)
    expect(boom.body).not.toContain('boom')
    expectApiHeaders(boom, 'api 500')
    const missing = await app.inject({ method: 'GET', url: '/api/nothing' })
    expect(missing.statusCode).toBe(404)
    expectApiHeaders(missing, 'api 404 beside the app')
  })

  it('the app build writes the placeholder the server replaces', () => {
    const config = readFileSync(new URL('../../app/vite.config.ts', import.meta.url), 'utf8')
    expect(config).toContain(`'${PLACEHOLDER}'`)
    expect(config).toMatch(/cspNonce: CSP_NONCE_PLACEHOLDER/)
  })
})

describe('the prerendered pages and the server agree', () => {
  it('the app writes the referral placeholder the server replaces', () => {
    const script = readFileSync(new URL('../../app/scripts/prerender.mjs', import.meta.url), 'utf8')
    expect(script).toContain(`const REFERRAL_PLACEHOLDER = '${REFERRAL_PLACEHOLDER}'`)
  })

  it("the member shells are where the server looks, marked as it marks them; the theme's cookie", () => {
    const script = readFileSync(new URL('../../app/scripts/prerender.mjs', import.meta.url), 'utf8')
    expect(script).toContain("mkdirSync(join(dist, 'prerendered', 'member'))")
    expect(script).toContain("scheme === 'dark' ? '.dark' : ''")
    expect(script).toContain('<div id="root" data-shell><div inert>')
    const scheme = readFileSync(
      new URL('../../app/src/theme/use-color-scheme.ts', import.meta.url),
      'utf8',
    )
    expect(scheme).toContain("export const THEME_COOKIE = 'trellis-theme'")
  })
})
