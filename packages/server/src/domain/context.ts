// What every domain function may use: the database, mail, the member's sessions (as a port: the
// domain opens and ends them, src/http/auth.ts keeps them), the chain deposits are watched on,
// settings and the clock. Nothing of HTTP: the routes' own needs (the read queue, the session
// checks) are in src/http/deps.ts.
import type { Chain } from '../chain/client'
import type { Database, Runner } from '../db/client'
import type { StoredKey } from './idempotency'
import type { Mailer } from '../mail/mailer'
import type { PayoutRules } from '../payouts/config'

/** The member a request acts for, set by the auth hook (src/http/auth.ts). */
export interface SessionMember {
  id: number
  userId: string
  /** The session row this request's token names ('' for calls without a session). */
  sessionId: string
  /** While set and in the future, money calls are refused (too many wrong transaction passwords). */
  moneyLockedUntil?: Date | null
  /**
   * Money calls with an Idempotency-Key: the request stored under that key, read with the
   * session (null when the key is new or none was sent).
   */
  stored?: StoredKey | null
  /**
   * The second factor as the session check read it (writes only): whether the member has one and
   * when this session last confirmed one (the step-up window, src/factors/step-up.ts).
   */
  factor?: { has: boolean; at: Date | null }
  /**
   * A transfer to a member (its route names the recipient, src/http/route.ts `recipientOf`): what
   * the session check read of its two parties, so the transfer reads nothing before its group
   * commit. The member's transaction-password hash (null when none is set) and e-mail, and the id
   * of the member whose user id is the recipient's in any case (null when there is none). The hash
   * is checked and never logged (the log censors `tpassHash`) or answered.
   */
  parties?: { tpassHash: string | null; email: string; recipientId: number | null }
}

/** What the domain does with sessions; src/http/auth.ts implements it. */
export interface MemberSessions {
  /** Opens a session row (in `runner`, e.g. the sign-up's transaction) and signs its token. */
  issue(
    member: { id: number; userId: string },
    runner?: Runner,
    meta?: {
      /** What the member's session list shows: the device's user agent and the address. */
      userAgent?: string | undefined
      address?: string | undefined
      /** The sign-in gave the second factor: it covers the step-up window from now. */
      factorAt?: Date
    },
  ): Promise<string>
  /**
   * Runs `work`, which ends sessions and commits, so that no check of a session made while it ran
   * is trusted afterwards (src/http/auth.ts, `endingSessions`).
   */
  ending<T>(work: () => Promise<T>): Promise<T>
  /** Ends every session of a member but `keep`, in the caller's transaction (run inside `ending`). */
  endOthers(runner: Runner, memberId: number, at: Date, keep?: string): Promise<void>
}

/** The server's dependencies, built once in buildApp. */
export interface Deps {
  database: Database
  mailer: Mailer
  sessions: MemberSessions
  idPrefix: string
  opsToken: string
  /** Key for hashing one-time codes at rest (HMAC-SHA256). */
  codeKey: string
  /** Passkeys' relying party: the app's host and origins (src/env.ts); unset: localhost:3000. */
  webauthn?: { rpId: string; origins: string[] }
  /** The clock (tests may move it). */
  now: () => Date
  /** The chain deposits are watched on (src/chain); unset: deposits are filed and approved by hand. */
  chain?: Chain
  /** Approval amounts and withdrawal limits (src/payouts/config.ts); unset: the defaults. */
  payoutRules?: PayoutRules
  /**
   * The hot wallet's address when the server pays withdrawals itself (src/payouts); unset: an
   * operator pays by hand and records the hash, which the chain must confirm.
   */
  hotWallet?: string
  /** The treasury address reconciliation also counts (PAYOUT_TREASURY). */
  treasury?: string
  /** Who is told when the hot wallet runs low or a payout fails (PAYOUT_ALERT_EMAIL). */
  alertEmail?: string
  /** One line for the operator's log (the Fastify logger); console.warn when unset. */
  log?: (line: string) => void
}
