// Serves the static Storybook build for the Docs test and hands its address to the workers.
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveStatic } from '../visual/static-server.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

export default async function globalSetup() {
  const buildDir = resolve(root, process.env.DOCS_STORYBOOK_DIR ?? 'storybook-static')
  if (!existsSync(join(buildDir, 'index.json')))
    throw new Error(`${buildDir} has no Storybook build: run \`pnpm build-storybook\` first`)
  const server = await serveStatic(buildDir)
  // Workers start after this and inherit the environment.
  process.env.DOCS_BASE_URL = server.url
  process.env.DOCS_STORYBOOK_DIR = buildDir
  return () => server.close()
}
