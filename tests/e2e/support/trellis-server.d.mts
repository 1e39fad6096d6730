export declare const repoRoot: string
export declare const appDist: string
export declare function freePort(): Promise<number>
export declare function ensureAppBuilt(): void
export declare function startTrellisServer(options: {
  dataDir: string
  env?: Record<string, string>
  logFile: string
  timeoutMs?: number
}): Promise<{ url: string; port: number; stop: () => Promise<void> }>
