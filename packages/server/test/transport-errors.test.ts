// Requests refused before any route runs (a bad URL escape, bad UTF-8 in a path, a route
// parameter over 100 characters, a 20 KB header, a bad Content-Length, a garbage request line)
// are answered in the API's own error shape with a safe message, never echoing the URL, and with
// the security headers every other answer carries. Sent over a real socket with raw writes: the
// parser-level ones never reach Fastify's request objects, and fetch would refuse to send them.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileTestApp } from './helpers/app'
import { messageCodeOf } from '@trellis/contract'

const t = fileTestApp()
let port = 0

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  port = typeof address === 'object' && address ? address.port : 0
})
afterAll(async () => {
  // fileTestApp's own after-all closes the app (and with it the listener).
})

/** Writes `raw` on a fresh connection and reads until the server closes it or answers in full. */
function send(
  raw: Buffer | string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    // A hung server fails the test instead of hanging it; a healthy one answers in milliseconds
    // (10 s leaves room for a loaded 2-core machine).
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const i = line.indexOf(':')
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
      }
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
      })
    })
    socket.write(raw)
    // Close our side after the request (the server answers, then closes).
    socket.end()
  })
}

const request = (line: string, headers: string[] = []) =>
  [line, 'Host: 127.0.0.1', 'Connection: close', ...headers, '', ''].join('\r\n')

const cases: { name: string; raw: Buffer | string; status: number; secretInUrl?: string }[] = [
  {
    name: 'a bad URL escape',
    raw: request('GET /api/%E0%A4%A HTTP/1.1'),
    status: 400,
    secretInUrl: 'E0%A4',
  },
  {
    name: 'bad UTF-8 escaped in a path',
    raw: request('GET /api/%FF%FEzz HTTP/1.1'),
    status: 400,
    secretInUrl: 'FEzz',
  },
  {
    name: 'bad UTF-8 bytes in a path',
    raw: Buffer.concat([
      Buffer.from('GET /api/'),
      Buffer.from([0xff, 0xfe, 0x80]),
      Buffer.from(`zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    ]),
    status: 400,
  },
  {
    name: 'a 101-character route parameter',
    raw: request(`POST /api/ops/deposits/${'9'.repeat(101)}/approve HTTP/1.1`, [
      'Content-Length: 0',
    ]),
    status: 414,
    secretInUrl: '9'.repeat(101),
  },
  {
    name: 'a 20 KB header',
    raw: request('GET /api/getUser HTTP/1.1', [`X-Big: ${'a'.repeat(20_000)}`]),
    status: 431,
  },
  {
    name: 'a bad Content-Length',
    raw: request('POST /api/login HTTP/1.1', ['Content-Length: 12abc']),
    status: 400,
  },
  { name: 'a garbage request line', raw: 'HELLO THERE\r\n\r\n', status: 400 },
]

describe('answers Fastify and Node give before any route', () => {
  it.each(cases)('$name: the API error shape, a safe message, the security headers', async (c) => {
    const r = await send(c.raw)
    expect(r.status, r.body).toBe(c.status)
    const body = JSON.parse(r.body) as Record<string, unknown>
    // Beside the message, its contract code when it is one of the contract's (issue 27).
    const { code, ...rest } = body
    expect(Object.keys(rest).sort()).toEqual(['message', 'status', 'success'])
    if (code !== undefined) expect(code).toBe(messageCodeOf(String(body.message)))
    expect(body).toMatchObject({ status: false, success: false })
    expect(typeof body.message).toBe('string')
    expect(r.body).not.toMatch(/FST_|HPE_|Error/)
    if (c.secretInUrl) expect(r.body).not.toContain(c.secretInUrl)
    expect(r.headers['content-type']).toMatch(/^application\/json/)
    expect(r.headers['x-content-type-options']).toBe('nosniff')
    expect(r.headers['x-frame-options']).toBe('DENY')
    expect(r.headers['referrer-policy']).toBe('no-referrer')
    expect(r.headers['content-security-policy']).toContain("default-src 'self'")
    expect(r.headers['strict-transport-security']).toContain('max-age=')
    expect(r.headers['cache-control']).toBe('no-store')
  })

  it('the server still answers afterwards', async () => {
    const r = await send(request('GET /healthz HTTP/1.1'))
    expect(r.status).toBe(200)
  })
})
