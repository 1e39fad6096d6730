// Vitest global setup of the server project: makes the migrated database template once per run
// (see db-template.ts) and hands its folder to the test files; the teardown removes what the run
// made (the PGlite template itself stays cached for the next run).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { pgliteTemplate, postgresTemplate, testDbKind } from './db-template'

/** Makes the template and provides it as `trellisDbTemplate`; returns the teardown. */
export default async function setup(project: TestProject) {
  const runDir = mkdtempSync(join(tmpdir(), 'trellis-test-run-'))
  let removeTemplate = () => undefined as void
  if (testDbKind === 'postgres') {
    const template = await postgresTemplate()
    removeTemplate = template.remove
    project.provide('trellisDbTemplate', { kind: 'postgres', dir: template.dir, runDir })
  } else {
    const { dir, image } = await pgliteTemplate()
    project.provide('trellisDbTemplate', { kind: 'pglite', dir, image, runDir })
  }
  return () => {
    removeTemplate()
    rmSync(runDir, { recursive: true, force: true })
  }
}
