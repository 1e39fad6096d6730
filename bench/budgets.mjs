// The app's performance budgets (issue 13), in one place: the size budget test
// (tests/e2e/size-budget.spec.ts, part of `npm test`) checks the bytes; `pnpm bench app` checks
// all of them and prints whether each holds (Lighthouse timings are never a test: they wobble).
export const budgets = {
  /** Gzipped JavaScript /login loads (entry, preloads, lazy route modules), in KB (1,024 bytes). */
  loginJsGzipKb: 110,
  login: { performance: 98, lcpMs: 1500 },
  dashboard: { performance: 90, tbtMs: 200 },
}
