// Waits in the server tests that take as long as the machine makes them take: a real server
// process starting, a long loop of database work. Each waits on progress (a line printed, CPU
// used, a step done) and fails when nothing moves for a while; the caps are safety nets sized for
// a slow, loaded 2-core machine, never the expected time (scripts/progress.mjs says why).
import type { ChildProcess } from 'node:child_process'
import { vi } from 'vitest'
// scripts/ is the repository's tooling, not a package: the e2e support and this helper share it.
// eslint-disable-next-line import-x/no-relative-packages
import { processTreeCpu, untilProgress } from '../../../../scripts/progress.mjs'

/**
 * A real start: about 1.5 s of CPU from the suite's bundle (server-bundle.ts) and 9 s through tsx
 * (`npm start`: start-banner.test.ts) on the slower 2-core machine, PGlite's WASM and the root's
 * password hash included. A CI step that gets an eighth of a core needs some 72 s for a start
 * through tsx; the cap is four times that. Idle: a start that neither prints nor computes for a minute is hung (even
 * at nice 15 beside eight busy processes a process gets CPU every second).
 */
export const START_WAIT = { idleMs: 60_000, capMs: 5 * 60_000 }

/** What a started process printed so far, and a wait for a text in it (START_WAIT's deadlines). */
export function watchOutput(child: ChildProcess) {
  let out = ''
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
  return {
    text: () => out,
    until(pattern: RegExp): Promise<string> {
      return untilProgress({
        what: `waiting for ${pattern}`,
        done: () => (pattern.test(out) ? out : undefined),
        // Output or CPU: either means the process is still getting on with it.
        progress: () => `${out.length}:${processTreeCpu(child.pid) ?? ''}`,
        failed: () =>
          child.exitCode !== null || child.signalCode !== null
            ? `the process exited (${child.signalCode ?? `code ${child.exitCode}`})`
            : undefined,
        detail: () => out,
        ...START_WAIT,
      })
    },
  }
}

/**
 * Resolves as `work` does, or fails once it has taken `ms`: the idle deadline of one step of a
 * long test (a day of accruals, one generated request), reset by every step that ends. The test's
 * own timeout caps the whole.
 */
export async function step<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer after ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Runs `fn` with Date standing still (timers still run; the test moves the app's clock itself with
 * `clock.offsetMs`). For checks that a few calls fall within a span of the app's clock: a token
 * bucket of 30 calls a minute refills one every 2 s, and a recent session check lasts 3 s, while
 * the calls that fill them may take longer than that on a loaded machine.
 */
export async function withStillClock<T>(fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    return await fn()
  } finally {
    vi.useRealTimers()
  }
}
