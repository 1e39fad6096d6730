// The data router of the app (browser history).
import { createBrowserRouter } from 'react-router-dom'
import { routes } from './routes'

/** Creates the app's router; called once at start-up. */
export function createAppRouter() {
  return createBrowserRouter(routes)
}
