export declare const repoRoot: string
export declare const appDist: string
export declare function freePort(): Promise<number>
export declare function ensureAppBuilt(): void
export declare function startTrellisServer(options: {
  dataDir: string
  env?: Record<string, string>
  logFile: string
  /** The start's idle deadline (default 60 s) and cap (default 10 minutes): scripts/progress.mjs. */
  idleMs?: number
  capMs?: number
}): Promise<{ url: string; port: number; stop: () => Promise<void> }>
