// The app: theme, router. SWR's defaults suit the member's screens (revalidate on focus).
import { RouterProvider } from 'react-router-dom'
import type { createAppRouter } from './router'
import { AppTheme } from './theme/ColorSchemeContext'

/** Props of App. */
export interface AppProps {
  /** The router (browser history in the app, memory history in tests). */
  router: ReturnType<typeof createAppRouter>
  /** The page is prerendered HTML that React hydrates (see main.tsx). */
  hydrating?: boolean
}

/** The whole app around a router. */
export function App({ router, hydrating = false }: AppProps) {
  return (
    <AppTheme hydrating={hydrating}>
      <RouterProvider router={router} />
    </AppTheme>
  )
}
