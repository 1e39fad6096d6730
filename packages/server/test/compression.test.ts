// Issue 30: what a phone downloads is compressed. A built script goes as its brotli or gzip copy
// (made at build time) to a browser that accepts one, as itself to one that does not; a page is
// compressed as it is sent, nonce and all; a refused encoding (q=0) is never used.
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { pickEncoding } from '../src/http/compress'
import { fileTestApp, appServing } from './helpers/app'

const script = `export const words = ${JSON.stringify('Trellis '.repeat(2000))}\n`

describe('compressed answers', () => {
  const t = fileTestApp()
  let app: Awaited<ReturnType<typeof buildApp>>

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trellis-compress-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets', 'app-abc.js'), script)
    writeFileSync(join(dir, 'assets', 'app-abc.js.br'), brotliCompressSync(script))
    writeFileSync(join(dir, 'assets', 'app-abc.js.gz'), gzipSync(script))
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html lang="en"><title>Trellis</title><script nonce="__TRELLIS_CSP_NONCE__"></script>${'<p>Trellis</p>'.repeat(500)}</html>`,
    )
    app = await appServing(t, dir)
  })
  afterAll(async () => {
    await app.close()
  })

  const get = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    })

  it('sends a built script as its brotli copy, else gzip, else as it is', async () => {
    const br = await get('/assets/app-abc.js', 'gzip, deflate, br')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)

    const gz = await get('/assets/app-abc.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)

    const plain = await get('/assets/app-abc.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
    // The copies are no paths of their own.
    expect((await get('/assets/app-abc.js.br')).statusCode).toBe(404)
  })

  it('compresses a page as it sends it, with this answer’s nonce inside', async () => {
    const page = await get('/login', 'br;q=1, gzip;q=0.5')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.headers['cache-control']).toBe('no-store')
    const html = brotliDecompressSync(page.rawPayload).toString()
    const nonce = /script-src[^;]*'nonce-([^']+)'|nonce="([^"]+)"/.exec(html)
    expect(html).not.toContain('__TRELLIS_CSP_NONCE__')
    expect(nonce).not.toBeNull()
    expect(page.rawPayload.length).toBeLessThan(html.length / 5)
    const plain = await get('/login', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<title>Trellis</title>')
  })

  it('never uses an encoding the browser refused', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding('*;q=0')).toBeNull()
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
    expect(pickEncoding('GZIP ; q=0.8')).toBe('gzip')
    expect(pickEncoding('br;q=abc, gzip')).toBe('gzip')
  })
})
