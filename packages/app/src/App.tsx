// The app: theme, router. SWR's defaults suit the member's screens (revalidate on focus).
import { RouterProvider } from 'react-router-dom'
import type { createAppRouter } from './router'
import { AppTheme } from './theme/ColorSchemeContext'

/** Props of App. */
export interface AppProps {
  /** The router (browser history in the app, memory history in tests). */
  router: ReturnType<typeof createAppRouter>
}

/** The whole app around a router. */
export function App({ router }: AppProps) {
  return (
    <AppTheme>
      <RouterProvider router={router} />
    </AppTheme>
  )
}
