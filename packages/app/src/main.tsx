// Start-up: in demo mode the MSW worker answers every call first, then the app renders. A
// prerendered public page (/, /login, /login/{id}: see scripts/prerender.mjs) is hydrated: its
// route module is loaded first, so React's first render is the page the server sent.
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { createAppRouter, loadMatchedRoutes } from './router'

async function start() {
  // The condition is a build-time constant, so production builds drop the mocks entirely.
  if (import.meta.env.VITE_API_MOCK === '1') {
    const { startMockWorker } = await import('@trellis/api-client/mocks/browser')
    await startMockWorker()
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element.')
  if (root.dataset.prerendered !== undefined) {
    await loadMatchedRoutes(window.location.pathname)
    hydrateRoot(
      root,
      <StrictMode>
        <App router={createAppRouter()} hydrating />
      </StrictMode>,
    )
    return
  }
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  )
}

void start()
