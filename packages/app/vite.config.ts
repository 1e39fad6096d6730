import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

/** Vendor groups: stable, cacheable chunks; the login route loads only what it needs. */
const vendorGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'router',
    test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/,
    priority: 20,
  },
  {
    name: 'styled',
    test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion)[\\/]/,
    priority: 20,
  },
  // yup serves every route (the contract's schemas); formik only the routes with a form.
  {
    name: 'yup',
    test: /[\\/]node_modules[\\/](yup|tiny-case|toposort|property-expr)[\\/]/,
    priority: 10,
  },
  {
    name: 'formik',
    test: /[\\/]node_modules[\\/](formik|lodash|lodash-es|react-fast-compare|hoist-non-react-statics|tiny-warning|deepmerge)[\\/]/,
    priority: 10,
  },
]

/**
 * Vite writes this on every script, style and preload tag of the built index.html and in
 * `<meta property="csp-nonce">` (which styled-components reads for the `<style>` tags it adds).
 * The server swaps it for a fresh nonce on every answer of index.html: the same string as
 * NONCE_PLACEHOLDER in packages/server/src/http/security-headers.ts (the server cannot import
 * the app). Build only: the dev server sends no CSP, so a nonce there would be noise.
 */
const CSP_NONCE_PLACEHOLDER = '__TRELLIS_CSP_NONCE__'

/**
 * The operator console's modules (issue 25): the app's src/console, the client's ops entry and
 * the contract's ops calls and words (contract/src/ops.ts: the contract package declares no side
 * effects, so the member's first load, which uses none of it, leaves that module to the console).
 */
const consoleModule =
  /[\\/](app[\\/]src[\\/]console[\\/]|api-client[\\/]src[\\/]ops[\\/]|contract[\\/]src[\\/]ops\.ts$)/

/**
 * Chunks made only of console modules are named `console-…`, so the size budget test can say
 * that none of them reaches the member's /login (tests/e2e/size-budget.spec.ts).
 */
function chunkFileName(chunk: { moduleIds: string[] }): string {
  const ids = chunk.moduleIds.filter((id) => !id.startsWith('\0'))
  const isConsole = ids.length > 0 && ids.every((id) => consoleModule.test(id))
  return isConsole ? 'assets/console-[name]-[hash].js' : 'assets/[name]-[hash].js'
}

export default defineConfig(({ command }) => ({
  plugins: [react()],
  ...(command === 'build' ? { html: { cspNonce: CSP_NONCE_PLACEHOLDER } } : {}),
  // The prerender build (scripts/prerender.mjs): styled-components' CommonJS default export does
  // not survive Node's ESM interop, so its ES module is bundled.
  ssr: { noExternal: ['styled-components'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/prerender.mjs reads it to preload the login screen's chunks.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // index.html: the app (main.tsx); public.html: the prerendered public pages (public.tsx),
      // whose scripts src/boot.ts starts after the first paint (scripts/prerender.mjs).
      input: { index: 'index.html', public: 'public.html', boot: 'src/boot.ts' },
      output: {
        codeSplitting: { groups: vendorGroups },
        chunkFileNames: chunkFileName,
      },
    },
  },
}))
