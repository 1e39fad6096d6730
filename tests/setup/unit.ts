// Shared set-up for the unit project. jest-dom matchers work in jsdom files and are harmless in Node.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest globals are off, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup)

// findBy… and waitFor end as soon as what they wait for is there (they re-check on every DOM
// change); their default limit of 1 s is a race with the clock that a render and a mocked request
// lose on a loaded 2-core machine beside the other steps. 15 s is the safety net: it is under the
// project's 20 s test timeout, so a wait that never ends fails with its own message (what it
// looked for), not a bare timeout. (vi.waitFor has no such setting: tests use Testing Library's.)
configure({ asyncUtilTimeout: 15_000 })
