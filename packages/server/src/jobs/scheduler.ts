// Background work that never takes the server down: a job runs at start, then every `everyMs`;
// a failed run is logged as one line (no secrets, a database outage named as such) and retried
// sooner, backing off from `retryFirstMs` to `retryMaxMs`. Nothing here can reject unhandled.
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
}

/** A started job. */
export interface Job {
  /** Settles (never rejects) when the run made at start has finished, well or not. */
  firstRun: Promise<void>
  /** No further runs; resolves once a run in progress has finished. */
  stop(): Promise<void>
}

/** Starts `run` now and keeps it going on `timing`; see the file comment. */
export function startJob(
  name: string,
  run: () => Promise<unknown>,
  log: JobLog,
  timing: JobTiming,
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
      await run()
      if (failures > 0)
        safeLog(log, 'info', `${name}: running again after ${failures} failed run(s).`)
      failures = 0
    } catch (error) {
      failures++
      next = Math.min(timing.retryFirstMs * 2 ** (failures - 1), timing.retryMaxMs, timing.everyMs)
      const why = isDatabaseDown(error)
        ? `database unavailable (${describeErrorLine(error)})`
        : describeErrorLine(error)
      safeLog(log, 'warn', `${name} failed: ${why}; next try in ${duration(next)}.`)
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
