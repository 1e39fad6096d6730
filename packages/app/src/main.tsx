// Start-up: in demo mode the MSW worker answers every call first, then the app renders. (The
// prerendered public pages start from public.tsx instead.)
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createAppRouter } from './router'

async function start() {
  // The condition is a build-time constant, so production builds drop the mocks entirely.
  if (import.meta.env.VITE_API_MOCK === '1') {
    const { startMockWorker } = await import('@trellis/api-client/mocks/browser')
    await startMockWorker()
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element.')
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  )
}

void start()
