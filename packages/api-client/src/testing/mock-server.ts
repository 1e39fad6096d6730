// Shared set-up for this package's tests: an MSW server over the mock world that fails on any
// request nobody handles, a fresh world and a logged-out session between tests, and a log of
// the requests sent.
import { afterAll, afterEach, beforeAll } from 'vitest'
import { setupServer } from 'msw/node'
import { calls, type CallName } from '@trellis/contract'
import { configureApi } from '../env'
import { session } from '../session'
import { handlers } from '../mocks/handlers'
import { resetWorld } from '../mocks/world'

export const TEST_BASE = 'http://localhost/api'

export interface SentRequest {
  method: string
  path: string
  headers: Headers
}

/** Starts the mock server for the calling test file and returns it with the request log. */
export function setupMockServer() {
  const server = setupServer(...handlers)
  const sent: SentRequest[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    sent.push({ method: request.method, path: url.pathname, headers: request.headers })
  })
  beforeAll(() => {
    configureApi({ baseUrl: TEST_BASE })
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    server.resetHandlers()
    resetWorld()
    session.end('logout')
    session.clearEndReason()
    sent.length = 0
  })
  afterAll(() => server.close())
  return { server, sent }
}

/** Sends one call's request by hand (tests of the mocks themselves), returning status and body. */
export async function send(
  name: CallName,
  body: unknown = {},
  headers: Record<string, string> = {},
) {
  const call = calls[name]
  const response = await fetch(`${TEST_BASE}${call.path}`, {
    method: call.method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(call.method === 'GET' ? {} : { body: JSON.stringify(body) }),
  })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read loosely
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}
