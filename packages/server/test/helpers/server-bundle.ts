// The server the process tests start: src/main.ts compiled once per run into one file, run with
// plain node. `npm start` runs `tsx src/main.ts`, which compiles each source file with esbuild as
// Node loads it, through loader hooks on a second thread: ~2,100 modules (1,137 of them viem's)
// each a round trip. Measured on the 2-core machine (cg, every process): a start on PostgreSQL to
// "Server listening" took 8.8-9.8 s of CPU that way and 1.5 s from this bundle, which esbuild
// makes in ~3.5 s of CPU once. The crash and multi-process tests start 20-odd servers a run.
// The code is the same (the same esbuild transform tsx applies, and the same dependencies);
// what `npm start` itself does (tsx, the terminal banner) is start-banner.test.ts's to check,
// and it still starts `tsx src/main.ts`. TRELLIS_TEST_TSX=1 runs every start through tsx.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { TSX_START } from '../../bench/money/server-process'

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * Dependencies loaded from their own folders rather than bundled: files they read beside their
 * code (PGlite's wasm and data, argon2's and anvil's native binaries, pino's worker files), and
 * pg-native, which pg only tries to load.
 */
const loadedAsInstalled =
  /^(@electric-sql\/pglite|@node-rs\/argon2|@foundry-rs\/anvil|pino|thread-stream)(\/|$)/

/** Resolves those from the importing file's folder and leaves them out by absolute path. */
const asInstalled: Plugin = {
  name: 'as-installed',
  setup(b) {
    b.onResolve({ filter: loadedAsInstalled }, async (args) => {
      if (args.pluginData === 'resolving') return undefined
      const found = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      })
      if (found.errors.length > 0) return { errors: found.errors }
      return { path: found.path, external: true }
    })
  },
}

let bundled: Promise<string> | undefined

/** How a test starts a real server: `node <bundle>`, built on the first call of the run. */
export async function serverCommand(): Promise<{ cmd: string; args: string[] }> {
  if (process.env.TRELLIS_TEST_TSX === '1') return TSX_START
  bundled ??= bundle()
  return { cmd: process.execPath, args: [await bundled] }
}

async function bundle(): Promise<string> {
  // Inside packages/server, so what is left out resolves from its node_modules as it would for
  // src/main.ts; one folder per process, removed when it exits.
  const cache = join(serverDir, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(join(cache, 'trellis-server-'))
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  const outfile = join(dir, 'main.mjs')
  await build({
    entryPoints: [join(serverDir, 'src', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    plugins: [asInstalled],
    external: ['pg-native'],
    // The two uses in the server's own code find files from their module's place: the migration
    // folder (src/db/migrate.ts) and anvil's package (src/chain/dev-chain.ts, through
    // createRequire). Both resolve the same from src/db.
    define: {
      'import.meta.url': JSON.stringify(
        pathToFileURL(join(serverDir, 'src', 'db', 'migrate.ts')).href,
      ),
    },
    // CommonJS dependencies bundled into an ES module still call require for Node's own modules.
    banner: {
      js: "import { createRequire as __trellisRequire } from 'node:module'; const require = __trellisRequire(import.meta.url);",
    },
    logLevel: 'error',
  })
  return outfile
}
