// The chunks a member route's page asks for at once (issue 30). The app's build writes
// dist/route-preloads.json (packages/app/scripts/route-preloads.mjs): for each route of the app,
// the chunks of its layout and screen beyond what index.html loads. The page the server answers
// for a path carries a modulepreload for each, so they load beside the entry script instead of
// after it has run and asked for them (a waterfall of two round trips and the entry's run).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** One route of the build's table: its path pattern (`/team/treeView/:id`, `/ops/*`) and files. */
interface RoutePreload {
  path: string
  files: string[]
}

/** What a preloaded file may be: one of the build's scripts (the table is build output, but the page is ours). */
const BUILT_SCRIPT = /^\/assets\/[\w.-]+\.js$/

/** Whether a route pattern (`:name` one segment, a final `*` the rest) matches `path`. */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean)
  const have = path.split('/').filter(Boolean)
  for (const [i, part] of want.entries()) {
    if (part === '*' && i === want.length - 1) return true
    const segment = have[i]
    if (segment === undefined) return false
    if (!part.startsWith(':') && part !== segment) return false
  }
  return want.length === have.length
}

/** The build's table, or an empty one when the build has none or it cannot be read. */
async function readTable(staticDir: string): Promise<RoutePreload[]> {
  try {
    const table: unknown = JSON.parse(
      await readFile(join(staticDir, 'route-preloads.json'), 'utf8'),
    )
    if (!Array.isArray(table)) return []
    return table.filter(
      (r): r is RoutePreload =>
        typeof r === 'object' &&
        r !== null &&
        typeof (r as RoutePreload).path === 'string' &&
        Array.isArray((r as RoutePreload).files),
    )
  } catch {
    return []
  }
}

/**
 * The modulepreload tags for the page of `url` (its path): the first route of the table that
 * matches, a route without parameters before one with (`/team/treeView` is not `/:id`). Read on
 * every answer, as the page is: a rebuild while the server runs is served at once.
 */
export async function routePreloadTags(
  staticDir: string,
  url: string,
  nonce: string,
): Promise<string> {
  const path = url.split(/[?#]/, 1)[0] ?? '/'
  const table = await readTable(staticDir)
  const exact = table.find((r) => !/[:*]/.test(r.path) && matchesRoute(r.path, path))
  const route = exact ?? table.find((r) => matchesRoute(r.path, path))
  if (!route) return ''
  return route.files
    .filter((file) => typeof file === 'string' && BUILT_SCRIPT.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}" nonce="${nonce}">`)
    .join('\n    ')
}
