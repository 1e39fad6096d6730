// Issue 26, point 4: the app's brand files (favicon, web app manifest, icons) are served as what
// they are, from the app's public folder (Vite copies it into the build as it is), not answered
// with the app's HTML as every unknown path used to be; a missing file with an extension is a 404.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { fileTestApp, appServing } from './helpers/app'

/** The app's public folder: what `vite build` copies into dist/ byte for byte. */
const appPublic = join(dirname(fileURLToPath(import.meta.url)), '../../app/public')

describe('the brand files of the built app', () => {
  const t = fileTestApp()
  let app: Awaited<ReturnType<typeof buildApp>>

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trellis-brand-'))
    cpSync(appPublic, dir, { recursive: true })
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Trellis</title>')
    app = await appServing(t, dir)
  })
  afterAll(async () => {
    await app.close()
  })

  it('answers /manifest.webmanifest as a manifest whose icons are all served', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/)
    const manifest = JSON.parse(res.body) as {
      name: string
      short_name: string
      display: string
      start_url: string
      icons: { src: string; sizes: string; type: string }[]
    }
    expect(manifest).toMatchObject({
      name: 'Trellis',
      short_name: 'Trellis',
      display: 'standalone',
    })
    expect(manifest.start_url).toMatch(/^\//)
    // Android's install prompt needs a 192 and a 512 px PNG.
    const sizes = manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons) {
      const file = await app.inject({ method: 'GET', url: icon.src })
      expect(file.statusCode, icon.src).toBe(200)
      expect(file.headers['content-type'], icon.src).toMatch(
        new RegExp(`^${icon.type.replace('+', '\\+')}`),
      )
      if (icon.type === 'image/png') {
        // The PNG signature, and the width and height of its header (bytes 16-23) as promised.
        const body = file.rawPayload
        expect(body.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG')
        expect(`${String(body.readUInt32BE(16))}x${String(body.readUInt32BE(20))}`).toBe(icon.sizes)
      }
    }
  })

  it('answers /favicon.ico with an icon, not the app page', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\//)
    // An ICO file starts 00 00 01 00.
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  })

  it('answers a missing file with an extension with a 404, not the app page', async () => {
    for (const url of ['/apple-touch-icon.png', '/robots.txt', '/assets/gone.js']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).not.toMatch(/html/)
    }
    // A route of the app still gets its page.
    const page = await app.inject({ method: 'GET', url: '/team/treeView/BCH0000001' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<title>Trellis</title>')
  })
})
