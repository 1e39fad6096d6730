// Shared set-up of the screen and flow stories: a fresh mock world per story, a signed-in demo
// member (or none), and MSW handler lists that put chosen calls in one state before the world.
import type { ReactElement } from 'react'
import { expect } from 'storybook/test'
import { Route, Routes } from 'react-router-dom'
import type { HttpHandler } from 'msw'
import type { CallName, Member } from '@trellis/contract'
import { session } from '@trellis/api-client'
import {
  MEMBER_ID,
  getWorld,
  handlers,
  mockState,
  resetWorld,
  startMockSession,
  type MockStateName,
  type MockStateOptions,
} from '@trellis/api-client/mocks'

/** Story `beforeEach`: a fresh world and the demo member signed in; logged out afterwards. */
export function signedIn() {
  resetWorld()
  startMockSession()
  return () => {
    session.end('logout')
    session.clearEndReason()
  }
}

/** Story `beforeEach`: like signedIn, with the demo member changed first (e.g. an expired pot). */
export function signedInWith(overrides: Partial<Member>) {
  return () => {
    resetWorld()
    const account = getWorld().accounts.get(MEMBER_ID)
    if (account) account.member = { ...account.member, ...overrides }
    startMockSession()
    return () => {
      session.end('logout')
      session.clearEndReason()
    }
  }
}

/** Story `beforeEach`: a fresh world and nobody signed in. */
export function signedOut() {
  resetWorld()
  session.end('logout')
  session.clearEndReason()
}

/** MSW parameters: the given handlers first, then the whole mock world. */
export function msw(...overrides: HttpHandler[]) {
  return { msw: { handlers: [...overrides, ...handlers] } }
}

/** MSW parameters with the given calls in one state. */
export function inState(calls: CallName[], state: MockStateName, options?: MockStateOptions) {
  return msw(...calls.map((name) => mockState(name, state, options)))
}

/** Renders a screen under a route pattern so it can read its params (e.g. /login/:id). */
export function underRoute(path: string, element: ReactElement) {
  return (
    <Routes>
      <Route path={path} element={element} />
    </Routes>
  )
}

/** The first item of a fixture list (stories assume the mock world is populated). */
export function first<T>(list: readonly T[]): T {
  const item = list[0]
  if (item === undefined)
    throw new Error('The mock world has an empty list where data was expected')
  return item
}

/**
 * Desktop layout checks: `right` starts at or after the end of `left`, and the two share part of a
 * row (stacked boxes, as on a phone, fail).
 */
export async function expectSideBySide(left: DOMRect, right: DOMRect) {
  await expect(right.left).toBeGreaterThanOrEqual(left.right)
  await expect(right.top).toBeLessThan(left.bottom)
  await expect(left.top).toBeLessThan(right.bottom)
}
