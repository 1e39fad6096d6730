#!/usr/bin/env node
// After `vite build`: writes dist/route-preloads.json, the chunks each route of the app needs
// beyond what index.html already loads, so the server can preload them in the page it answers
// for that path (packages/server/src/http/route-preloads.ts, issue 30). Without them a member
// route's first paint waited for a waterfall: the page, then the entry script, which only when
// it ran asked for the layout's and the screen's chunks.
//
// Which module a path loads is read from src/routes.tsx itself (its `lazyRoute(path, loader)`
// calls and the layout route whose `children` they are), parsed with TypeScript rather than
// matched with a pattern, so the table is never a second copy of the routes to keep in step.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'

/**
 * The routes of `source` (the text of src/routes.tsx): each lazy route's path and the modules
 * it loads, its layout's first (paths relative to src/, without an extension).
 */
export function routeModules(source) {
  const file = ts.createSourceFile(
    'routes.tsx',
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  /** The specifiers of every `import('…')` under `node`. */
  const importsUnder = (node) => {
    const found = []
    const visit = (n) => {
      if (
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0])
      )
        found.push(posix.normalize(posix.join('.', n.arguments[0].text)))
      ts.forEachChild(n, visit)
    }
    visit(node)
    return found
  }
  /** The lazyRoute calls under `node`, as [path, module]. */
  const lazyRoutesUnder = (node) => {
    const found = []
    const visit = (n) => {
      if (
        ts.isCallExpression(n) &&
        ts.isIdentifier(n.expression) &&
        n.expression.text === 'lazyRoute' &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0]) &&
        n.arguments[1]
      ) {
        // The loader inline, or a constant shared by several paths (`login`).
        const loader = n.arguments[1]
        const [module] = importsUnder(
          ts.isIdentifier(loader) ? (declared.get(loader.text) ?? loader) : loader,
        )
        if (module) found.push([n.arguments[0].text, module])
      }
      ts.forEachChild(n, visit)
    }
    visit(node)
    return found
  }
  // Every variable's initializer by its name: the arrays of routes (publicRoutes, memberRoutes)
  // and the loaders shared by several paths.
  const declared = new Map()
  // Layout routes: { lazy: …import(layout)…, children: <array's name> }.
  const layouts = new Map()
  const visit = (n) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer)
      declared.set(n.name.text, n.initializer)
    if (ts.isObjectLiteralExpression(n)) {
      const prop = (name) =>
        n.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name)
      const lazy = prop('lazy')
      const children = prop('children')
      if (lazy && children && ts.isIdentifier(children.initializer)) {
        const [layout] = importsUnder(lazy.initializer)
        if (layout) layouts.set(children.initializer.text, layout)
      }
    }
    ts.forEachChild(n, visit)
  }
  visit(file)
  const routes = []
  const seen = new Set()
  for (const [name, layout] of layouts) {
    const array = declared.get(name)
    if (!array) continue
    for (const [path, module] of lazyRoutesUnder(array)) {
      routes.push({ path, modules: [layout, module] })
      seen.add(path)
    }
  }
  // Routes outside any layout (the public pages, the console).
  for (const [path, module] of lazyRoutesUnder(file))
    if (!seen.has(path)) routes.push({ path, modules: [module] })
  return routes
}

/**
 * The chunks of the manifest entries `keys` and of everything they import (statically, all the
 * way down), less those the page `html` already loads, as /assets/… addresses. The prerendered
 * pages' boot preloads their lazy screen's chunks with it too (scripts/prerender.mjs).
 */
export function chunksOf(manifest, keys, html) {
  const files = new Set()
  const visit = (k) => {
    const entry = manifest[k]
    if (!entry || files.has(entry.file)) return
    files.add(entry.file)
    for (const imported of entry.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...files].filter((file) => !html.includes(`/${file}"`)).map((file) => `/${file}`)
}

/** The files each route needs: `chunksOf` its modules (src/<module>.tsx entries of the manifest). */
export function routePreloads(routes, manifest, html) {
  const keyOf = (module) => {
    const key = Object.keys(manifest).find((k) => /^src\/(.+)\.[jt]sx?$/.exec(k)?.[1] === module)
    if (!key) throw new Error(`the build manifest has no chunk for src/${module}`)
    return key
  }
  return routes.map(({ path, modules }) => ({
    path,
    files: chunksOf(manifest, modules.map(keyOf), html),
  }))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
  const dist = join(appDir, 'dist')
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
  const routes = routeModules(readFileSync(join(appDir, 'src', 'routes.tsx'), 'utf8'))
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const table = routePreloads(routes, manifest, html)
  writeFileSync(join(dist, 'route-preloads.json'), `${JSON.stringify(table, null, 1)}\n`)
  console.log(`route-preloads.json: ${table.length} routes`)
}
