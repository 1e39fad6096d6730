#!/usr/bin/env node
// The last step of the app's build (issue 30): a brotli (.br) and a gzip (.gz) copy beside each
// text file of dist/ that compression shrinks (scripts, styles, SVG, the manifest), which the
// server sends to a browser that accepts them (@fastify/static's `preCompressed`) instead of the
// raw bytes: a phone on a slow link downloads about a third. Made once here at the highest levels,
// so no answer pays for compressing. Pages (.html) are not static files: the server fills in each
// answer's nonce and compresses them as it sends them (packages/server/src/http/compress.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const TEXT = /\.(js|mjs|css|svg|webmanifest|json|txt)$/
/** Smaller files gain less than the bytes of an encoding's headers. */
const MIN_BYTES = 1024

/** Every file under `dir`. */
function filesOf(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesOf(path) : [path]
  })
}

let raw = 0
let brotli = 0
let count = 0
for (const path of filesOf(dist)) {
  if (!TEXT.test(path) || relative(dist, path).startsWith('.vite')) continue
  const bytes = readFileSync(path)
  if (bytes.length < MIN_BYTES) continue
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  const gz = gzipSync(bytes, { level: 9 })
  // Kept only where it is smaller: the server falls back to the file itself.
  if (br.length < bytes.length) writeFileSync(`${path}.br`, br)
  if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz)
  raw += bytes.length
  brotli += Math.min(br.length, bytes.length)
  count += 1
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
process.stdout.write(`compressed ${count} files: ${kb(raw)} → ${kb(brotli)} with brotli\n`)
