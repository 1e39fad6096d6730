// Start-up: in demo mode the MSW worker answers every call first, then the app renders. (The
// prerendered public pages start from public.tsx instead.)
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createAppRouter } from './router'
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
  const initial = await startingLocale()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element.')
  createRoot(root).render(
    <StrictMode>
      <AppI18n initial={initial}>
        <App router={createAppRouter()} />
      </AppI18n>
    </StrictMode>,
  )
}

void start()
