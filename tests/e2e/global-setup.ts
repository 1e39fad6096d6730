// Starts what the journey needs and nothing it can fake: a local SMTP catcher, and the real server
// on the embedded database in a fresh temporary data folder, serving the built app. The values
// the tests need travel in E2E_* variables (workers start after this and inherit them).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startMailCatcher } from './support/mail-catcher.mjs'
import { appDist, ensureAppBuilt, startTrellisServer } from './support/trellis-server.mjs'

/** The root member the journey signs up under (the referral link's id). */
export const ROOT_USER_ID = 'BCH0000001'
const ROOT_PASSWORD = 'Root#Pass2026'

export default async function globalSetup() {
  ensureAppBuilt()
  const workDir = mkdtempSync(join(tmpdir(), 'trellis-e2e-'))
  const mailboxFile = join(workDir, 'mailbox.jsonl')
  const logFile = join(workDir, 'server.log')
  const opsToken = randomBytes(24).toString('base64url')
  const mail = await startMailCatcher(mailboxFile)
  let server: Awaited<ReturnType<typeof startTrellisServer>>
  try {
    server = await startTrellisServer({
      dataDir: join(workDir, 'data'),
      logFile,
      env: {
        SMTP_URL: mail.url,
        STATIC_DIR: appDist,
        ROOT_USER_ID,
        ROOT_PASSWORD,
        OPS_TOKEN: opsToken,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        // The local chain (anvil, a block a second) as npm start runs it; 3 confirmations
        // instead of 15 so the deposit step waits ~3 s, not 15. The watcher reads the chain once a
        // second, as often as it makes a block: reading it four times a second (250 ms) cost CPU
        // for the whole e2e run and credited no sooner than the next block.
        CHAIN_CONFIRMATIONS: '3',
        CHAIN_POLL_MS: '1000',
      },
    })
  } catch (error) {
    await mail.close()
    throw error
  }
  Object.assign(process.env, {
    E2E_BASE_URL: server.url,
    E2E_MAILBOX: mailboxFile,
    E2E_SERVER_LOG: logFile,
    E2E_ROOT_USER_ID: ROOT_USER_ID,
    E2E_ROOT_PASSWORD: ROOT_PASSWORD,
    E2E_OPS_TOKEN: opsToken,
  })
  process.stdout.write(`[e2e] server ${server.url} (log ${logFile}), SMTP ${mail.url}\n`)

  return async () => {
    await server.stop()
    await mail.close()
    // Keep the folder (server log, mailbox) when a run failed and someone wants to look.
    if (!process.env.E2E_KEEP) rmSync(workDir, { recursive: true, force: true })
  }
}
