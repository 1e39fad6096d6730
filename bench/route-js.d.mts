export interface RouteJs {
  files: Array<{ path: string; raw: number; gzip: number }>
  raw: number
  gzip: number
  finalUrl: string
}
export declare function measureRouteJs(
  url: string,
  options?: {
    sessionKey?: string
    session?: unknown
    viewport?: { width: number; height: number }
    /** The device's language (its cookie). */
    locale?: string
  },
): Promise<RouteJs>
