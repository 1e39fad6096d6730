// The hand-over from a prerendered public page to the data router: the target's route modules are
// loaded first, then the history entry is written and the router starts there, so the new screen
// is the router's first render.
import type { ComponentType } from 'react'
import { RouterProvider } from 'react-router-dom'
import { createAppRouter, loadMatchedRoutes } from '../router'

/** The routed app, started at `to`. */
export async function routedAppAt(to: string, replace: boolean): Promise<ComponentType> {
  await loadMatchedRoutes(new URL(to, window.location.href).pathname)
  if (replace) window.history.replaceState(null, '', to)
  else window.history.pushState(null, '', to)
  const router = createAppRouter()
  return function RoutedApp() {
    return <RouterProvider router={router} />
  }
}
