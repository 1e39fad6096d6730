// The daily return in the background: at start (catching up every missed day), every hour after
// (each day pays once), and sooner after a failure, e.g. while the database is down.
import type { Deps } from '../domain/context'
import { accrueMissed } from '../domain/accrual'
import { describeIncomplete, incompleteDays } from '../domain/accrual-days'
import { startJob, type Job, type JobLog, type JobTiming } from './scheduler'

/** Hourly; after a failure 5 s, 10 s, 20 s … up to 5 minutes. */
export const ACCRUAL_TIMING: JobTiming = {
  everyMs: 3_600_000,
  retryFirstMs: 5_000,
  retryMaxMs: 300_000,
}

/** The advisory lock the daily return runs under (any fixed number; migrations use 7411). */
export const ACCRUAL_LOCK = 7412

/**
 * Starts the daily-return job (tests pass a faster `timing`). With several server processes on
 * one database, one of them runs it at a time; the others skip that hour (each (investment, day)
 * still pays once either way: the roi_payouts key is the guard, the lock saves the duplicate work).
 */
export function startAccrual(deps: Deps, log: JobLog, timing: JobTiming = ACCRUAL_TIMING): Job {
  return startJob(
    'Daily return',
    async () => {
      const run = await deps.database.exclusively(ACCRUAL_LOCK, () =>
        accrueMissed(deps, (line) => log.info(line)),
      )
      if (!run.ran) log.info('Daily return: another server process is running it; skipped.')
      // Past days still owed after a run (older than the catch-up reaches): said every run.
      const owed = await incompleteDays(deps)
      if (owed.count > 0) {
        log.warn(`Daily return: ${describeIncomplete(owed)}; run them with \`ops accrue --day\`.`)
      }
    },
    log,
    timing,
  )
}
