export declare const budgets: {
  loginJsGzipKb: number
  login: { performance: number; lcpMs: number }
  dashboard: { performance: number; tbtMs: number }
}
