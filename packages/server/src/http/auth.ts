// Bearer-token sessions: HS256 JWTs that last as long as the browser session (30 minutes).
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { SESSION_MINUTES, serverMessages } from '@trellis/contract'
import { ApiError } from './errors'

/** The member a request acts for, set by the auth hook. */
export interface SessionMember {
  id: number
  userId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every authenticated call. */
    member?: SessionMember
  }
}

/** The pre-handler that guards authenticated routes (also given to the team plugin). */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

/** Issues and checks session tokens with one secret. */
export function createSessions(secret: string, now: () => Date = () => new Date()) {
  const key = new TextEncoder().encode(secret)

  async function issue(member: SessionMember): Promise<string> {
    return new SignJWT({ mid: member.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.userId)
      .setIssuedAt(Math.floor(now().getTime() / 1000))
      .setExpirationTime(Math.floor(now().getTime() / 1000) + SESSION_MINUTES * 60)
      .sign(key)
  }

  async function verify(token: string): Promise<SessionMember> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() })
      if (typeof payload.sub !== 'string' || typeof payload.mid !== 'number') throw new Error()
      return { id: payload.mid, userId: payload.sub }
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw new ApiError(401, serverMessages.sessionExpired)
      }
      throw new ApiError(401, serverMessages.unauthorized)
    }
  }

  const auth: AuthHook = async (request) => {
    const header = request.headers.authorization ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match?.[1]) throw new ApiError(401, serverMessages.unauthorized)
    request.member = await verify(match[1])
  }

  return { issue, verify, auth }
}

export type Sessions = ReturnType<typeof createSessions>

/** The session member of an authenticated request (the auth hook has run). */
export function sessionOf(request: FastifyRequest): SessionMember {
  if (!request.member) throw new ApiError(401, serverMessages.unauthorized)
  return request.member
}
