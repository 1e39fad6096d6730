// Tests only: the app's routes in a memory router at `path`, themed as the app is.
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { routes } from '../routes'
import { AppTheme } from '../theme/ColorSchemeContext'

/** Renders the app at `path`; returns the router (its location, navigate). */
export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <AppTheme>
      <RouterProvider router={router} />
    </AppTheme>,
  )
  return router
}
