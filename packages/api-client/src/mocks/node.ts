// MSW in Node (tests, scripts): a server answering every call from the mock world.
import { setupServer } from 'msw/node'
import type { HttpHandler } from 'msw'
import { handlers } from './handlers'

/** A Node MSW server with the given handlers first, then the defaults. */
export function createMockServer(...overrides: HttpHandler[]) {
  return setupServer(...overrides, ...handlers)
}
