// The login password's guard (docs/security.md, "Login password"): it slows a guesser without
// locking the member out. Three counters, each counted before the password is checked:
// - per (account, client): the client is a known device of the account (a browser that signed in
//   to it before, by its cookie) or else the address; this is the only counter a known device has,
//   so the member's own browser is let in with the right password whatever strangers do;
// - per account, for every client that is not a known device (a stranger with many addresses);
// - per address, for every account (one address trying many ids).
// Text that names no single account counts under its own name, exactly as an account would, so
// neither the answers nor their times say which ids exist. The lock notice is mailed after the
// answer, never before it.
import { isIPv6 } from 'node:net'
import { serverMessages, tryAgainAfter } from '@trellis/contract'
import type { Deps } from '../domain/context'
import { tooManyTries } from '../domain/errors'
import {
  beginAttempt,
  clearAttempts,
  lockedUntil,
  loginAddressSubject,
  loginPairSubject,
  loginSubject,
  startLock,
  uncountAttempt,
} from './account-guard'
import { deviceHash, isKnownDevice } from './known-devices'
import { loginAccountLock, loginAddressLock, loginClientLock, type LockPolicy } from './limits'
import { noticeLater } from './notices'

/** Who is logging in: the client address (Fastify's request.ip) and the device cookie, if any. */
export interface LoginClient {
  address: string
  deviceId: string | null
  /** The User-Agent header (the member's session list shows the device). */
  userAgent?: string | undefined
}

export interface LoginCheck {
  /** The account's user id, or the text as typed when it names no single account. */
  account: string
  memberId: number | null
  client: LoginClient
  /** Checks the password (argon2id, also for unknown ids): true when right. */
  check: () => Promise<boolean>
  /** Mails the member that log-ins from new devices are paused. */
  notify?: (until: Date) => Promise<void>
  /**
   * The accounts an e-mail of several accounts names: each one's own account counter counts the
   * attempt too, so typing the shared e-mail instead of the id cannot step around a lock.
   */
  alsoAccounts?: { account: string; notify?: (until: Date) => Promise<void> }[]
}

interface Counter {
  subject: string
  policy: LockPolicy
  /** An account's own counter: its lock is the one the member is told about (by `notify`). */
  notify?: ((until: Date) => Promise<void>) | undefined
}

/** True when the password is right; false when wrong; throws 429 while a counter is locked. */
export async function guardedLogin(deps: Deps, g: LoginCheck): Promise<boolean> {
  const db = deps.database.db
  const known = await isKnownDevice(db, g.memberId, g.client.deviceId, deps.now())
  const address = addressKey(g.client.address)
  const counters: Counter[] = known
    ? [
        {
          subject: loginPairSubject(g.account, `d:${deviceKey(g.client.deviceId)}`),
          policy: loginClientLock,
        },
      ]
    : [
        { subject: loginPairSubject(g.account, `a:${address}`), policy: loginClientLock },
        { subject: loginSubject(g.account), policy: loginAccountLock, notify: g.notify },
        ...(g.alsoAccounts ?? []).map((a) => ({
          subject: loginSubject(a.account),
          policy: loginAccountLock,
          notify: a.notify,
        })),
        { subject: loginAddressSubject(address), policy: loginAddressLock },
      ]
  // A refused attempt counts nowhere (a member waiting out a lock is not pushed into another).
  const until = await lockedUntil(
    db,
    counters.map((c) => c.subject),
    deps.now(),
  )
  if (until) throw locked(until)
  const numbers: number[] = []
  for (const c of counters) {
    const attempt = await beginAttempt(db, c.subject, deps.now(), c.policy)
    // A parallel burst past the limit: refused here, by the same statement that counted it.
    if (attempt.locked) throw locked(attempt.until)
    numbers.push(attempt.number)
  }
  if (await g.check()) {
    const [own, ...shared] = counters
    if (own) await clearAttempts(db, own.subject)
    for (const c of shared) await uncountAttempt(db, c.subject, deps.now())
    return true
  }
  for (const [i, c] of counters.entries()) {
    if ((numbers[i] ?? 0) < c.policy.maxFailures) continue
    const lockEnd = await startLock(db, c.subject, deps.now(), c.policy)
    const notify = c.notify
    if (lockEnd && notify) noticeLater(deps, 'log-in lock', () => notify(lockEnd))
  }
  return false
}

function locked(until: Date) {
  return tooManyTries(tryAgainAfter(serverMessages.loginLocked, until), until)
}

/** A device in a counter's subject: its hash (never the id, which is the cookie). */
function deviceKey(deviceId: string | null): string {
  return deviceHash(deviceId ?? '')
}

/**
 * The address a counter is kept for: IPv4 as is (also when written as IPv6-mapped), IPv6 by its
 * /64, the block one home or phone is usually given, so stepping through it gains nothing.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  if (mapped?.[1]) return mapped[1]
  const bare = ip.split('%')[0] ?? ip
  if (!isIPv6(bare)) return bare
  const [head = '', tail] = bare.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  const prefix = groups.slice(0, 4).map((h) => parseInt(h || '0', 16).toString(16))
  return `${prefix.join(':')}::/64`
}
