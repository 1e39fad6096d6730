// Stories render as of one fixed moment so dates, countdowns and "expired" states are stable
// in screenshots. Timers and frames stay the browser's; only `Date` is replaced.
export const STORY_NOW = new Date('2026-11-22T10:00:00.000Z')

/**
 * Replaces `Date` so that `Date.now()` and `new Date()` start at `now`: moving forward from it in
 * real time when `ticking` (countdowns tick in Storybook and the story tests), or standing still
 * (the visual tests: the same pixels on every run). Parsing, `Date.UTC`, dates built from a value
 * and `Date()` called as a function behave as the real ones. Returns a function that puts the
 * previous `Date` back.
 *
 * Self-contained (no imports, no module state) so that the visual tests can run it in the page,
 * before any script, as a Playwright init script.
 */
export function fixDate({ now, ticking }: { now: number; ticking: boolean }): () => void {
  const RealDate = Date
  const started = RealDate.now()
  const current = () => (ticking ? now + (RealDate.now() - started) : now)
  function FixedDate(this: unknown, ...args: unknown[]) {
    // `Date()` called without `new` gives a string, like the real one.
    if (!new.target) return new RealDate(current()).toString()
    return args.length === 0
      ? new RealDate(current())
      : new RealDate(...(args as ConstructorParameters<DateConstructor>))
  }
  FixedDate.prototype = RealDate.prototype
  Object.setPrototypeOf(FixedDate, RealDate)
  FixedDate.now = current
  globalThis.Date = FixedDate as unknown as DateConstructor
  return () => {
    globalThis.Date = RealDate
  }
}

let installed = false

/** Storybook's `beforeEach`: the stories' moment, ticking; undone after the story. */
export function freezeDate(now: Date = STORY_NOW): () => void {
  if (installed) return () => {}
  installed = true
  const undo = fixDate({ now: now.getTime(), ticking: true })
  return () => {
    undo()
    installed = false
  }
}
