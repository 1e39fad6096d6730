// Shared set-up of the console's stories: the console's static fixtures through MSW, as an
// operator of one role, the reads in one state; and the parameters of a state's single picture.
import type { ReactElement } from 'react'
import { Route, Routes } from 'react-router-dom'
import type { OpsCallName, OpsRole } from '@trellis/contract'
import { consoleHandlers, type ConsoleState } from '@trellis/api-client/mocks'

/** MSW parameters: the console as `role` sees it (null: nobody signed in), its reads in `state`. */
export function asOperator(
  role: OpsRole | null,
  state: ConsoleState = 'filled',
  only?: OpsCallName[],
) {
  return { msw: { handlers: consoleHandlers({ role, state, ...(only ? { only } : {}) }) } }
}

/**
 * A state that looks the same in both themes and at both widths but for the data (loading,
 * empty, an error, a role's missing buttons): one picture, light at 1280 px. The filled story of
 * each screen has the four (light and dark, 390 and 1280).
 */
export const onePicture = {
  globals: { theme: 'light' },
  parameters: { visual: { widths: ['desktop'] } },
} as const

/** Renders a screen under a route pattern so it can read its params (/ops/members/:userId). */
export function underRoute(path: string, element: ReactElement) {
  return (
    <Routes>
      <Route path={path} element={element} />
    </Routes>
  )
}
