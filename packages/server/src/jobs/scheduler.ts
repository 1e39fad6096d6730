// Background work that never takes the server down: a job runs at start, then every `everyMs`;
// a failed run is logged as one line (no secrets, a database outage named as such) and retried
// sooner, backing off from `retryFirstMs` to `retryMaxMs`. Nothing here can reject unhandled.
// The accrual, the chain watcher and the payer all run on it; the last two log an outage once
// (its first failure and its end), not once per retry (JobOptions).
import { isDatabaseDown } from '../db/outage'
import { describeErrorLine } from '../safe-error'

/** Where a job's lines go (the Fastify logger fits). */
export interface JobLog {
  info(line: string): void
  warn(line: string): void
}

/** When a job runs. */
export interface JobTiming {
  everyMs: number
  retryFirstMs: number
  retryMaxMs: number
  /**
   * Backs off up to `retryMaxMs` even past `everyMs` (a watcher polling every second waits up to
   * a minute through an outage); by default a retry never waits longer than the next run would.
   */
  backoffPastEvery?: boolean
}

/** How a job tells its story (every field optional: the defaults suit a periodic job). */
export interface JobOptions<T> {
  /**
   * Logs only the first failure of a run of failures, with this line (one line when an outage
   * starts, one when it ends); unset: every failure, with when the next try is.
   */
  firstFailure?: (error: unknown) => string
  /** The line when a run succeeds after failures. */
  recovered?: (failures: number) => string
  /** After each successful run (after the `recovered` line), with what it answered. */
  afterRun?: (value: T) => void
  /** With each failure, before it is logged. */
  onFailure?: (error: unknown) => void
}

/** A started job. */
export interface Job {
  /** Settles (never rejects) when the run made at start has finished, well or not. */
  firstRun: Promise<void>
  /** No further runs; resolves once a run in progress has finished. */
  stop(): Promise<void>
}

/** Starts `run` now and keeps it going on `timing`; see the file comment. */
export function startJob<T>(
  name: string,
  run: () => Promise<T>,
  log: JobLog,
  timing: JobTiming,
  options: JobOptions<T> = {},
): Job {
  let stopped = false
  let failures = 0
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> = Promise.resolve()

  const schedule = (ms: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      current = tick()
    }, ms)
    // A pending run must not keep a stopping process alive.
    timer.unref()
  }

  const tick = async (): Promise<void> => {
    let next = timing.everyMs
    try {
      const value = await run()
      if (failures > 0)
        safeLog(
          log,
          'info',
          options.recovered?.(failures) ??
            `${name}: running again after ${failures} failed run(s).`,
        )
      failures = 0
      options.afterRun?.(value)
    } catch (error) {
      options.onFailure?.(error)
      failures++
      const backoff = Math.min(timing.retryFirstMs * 2 ** (failures - 1), timing.retryMaxMs)
      next = timing.backoffPastEvery ? backoff : Math.min(backoff, timing.everyMs)
      if (options.firstFailure) {
        if (failures === 1) safeLog(log, 'warn', options.firstFailure(error))
      } else {
        const why = isDatabaseDown(error)
          ? `database unavailable (${describeErrorLine(error)})`
          : describeErrorLine(error)
        safeLog(log, 'warn', `${name} failed: ${why}; next try in ${duration(next)}.`)
      }
    }
    schedule(next)
  }

  current = tick()
  return {
    firstRun: current,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current
    },
  }
}

/** A logger that throws must not turn into an unhandled rejection either. */
function safeLog(log: JobLog, level: 'info' | 'warn', line: string): void {
  try {
    log[level](line)
  } catch {
    // Nothing left to tell it to.
  }
}

const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`)
