// The app: theme, router. SWR's defaults suit the member's screens (revalidate on focus).
import { RouterProvider } from 'react-router-dom'
import type { createAppRouter } from './router'
import { AppTheme } from './theme/ColorSchemeContext'
import type { ColorScheme } from './theme/use-color-scheme'

/** Props of App. */
export interface AppProps {
  /** The router (browser history in the app, memory history in tests). */
  router: ReturnType<typeof createAppRouter>
  /** The build's shell of a member route is drawn in each scheme (src/prerender.tsx). */
  scheme?: ColorScheme
}

/** The whole app around a router. */
export function App({ router, scheme }: AppProps) {
  return (
    <AppTheme {...(scheme ? { scheme } : {})}>
      <RouterProvider router={router} />
    </AppTheme>
  )
}
