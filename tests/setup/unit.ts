// Shared set-up for the unit project. jest-dom matchers work in jsdom files and are harmless in Node.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest globals are off, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup)
