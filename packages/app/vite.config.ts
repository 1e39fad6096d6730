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

export default defineConfig({
  plugins: [react()],
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
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
})
