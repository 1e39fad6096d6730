// Who calls /api/ops, checked before every route against the one table (src/staff/roles.ts): the
// OPS_TOKEN automation (Bearer, compared in constant time; audited as `automation`) or an operator
// session (the HttpOnly `trellis_ops` cookie; its role decides). A route not in the table is
// refused to everyone. 401 without a live session, 403 when the role (or automation) may not.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { OPS_COOKIE, OPS_API_BASE, opsMessages } from '@trellis/contract'
import type { Actor } from '../staff/audit'
import { mayCall, opsAccess } from '../staff/roles'
import { noSession, opsSession, type OpsSession } from '../staff/sign-in'
import type { HttpDeps } from '../http/deps'
import { HttpError, httpErrorOf } from '../http/errors'
import { guard } from './ops-input'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who acts (set by the ops hook): an operator or the automation. */
    opsActor?: Actor
    /** The operator's session (console calls). */
    opsSession?: OpsSession
  }
}

/** The table's key of a request: `METHOD /api/ops/path` (HEAD is its GET). */
export function accessKey(request: FastifyRequest): string {
  const method = request.method === 'HEAD' ? 'GET' : request.method
  return `${method} ${request.routeOptions.url ?? ''}`
}

/** The console's cookie value, if the request carries one. */
function cookieOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2)
    if (name === OPS_COOKIE && value) return value
  }
  return null
}

/** The onRequest hook of every /api/ops route. */
export function opsAuthHook(deps: HttpDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = accessKey(request)
    const access = opsAccess[key]
    if (!access) throw new HttpError(403, opsMessages.forbidden)
    const base = { requestId: request.id, address: request.ip }
    if (request.headers.authorization !== undefined) {
      guard(deps.opsToken, request)
      if (!mayCall(key, 'automation')) throw new HttpError(403, opsMessages.forbidden)
      request.opsActor = { actor: 'automation', operatorId: null, ...base }
      return
    }
    if (access.roles === 'none') return
    const token = cookieOf(request)
    const session = token ? await opsSession(deps, token) : null
    if (!session) throw httpErrorOf(noSession(token !== null))
    if (!mayCall(key, session.role)) throw new HttpError(403, opsMessages.forbidden)
    request.opsActor = {
      actor: `operator:${session.operatorId}`,
      operatorId: session.operatorId,
      ...base,
    }
    request.opsSession = session
  }
}

/** The acting operator or automation (the hook has run). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.opsActor) throw new HttpError(401, opsMessages.sessionRequired)
  return request.opsActor
}

/** The cookie that keeps the session (no Max-Age: it ends with the browser; the server idles it). */
export function keepSession(reply: FastifyReply, token: string): void {
  void reply.header(
    'set-cookie',
    `${OPS_COOKIE}=${token}; Path=${OPS_API_BASE}; HttpOnly; Secure; SameSite=Strict`,
  )
}

/** Clears the cookie (sign-out). */
export function dropSession(reply: FastifyReply): void {
  void reply.header(
    'set-cookie',
    `${OPS_COOKIE}=; Path=${OPS_API_BASE}; Max-Age=0; HttpOnly; Secure; SameSite=Strict`,
  )
}
