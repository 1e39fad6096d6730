// What every domain function may use: the database, mail, sessions, settings and the clock.
import type { Chain } from '../chain/client'
import type { Database } from '../db/client'
import type { Sessions } from '../http/auth'
import type { ReadQueue } from '../http/read-queue'
import type { Mailer } from '../mail/mailer'

/** The server's dependencies, built once in buildApp. */
export interface Deps {
  database: Database
  mailer: Mailer
  sessions: Sessions
  idPrefix: string
  opsToken: string
  /** Key for hashing one-time codes at rest (HMAC-SHA256). */
  codeKey: string
  /** Where reads wait their turn (src/http/read-queue.ts). */
  reads: ReadQueue
  /** The clock (tests may move it). */
  now: () => Date
  /** The chain deposits are watched on (src/chain); unset: deposits are filed and approved by hand. */
  chain?: Chain
  /** One line for the operator's log (the Fastify logger); console.warn when unset. */
  log?: (line: string) => void
}
