// Compression of the app's pages (issue 30). The built scripts and styles are compressed once at
// build time (packages/app/scripts/compress.mjs; @fastify/static's `preCompressed` sends them);
// a page is filled in per answer (its nonce, a referral id), so it is compressed as it is sent:
// 16 KB of HTML, a fraction of a millisecond. Nothing secret rides in a page (the nonce is new on
// every answer), so a compressed page gives an observer of its size nothing to guess at.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** An encoding both sides speak. */
export type PageEncoding = 'br' | 'gzip'

/**
 * The encoding to send by the request's Accept-Encoding (brotli first, then gzip; `q=0` refuses
 * one; `*` stands for any not named); null: the bytes as they are.
 */
export function pickEncoding(header: string | string[] | undefined): PageEncoding | null {
  const weights = new Map<string, number>()
  for (const item of [header ?? ''].flat().join(',').split(',')) {
    const [rawName = '', ...params] = item.toLowerCase().split(';')
    const name = rawName.trim()
    if (name === '') continue
    // A weight that is not a number refuses, as q=0 does.
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : /^q=[0-9.]+$/.test(q) ? Number(q.slice(2)) : 0
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

/** `text` in `encoding` (brotli at a quick level: a page is compressed on every answer). */
export function compressPage(text: string, encoding: PageEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(text, { level: 6 })
}
