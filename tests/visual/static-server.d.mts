export declare function serveStatic(
  folder: string,
  options?: { spaFallback?: boolean; port?: number },
): Promise<{ url: string; port: number; close: () => Promise<void> }>
