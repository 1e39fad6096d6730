// Real server processes (each runs the code `npm start` runs, compiled once per run, with a
// DATA_DIR of its own) on one throwaway PostgreSQL database, and the local mailbox they send to:
// what the multi-process tests share.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startMailbox } from '../../bench/money/mailbox'
import {
  startServer,
  type RunningServer,
  type ServerSettings,
} from '../../bench/money/server-process'
import { testDatabase } from './db'
import { START_WAIT } from './progress'
import { serverCommand } from './server-bundle'

/** What a process is started with, besides what the set holds (database, mailbox, DATA_DIR). */
export type ProcessSettings = Omit<ServerSettings, 'dataDir' | 'databaseUrl' | 'smtpPort'>

/**
 * A hook's limit for `count` starts one after the other: each waits on progress (START_WAIT: an
 * idle minute fails it, five minutes cap it), plus a minute for the cluster and the mailbox.
 */
export const startsMs = (count: number) => count * START_WAIT.capMs + 60_000

/** A fresh database and mailbox; `start` adds a process, `stop` ends them all and cleans up. */
export async function serverProcesses(prefix: string) {
  const db = await testDatabase()
  const mailbox = await startMailbox()
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const servers: RunningServer[] = []
  return {
    db,
    mailbox,
    servers,
    /** Starts one more process once the last has answered (the first creates the root member). */
    async start(name: string, settings: ProcessSettings) {
      mkdirSync(join(dir, name))
      const server = await startServer({
        ...settings,
        databaseUrl: db.url,
        smtpPort: mailbox.port,
        dataDir: join(dir, name),
        command: await serverCommand(),
      })
      servers.push(server)
      return server
    },
    async stop() {
      await Promise.all(servers.map((s) => s.stop()))
      await mailbox.close()
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type ServerProcesses = Awaited<ReturnType<typeof serverProcesses>>
