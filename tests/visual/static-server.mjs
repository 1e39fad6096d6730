// A tiny static file server on a free localhost port, so the visual tests and the app bench need
// no extra dependency. It serves one folder; with `spaFallback` unknown paths get index.html, the
// way a single-page app is served in production.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

async function fileAt(path) {
  try {
    const info = await stat(path)
    if (info.isFile()) return { path, size: info.size, mtimeMs: info.mtimeMs }
    if (info.isDirectory()) return fileAt(join(path, 'index.html'))
  } catch {
    // not there: the caller answers 404 or falls back to index.html
  }
  return undefined
}

/**
 * Serves `folder` on 127.0.0.1 at a free port.
 * @param {string} folder the folder to serve
 * @param {{ spaFallback?: boolean, port?: number }} [options] port: 0 (default) for a free one; spaFallback: answer index.html for
 *   paths without a file extension that do not exist, except under /api/ (which stays a 404, as
 *   an API without a server should)
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveStatic(folder, options = {}) {
  const root = resolve(folder)
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    const target = normalize(join(root, pathname))
    if (target !== root && !target.startsWith(root + sep)) {
      res.writeHead(403).end()
      return
    }
    let file = await fileAt(target)
    if (!file && options.spaFallback && extname(pathname) === '' && !pathname.startsWith('/api/')) {
      file = await fileAt(join(root, 'index.html'))
    }
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    // Revalidated every time (a rebuilt Storybook or app is never served stale), but an unchanged
    // file answers 304, so a browser context that loads many stories reuses what it has.
    const etag = `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}"`
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag, 'cache-control': 'no-cache' }).end()
      return
    }
    res.writeHead(200, {
      'content-type': types[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
      'content-length': file.size,
      'cache-control': 'no-cache',
      etag,
    })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    createReadStream(file.path).pipe(res)
  })
  await new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, '127.0.0.1', done)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections?.()
        server.close(() => done())
      }),
  }
}
