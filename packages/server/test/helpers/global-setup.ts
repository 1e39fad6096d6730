// Vitest global setup of the server project: makes the migrated database template once per run
// (see db-template.ts), on PostgreSQL starts the run's shared cluster from it, and hands both to
// the test files; the teardown removes what the run made (the PGlite template itself stays
// cached for the next run).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { pgliteTemplate, postgresTemplate, TEST_PG_SETTINGS, testDbKind } from './db-template'
import { startCluster } from './pg-cluster'

/** Makes the template and provides it as `trellisDbTemplate`; returns the teardown. */
export default async function setup(project: TestProject) {
  const runDir = mkdtempSync(join(tmpdir(), 'trellis-test-run-'))
  let removeClusters = () => undefined as void
  if (testDbKind === 'postgres') {
    const template = await postgresTemplate()
    // The files' databases live on one cluster, a started copy of the template (db.ts); the
    // template itself stays stopped, for the files that need a cluster of their own.
    const shared = await startCluster(TEST_PG_SETTINGS, template.dir).catch((error: unknown) => {
      template.remove()
      throw error
    })
    removeClusters = () => {
      try {
        shared.remove()
      } finally {
        template.remove()
      }
    }
    project.provide('trellisDbTemplate', {
      kind: 'postgres',
      dir: template.dir,
      runDir,
      sharedUrl: shared.url,
    })
  } else {
    const { dir, image } = await pgliteTemplate()
    project.provide('trellisDbTemplate', { kind: 'pglite', dir, image, runDir })
  }
  return () => {
    removeClusters()
    rmSync(runDir, { recursive: true, force: true })
  }
}
