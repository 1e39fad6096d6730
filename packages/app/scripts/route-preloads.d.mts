/** A route of src/routes.tsx and the modules it loads (its layout's first), relative to src/. */
export interface RouteModules {
  path: string
  modules: string[]
}
export declare function routeModules(source: string): RouteModules[]
export declare function routePreloads(
  routes: RouteModules[],
  manifest: Record<string, { file: string; imports?: string[] }>,
  html: string,
): { path: string; files: string[] }[]
export declare function chunksOf(
  manifest: Record<string, { file: string; imports?: string[] }>,
  keys: string[],
  html: string,
): string[]
