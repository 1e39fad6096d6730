// MSW in the browser: the app's demo mode answers every call from the mock world.
import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

/** Starts the service worker (served from /mockServiceWorker.js) with the default handlers. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers)
  // Unknown requests (fonts, images, the QR service) go to the network untouched.
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
}
