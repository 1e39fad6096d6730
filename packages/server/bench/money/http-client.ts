// The bench's HTTP client: node:http with a keep-alive agent of exactly `sockets` sockets, JSON
// bodies, loopback only. It never throws: a network failure or timeout is status 0.
import http from 'node:http'

/** One answer: status (0 = network error or timeout), time in ms, answer size and text. */
export interface Reply {
  status: number
  ms: number
  bytes: number
  body: string
  /** The answer's headers (none on a network error). */
  headers?: http.IncomingHttpHeaders
}

export type HttpClient = ReturnType<typeof httpClient>

/** A client for `http://127.0.0.1:port`; `close()` drops its sockets. */
export function httpClient(port: number, sockets: number, timeoutMs = 30_000) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets })

  function request(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ) {
    return new Promise<Reply>((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const started = performance.now()
      const done = (
        status: number,
        text: string,
        bytes: number,
        headers?: http.IncomingHttpHeaders,
      ) => resolve({ status, ms: performance.now() - started, bytes, body: text, headers })
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          agent,
          headers: payload
            ? {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
                ...headers,
              }
            : headers,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            const all = Buffer.concat(chunks)
            done(res.statusCode ?? 0, all.toString('utf8'), all.length, res.headers)
          })
          res.on('error', () => done(0, '', 0))
        },
      )
      req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')))
      req.on('error', (e) => done(0, String(e.message), 0))
      req.end(payload)
    })
  }

  return {
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      request('POST', path, body, headers),
    get: (path: string, headers: Record<string, string> = {}) =>
      request('GET', path, undefined, headers),
    close: () => agent.destroy(),
  }
}
