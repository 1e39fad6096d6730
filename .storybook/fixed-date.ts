// Stories render as of one fixed moment so dates, countdowns and "expired" states are stable
// in screenshots. Timers still run; only the wall clock is pinned.
export const STORY_NOW = new Date('2026-11-22T10:00:00.000Z')

const RealDate = Date
let installed = false

export function freezeDate(now: Date = STORY_NOW): () => void {
  if (installed) return () => {}
  installed = true
  const fixed = now.getTime()
  const started = RealDate.now()
  // Time moves forward from the fixed moment, so countdowns still tick.
  const current = () => fixed + (RealDate.now() - started)
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(current())
      else super(...(args as [string]))
    }
    static override now() {
      return current()
    }
  }
  globalThis.Date = FixedDate as DateConstructor
  return () => {
    globalThis.Date = RealDate
    installed = false
  }
}
