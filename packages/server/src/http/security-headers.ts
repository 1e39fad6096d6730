// Security headers on every answer (helmet), `Cache-Control: no-store` on the API, and the app's
// index.html served with a fresh CSP nonce. The built app has no inline script; styled-components
// adds `<style>` tags at run time, which the nonce (read from `<meta property="csp-nonce">`)
// lets through without opening `style-src 'unsafe-inline'`.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { join } from 'node:path'
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import helmet from 'helmet'
import type { FastifyStaticOptions } from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { API_BASE } from '@trellis/contract'
import { appPageFor, pageLocaleOf, pageSchemeOf, REFERRAL_PLACEHOLDER } from './app-pages'
import { compressPage, pickEncoding } from './compress'
import { routePreloadTags } from './route-preloads'

/**
 * What Vite writes wherever a nonce belongs in the built index.html (`html.cspNonce` in
 * packages/app/vite.config.ts, the same string: the server cannot import the app).
 */
export const NONCE_PLACEHOLDER = '__TRELLIS_CSP_NONCE__'

// One nonce per answer, keyed by the raw response: helmet's directive functions see only the
// raw request and response, and the index.html sender must put the same value in the page.
const nonces = new WeakMap<ServerResponse, string>()

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res)
  if (!nonce) {
    // 128 bits, base64 (the CSP nonce grammar); never reused, so never guessable from a page.
    nonce = randomBytes(16).toString('base64')
    nonces.set(res, nonce)
  }
  return nonce
}

const nonceSource = (_req: unknown, res: ServerResponse) => `'nonce-${nonceOf(res)}'`

/**
 * The policy. Scripts only from our origin (the build has no inline script; the nonce Vite puts
 * on its script tags is not needed, so it is not allowed either); styles from our origin (the
 * fonts' CSS) or carrying the nonce (styled-components); images, fonts, fetches from our origin
 * only (the QR codes are inline SVG). No `unsafe-eval`, no `unsafe-inline`. No
 * `upgrade-insecure-requests`: `npm start` serves plain HTTP on a LAN address too, where it
 * would break every asset; TLS deployments terminate in front and HSTS covers them.
 */
const directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", nonceSource],
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

function isApi(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`)
}

/**
 * Registers the security headers on every answer of `app` (call before the routes, so the
 * not-found and error answers carry them too): a strict CSP with a per-answer nonce,
 * X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer, HSTS, and helmet's other
 * defaults; and `Cache-Control: no-store` on every answer under the API base, whatever its status.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // @fastify/helmet builds helmet's middleware anew on every request (~0.07 ms here, 10 % of a
  // team read). API answers are JSON and need no nonce, so their headers are helmet's, computed
  // once below, and the API routes skip the per-request build (`helmet: false`, set before
  // helmet's own onRoute hook reads it). Pages, assets and the not-found handler keep it.
  app.addHook('onRoute', (route) => {
    if (route.helmet === undefined && isApi(route.url)) route.helmet = false
  })
  await app.register(fastifyHelmet, helmetOptions(directives))
  // onSend runs for every answer (routes, the error handler, the not-found handler): member
  // data and operator answers must never sit in a browser or proxy cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.url)) reply.headers(apiHeaders).header('cache-control', 'no-store')
    return payload
  })
}

function helmetOptions(csp: typeof directives): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: csp },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Ignored by browsers over plain HTTP (npm start on 127.0.0.1); behind TLS it pins HTTPS for
    // a year. No includeSubDomains: the operator's other hosts are not ours to pin.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  }
}

/** The headers helmet sets for an API answer (the same policy; styles need no nonce in JSON). */
const apiHeaders: Record<string, string> = (() => {
  const headers: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  }
  const apiDirectives: typeof directives = { ...directives, 'style-src': ["'self'"] }
  // The same options (helmet's own types are declared twice, CJS and ESM: hence `never`).
  helmet(helmetOptions(apiDirectives) as never)({} as never, res as never, () => undefined)
  return headers
})()

/**
 * The headers of an answer given before any route runs (src/http/transport-errors.ts): the API's
 * security headers and `Cache-Control: no-store`.
 */
export const safeAnswerHeaders: Readonly<Record<string, string>> = {
  ...apiHeaders,
  'cache-control': 'no-store',
}

/**
 * Options for @fastify/static serving the built app from `root`: no page (index.html, the
 * prerendered pages) is ever served as a file (it would carry the placeholder, not a nonce, and
 * could be cached); `/` and `/index.html` fall through to the not-found handler, which answers
 * with sendAppShell.
 */
export function appStaticOptions(root: string): FastifyStaticOptions {
  // preCompressed: a script's .br or .gz beside it (the build makes them) goes to a browser that
  // accepts it; the compressed copies are no paths of their own.
  return {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.html', '**/*.br', '**/*.gz'],
  }
}

/**
 * Answers the built app's page for `url` (appPageFor: the prerendered login pages and member
 * routes' shells, else index.html) with this answer's nonce in place of the placeholder (and a
 * referral page's id in its sponsor field), and `Cache-Control: no-store` without validators, so a
 * page (and its nonce) is never reused from a cache: a 304 would pair an old page with a new
 * policy and block every style. A build without prerendered pages is answered with index.html.
 */
export async function sendAppShell(
  reply: FastifyReply,
  staticDir: string,
  url = '/',
): Promise<FastifyReply> {
  const { headers } = reply.request
  const page = appPageFor(url, pageLocaleOf(headers), pageSchemeOf(headers))
  // Read on every answer, as sendFile did: a rebuild while the server runs is served at once.
  let html: string
  let shell = page.file === 'index.html'
  try {
    html = await readFile(join(staticDir, page.file), 'utf8')
  } catch {
    html = await readFile(join(staticDir, 'index.html'), 'utf8')
    shell = true
  }
  // The app's shell asks for its route's chunks at once (route-preloads.ts); a prerendered page
  // loads its own after its first paint.
  if (shell) {
    const preloads = await routePreloadTags(staticDir, url, NONCE_PLACEHOLDER)
    if (preloads) html = html.replace('</head>', `  ${preloads}\n  </head>`)
  }
  if (page.referralId !== undefined) html = html.replaceAll(REFERRAL_PLACEHOLDER, page.referralId)
  // A member route's shell hides itself on a dark system unless the app said it shows light.
  if (page.light)
    html = html.replace('<div id="root" data-shell>', '<div id="root" data-shell data-light>')
  const body = html.replaceAll(NONCE_PLACEHOLDER, nonceOf(reply.raw))
  const encoding = pickEncoding(reply.request.headers['accept-encoding'])
  reply.header('cache-control', 'no-store').header('vary', 'accept-encoding')
  reply.type('text/html; charset=utf-8')
  if (encoding === null) return reply.send(body)
  return reply.header('content-encoding', encoding).send(compressPage(body, encoding))
}
