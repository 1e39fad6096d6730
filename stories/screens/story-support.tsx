// Shared set-up of the screen and flow stories: a signed-in demo member (or none) on the fresh
// mock world every story starts on (.storybook/preview.tsx), and MSW handler lists that put chosen calls in one state before the world.
import type { ReactElement } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { Route, Routes } from 'react-router-dom'
import type { HttpHandler } from 'msw'
import { fallbacks, type CallName, type Member } from '@trellis/contract'
import { session } from '@trellis/api-client'
import {
  MEMBER_ID,
  getWorld,
  handlers,
  mockState,
  startMockSession,
  type MockStateName,
  type MockStateOptions,
} from '@trellis/api-client/mocks'

/** Story `beforeEach`: the demo member signed in; logged out afterwards. */
export function signedIn() {
  startMockSession()
  return () => {
    session.end('logout')
    session.clearEndReason()
  }
}

/** Story `beforeEach`: like signedIn, with the demo member changed first (e.g. an expired pot). */
export function signedInWith(overrides: Partial<Member>) {
  return () => {
    const account = getWorld().accounts.get(MEMBER_ID)
    if (account) account.member = { ...account.member, ...overrides }
    startMockSession()
    return () => {
      session.end('logout')
      session.clearEndReason()
    }
  }
}

/** Story `beforeEach`: nobody signed in. */
export function signedOut() {
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

type Canvas = ReturnType<typeof within>

/**
 * The two stories of a screen's failed read: `error`, the read failing (the picture: the message
 * says what could not be loaded, not the form's "…submitting your request", and offers Retry), and
 * `retry`, the read failing once (no picture: Retry asks again and `loaded` finds the data).
 */
export function readErrorStories(options: {
  call: CallName
  /** The screen's heading (level 1). */
  heading: string
  /** What the screen says failed. */
  message: string
  /** Finds what the screen shows once the read answers. */
  loaded: (canvas: Canvas) => Promise<HTMLElement>
}) {
  const error = {
    parameters: inState([options.call], 'error'),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement)
      await expect(
        await canvas.findByRole('heading', { level: 1, name: options.heading }),
      ).toBeInTheDocument()
      await expect(await canvas.findByText(options.message)).toBeVisible()
      await expect(canvas.queryByText(fallbacks.requestFailed)).toBeNull()
      // The Retry that can help is offered (the retry story clicks it).
      await expect(canvas.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0)
    },
  }
  const retry = {
    parameters: {
      ...inState([options.call], 'error', { once: true }),
      visual: {
        skip: 'ServerError has the picture of the error; this story checks that Retry loads',
      },
    },
    play: async (context: { canvasElement: HTMLElement }) => {
      await error.play(context)
      const canvas = within(context.canvasElement)
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
      await expect(await options.loaded(canvas)).toBeVisible()
    },
  }
  return { error, retry }
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
/**
 * A story that asserts a screen's desktop layout at 1280 px: its picture is the Default story's
 * (which the visual step takes at 1280 px too), so it has none of its own.
 */
export const desktopLayout = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    visual: { skip: 'Default has the 1280 px picture; this story asserts the desktop layout' },
    chromatic: { disableSnapshot: true },
  },
} as const

export async function expectSideBySide(left: DOMRect, right: DOMRect) {
  await expect(right.left).toBeGreaterThanOrEqual(left.right)
  await expect(right.top).toBeLessThan(left.bottom)
  await expect(left.top).toBeLessThan(right.bottom)
}
