// The toolbar's mock-state switch: puts every call of the mock API in one state (live, loading,
// empty, error, slow) for the stories fed by MSW (screens, flows, components fed by a hook),
// whatever their own handlers say, and shows a badge in the canvas saying which state is on.
// Its default, 'story', leaves each story's own handlers alone, so story tests and visual
// pictures stay as they are; the per-state stories stay too (the pictures need them).
import { Fragment } from 'react'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import type { HttpHandler } from 'msw'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { calls, type CallName } from '@trellis/contract'
import { consoleHandlers, handlers, mockState, type MockStateName } from '@trellis/api-client/mocks'

export const mockStates = ['story', 'live', 'loading', 'empty', 'error', 'slow'] as const
export type MockStateGlobal = (typeof mockStates)[number]

/** The toolbar entry (preview.tsx globalTypes). */
export const mockStateGlobalType: NonNullable<Preview['globalTypes']>[string] = {
  description: 'State of the mock API for screens and components fed by MSW',
  toolbar: {
    title: 'Mock state',
    icon: 'transfer',
    items: [
      { value: 'story', title: "The story's own" },
      { value: 'live', title: 'Live (the mock world)' },
      { value: 'loading', title: 'Loading (never answers)' },
      { value: 'empty', title: 'Empty' },
      { value: 'error', title: 'Error' },
      { value: 'slow', title: 'Slow (1.5 s)' },
    ],
    dynamicTitle: true,
  },
}

/** Whether MSW parameters name any handler: only such stories talk to the mock API. */
export function fedByMsw(msw: unknown): boolean {
  if (!msw) return false
  if (Array.isArray(msw)) return msw.length > 0
  const list = (msw as { handlers?: unknown }).handlers
  if (Array.isArray(list)) return list.length > 0
  return typeof list === 'object' && list !== null && Object.keys(list).length > 0
}

/** The chosen state, or undefined when the story keeps its own handlers. */
function chosen(
  globals: Record<string, unknown>,
  msw: unknown,
): Exclude<MockStateGlobal, 'story'> | undefined {
  const value = globals.mockState as MockStateGlobal | undefined
  if (!value || value === 'story' || !mockStates.includes(value) || !fedByMsw(msw)) return undefined
  return value
}

/** The handlers of a state: every call in it, then the mock world (MSW takes the first match). */
export function handlersFor(state: Exclude<MockStateGlobal, 'story'>): HttpHandler[] {
  // The console's calls (stories/console) in the same state, as a finance operator sees them.
  const ops = consoleHandlers({
    state: state === 'live' || state === 'slow' ? 'filled' : state,
  })
  if (state === 'live') return [...ops, ...handlers]
  const names = Object.keys(calls) as CallName[]
  return [...names.map((name) => mockState(name, state as MockStateName)), ...ops, ...handlers]
}

const loadMsw = mswLoader()

/** mswLoader, with the story's handlers replaced by the chosen state's. */
export const mswWithMockState: Loader = async (context) => {
  const state = chosen(context.globals, context.parameters.msw)
  if (!state) return loadMsw(context)
  const swapped = {
    ...context,
    parameters: { ...context.parameters, msw: { handlers: handlersFor(state) } },
  }
  const loaded = await loadMsw(swapped)
  // mswLoader hands its worker on as context.msw; without it the addon's beforeEach starts a
  // second worker with no handlers, and every call went to the static server (404).
  ;(context as { msw?: unknown }).msw = (swapped as { msw?: unknown }).msw
  return loaded
}

/**
 * The badge, and a fresh tree when the state changes: the key remounts the providers, so SWR
 * starts with an empty cache and asks the mock API again under the new handlers.
 */
export const withMockStateBadge: Decorator = (Story, context) => {
  const state = chosen(context.globals, context.parameters.msw)
  return (
    <Fragment key={state ?? 'story'}>
      {state ? (
        <p
          role="status"
          data-testid="mock-state-badge"
          style={{
            margin: 0,
            padding: '4px 12px',
            font: '600 12px/1.5 system-ui, sans-serif',
            color: '#ffffff',
            background: '#1f2937',
          }}
        >
          Mock state: {state}
        </p>
      ) : null}
      <Story />
    </Fragment>
  )
}
