// Answers for requests refused before any route runs, in the API's own error shape, with a safe
// message (never the URL, never a framework or parser code) and the security headers every other
// answer carries: Fastify's (a URL it cannot decode, a route parameter over 100 characters) through
// its `frameworkErrors` option, and Node's parser's (a header block over 16 KB, a bad
// Content-Length, a garbage request line, a request that took too long) through the server's
// `clientError` handler, which writes a minimal response on the raw socket and closes it.
import type { Socket } from 'node:net'
import { STATUS_CODES } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { serverMessages } from '@trellis/contract'
import { HttpError } from './errors'
import { safeAnswerHeaders } from './security-headers'

/** What each refusal says: what went wrong, never what was sent. */
const messages: Record<number, string> = {
  400: serverMessages.malformedBody,
  408: 'The request took too long to arrive.',
  414: 'The request address is too long.',
  431: 'The request headers are too large.',
}

function answer(status: number): string {
  return JSON.stringify(
    new HttpError(status, messages[status] ?? serverMessages.malformedBody).toAnswer(),
  )
}

/** Fastify's `frameworkErrors`: FST_ERR_BAD_URL (400), FST_ERR_MAX_PARAM_LENGTH (414), others 400. */
export function frameworkErrors(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  const code = (error as { code?: string }).code
  const status = code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400
  void reply
    .code(status)
    .headers(safeAnswerHeaders)
    .type('application/json; charset=utf-8')
    .send(answer(status))
}

/** The status for a parser error of Node's HTTP server. */
function statusOf(error: Error & { code?: string }): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431
  if (error.code === 'HPE_URI_OVERFLOW') return 414
  return 400
}

/** Fastify's `clientErrorHandler` (the server's 'clientError'): a minimal safe answer, then close. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer; a response already under way cannot be replaced.
  const busy = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable || busy?.headersSent) {
    socket.destroy()
    return
  }
  const status = statusOf(error)
  const body = answer(status)
  const headers = {
    ...safeAnswerHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n${head}\r\n${body}`)
}
