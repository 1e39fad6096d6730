// What every domain function may use: the database, mail, sessions, settings and the clock.
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
  /** Passkeys' relying party: the app's host and origins (src/env.ts); unset: localhost:3000. */
  webauthn?: { rpId: string; origins: string[] }
  /** The clock (tests may move it). */
  now: () => Date
  /** One line for the operator's log (the Fastify logger); console.warn when unset. */
  log?: (line: string) => void
}
