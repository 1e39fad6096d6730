#!/usr/bin/env node
// `pnpm chromatic [chromatic options]`: Chromatic's CLI with chromatic.config.json, after two
// checks that fail fast with one clear line instead of a long stack or exit code 254: a project
// token must be set, and Node must be 22 or newer (chromatic 18 needs it; the app needs 20.19+).
import { spawn } from 'node:child_process'
import { delimiter, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The first Node major version chromatic 18 runs on (its package.json engines). */
export const CHROMATIC_NODE_MAJOR = 22

/**
 * What stops a Chromatic run before it starts, as one line, or null when nothing does.
 * @param {{ env: Record<string, string | undefined>, args: string[], nodeVersion: string }} input
 * @returns {string | null}
 */
export function preflight({ env, args, nodeVersion }) {
  const hasToken =
    Boolean(env.CHROMATIC_PROJECT_TOKEN?.trim()) ||
    args.some((a) => a === '-t' || a === '--project-token' || a.startsWith('--project-token='))
  if (!hasToken)
    return 'chromatic: no project token: set CHROMATIC_PROJECT_TOKEN (Chromatic > Manage > Configure) and run again'
  const major = Number.parseInt(nodeVersion.replace(/^v/, ''), 10)
  if (!(major >= CHROMATIC_NODE_MAJOR))
    return `chromatic: needs Node ${CHROMATIC_NODE_MAJOR} or newer (this is ${nodeVersion}); the app and its tests run on 20.19+`
  return null
}

async function main() {
  const args = process.argv.slice(2)
  const stop = preflight({ env: process.env, args, nodeVersion: process.version })
  if (stop) {
    process.stderr.write(`${stop}\n`)
    return 1
  }
  // The project's chromatic, unless a command of that name comes first on the PATH.
  const PATH = [process.env.PATH, join(root, 'node_modules', '.bin')]
    .filter(Boolean)
    .join(delimiter)
  const child = spawn('chromatic', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH },
  })
  return new Promise((done) => {
    child.on('error', (error) => {
      process.stderr.write(`chromatic: could not start it: ${error.message}\n`)
      done(1)
    })
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main()
}
