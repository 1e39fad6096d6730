// Sessions the member can see and end (ASVS 7.5.2): device (from the user agent), address,
// started, last used, this one marked. The list names a session by a hash of its id, never the
// id itself.
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { factorMessages, type SessionView } from '@trellis/contract'
import { query } from '../db/client'
import type { Deps } from '../domain/context'
import type { SessionMember } from '../domain/context'
import { invalid } from '../domain/errors'

/** The handle of a session in the list (22 characters of its id's SHA-256). */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 22)
}

/** "Chrome on Windows" from a user agent; "Unknown device" when it says nothing we know. */
export function deviceName(userAgent: string | null): string {
  const ua = userAgent ?? ''
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null
  if (browser && os) return `${browser} on ${os}`
  return browser ?? os ?? 'Unknown device'
}

interface Row {
  id: string
  user_agent: string | null
  address: string | null
  created_at: Date | string
  last_used_at: Date | string | null
}

async function liveRows(deps: Deps, memberId: number): Promise<Row[]> {
  return query<Row>(
    deps.database.db,
    sql`SELECT id, user_agent, address, created_at, last_used_at FROM sessions
        WHERE member_id = ${memberId} AND ended_at IS NULL AND expires_at > ${deps.now()}
        ORDER BY created_at DESC LIMIT 100`,
  )
}

/** The member's live sessions, newest first. */
export async function listSessions(deps: Deps, member: SessionMember) {
  const rows = await liveRows(deps, member.id)
  const data: SessionView[] = rows.map((r) => ({
    id: sessionHandle(r.id),
    device: deviceName(r.user_agent),
    address: r.address ?? '',
    startedAt: new Date(r.created_at).toISOString(),
    lastUsedAt: new Date(r.last_used_at ?? r.created_at).toISOString(),
    current: r.id === member.sessionId,
  }))
  return { status: true, data }
}

/** Ends one other session of the member, by its handle. */
export async function endSessionByHandle(deps: Deps, member: SessionMember, handle: string) {
  const row = (await liveRows(deps, member.id)).find((r) => sessionHandle(r.id) === handle)
  if (!row) throw invalid(factorMessages.sessionNotFound, 'id')
  if (row.id === member.sessionId) throw invalid(factorMessages.currentSession, 'id')
  await deps.sessions.ending(() =>
    deps.database.db.execute(
      sql`UPDATE sessions SET ended_at = ${deps.now()}
          WHERE id = ${row.id} AND member_id = ${member.id} AND ended_at IS NULL`,
    ),
  )
  return { status: true, message: factorMessages.sessionEnded }
}

/** Ends every session of the member but this one. */
export async function endOthers(deps: Deps, member: SessionMember) {
  await deps.sessions.ending(() =>
    deps.database.transaction((tx) =>
      deps.sessions.endOthers(tx, member.id, deps.now(), member.sessionId),
    ),
  )
  return { status: true, message: factorMessages.otherSessionsEnded }
}
