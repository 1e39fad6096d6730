// Known devices: a browser that signed in to an account (or reset its password) gets a random id
// in an HttpOnly cookie, and the account keeps the id's SHA-256 (`known_devices`). With the right
// password, a known device is let through a lock that strangers started (docs/security.md). The
// cookie is the browser's own: same-origin fetches send it, so the client needs no change; a
// client that does not send it is simply not known and counts by its address.
import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { query, type Runner } from '../db/client'
import { KNOWN_DEVICE_MS } from './limits'

/** The cookie's name; its path is the API's, so log-in and password reset receive it. */
export const DEVICE_COOKIE = 'trellis_device'
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/

/** The well-formed device id of a Cookie header, or null. */
export function deviceIdOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2)
    if (name === DEVICE_COOKIE && value && DEVICE_ID.test(value)) return value
  }
  return null
}

/** The Set-Cookie value that keeps `deviceId` (HttpOnly: no script of the page can read it). */
export function deviceCookie(deviceId: string, apiBase: string): string {
  const maxAge = Math.floor(KNOWN_DEVICE_MS / 1000)
  return `${DEVICE_COOKIE}=${deviceId}; Path=${apiBase}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`
}

/** What is stored: the id's SHA-256 (a copy of the table gives no cookie). */
export function deviceHash(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('base64url')
}

/**
 * Whether the device is known to the member. One indexed read whatever is asked (an unknown id,
 * no cookie), so the answer time says nothing about which ids exist.
 */
export async function isKnownDevice(
  runner: Runner,
  memberId: number | null,
  deviceId: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await query(
    runner,
    sql`SELECT 1 FROM known_devices WHERE member_id = ${memberId ?? 0}
        AND device_hash = ${deviceId ? deviceHash(deviceId) : ''}
        AND last_seen_at > ${new Date(now.getTime() - KNOWN_DEVICE_MS)}`,
  )
  return rows.length > 0
}

/** Records a sign-in of the device (a new id when it had none); returns the id for the cookie. */
export async function rememberDevice(
  runner: Runner,
  memberId: number,
  deviceId: string | null,
  now: Date,
): Promise<string> {
  const id = deviceId ?? randomBytes(32).toString('base64url')
  await runner.execute(
    sql`INSERT INTO known_devices (member_id, device_hash, last_seen_at)
        VALUES (${memberId}, ${deviceHash(id)}, ${now})
        ON CONFLICT (member_id, device_hash) DO UPDATE SET last_seen_at = ${now}`,
  )
  // Devices unused for longer than they are known are of no use: keep the member's rows few.
  await runner.execute(
    sql`DELETE FROM known_devices WHERE member_id = ${memberId}
        AND last_seen_at <= ${new Date(now.getTime() - KNOWN_DEVICE_MS)}`,
  )
  return id
}
