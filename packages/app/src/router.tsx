// The data router of the app (browser history).
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom'
import { routes } from './routes'

/** Creates the app's router; called once at start-up. */
export function createAppRouter() {
  return createBrowserRouter(routes)
}

/**
 * Resolves the lazy route modules matching `pathname` in place, so a router created afterwards
 * renders the screen on its first render: what hydrating a prerendered page needs (a lazy route
 * would first render nothing, and React would throw the server's HTML away).
 */
export async function loadMatchedRoutes(
  pathname: string,
  table: RouteObject[] = routes,
): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const resolved = await route.lazy()
      Object.assign(route, resolved)
      delete route.lazy
    }),
  )
}
