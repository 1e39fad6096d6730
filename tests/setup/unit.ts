// Shared set-up for the unit project. jest-dom matchers work in jsdom files and are harmless in Node.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { browserStorage, session } from '@trellis/api-client'

// Vitest globals are off, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup)

// findBy… and waitFor end as soon as what they wait for is there (they re-check on every DOM
// change); their default limit of 1 s is a race with the clock that a render and a mocked request
// lose on a loaded 2-core machine beside the other steps. 100 s is the safety net: it is under the
// project's 120 s test timeout, so a wait that never ends fails with its own message (what it
// looked for), not a bare timeout. (vi.waitFor has no such setting: tests use Testing Library's.)
configure({ asyncUtilTimeout: 100_000 })

// The unit project shares modules across the files of a worker (isolate: false), so the app's one
// session outlives a file. Each file starts it on its own window's storage (or Node's stand-in),
// with the real clock and nothing held: what an earlier file configured never reaches this one.
beforeAll(() => {
  session.configure({
    now: () => Date.now(),
    session: browserStorage('sessionStorage'),
    local: browserStorage('localStorage'),
  })
})
