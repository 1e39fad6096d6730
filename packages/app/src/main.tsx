// Start-up: in demo mode the MSW worker answers every call first, then the app renders. (The
// prerendered public pages start from public.tsx instead.) A member route's page may be its shell
// (scripts/prerender.mjs): the screen as drawn before the member's data, which the app's first
// render replaces, so that first render must already be the screen: the route's modules are
// loaded before it (a lazy route would first render nothing, and the page would go blank).
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createAppRouter, loadMatchedRoutes } from './router'
import { AppI18n, type LoadedLocale } from './i18n/AppI18n'
import { loadCatalogue } from './i18n/catalogue'
import { startLocale } from './i18n/device-locale'

/** The device's language with its words; English if they cannot load (offline, a new build). */
async function startingLocale(): Promise<LoadedLocale> {
  const locale = startLocale()
  document.documentElement.lang = locale
  try {
    return { locale, catalogue: await loadCatalogue(locale) }
  } catch {
    document.documentElement.lang = 'en'
    return { locale: 'en', catalogue: {} }
  }
}

async function start() {
  // The condition is a build-time constant, so production builds drop the mocks entirely.
  if (import.meta.env.VITE_API_MOCK === '1') {
    const { startMockWorker } = await import('@trellis/api-client/mocks/browser')
    await startMockWorker()
  }
  const [initial] = await Promise.all([
    startingLocale(),
    // If they cannot load (offline, a new build), the router tries again and shows its error.
    loadMatchedRoutes(window.location.pathname).catch(() => undefined),
  ])
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element.')
  const app = createRoot(root)
  // As a transition, React renders the app in slices that yield to the browser every few
  // milliseconds instead of one long task: the page (a shell, or nothing yet) stays as it is,
  // and responsive, until the whole first screen is ready to replace it.
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppI18n initial={initial}>
          <App router={createAppRouter()} />
        </AppI18n>
      </StrictMode>,
    ),
  )
}

void start()
