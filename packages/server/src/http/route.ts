// Declares one contract call as a Fastify route, the one way every call (member, wallet, earnings,
// team) becomes a route. Fastify's lifecycle in order: the per-address limit and, for reads, a turn
// in the read queue (onRequest), the body
// checked with the contract's schema, strict, first error (preValidation: a malformed body costs
// no database read, whoever sends it), authentication (preHandler hook, by the call's kind), then
// the handler: the money lock after too many wrong transaction passwords, the idempotency key with
// its request's fingerprint, and the answer. Balances are not read here: the domain checks them
// under the row lock, where the answer cannot go stale.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  API_BASE,
  IDEMPOTENCY_HEADER,
  serverMessages,
  tryAgainAfter,
  type AnswerOf,
  type BodyOf,
  type CallDef,
  type CallName,
} from '@trellis/contract'
import { checkBody } from '@trellis/contract/schemas'
import { DomainError } from '../domain/errors'
import { earlierAnswer, moneyKey, wellFormedKey, type MoneyKey } from '../domain/idempotency'
import { addressLimits } from '../guard/limits'
import type { SessionMember } from '../domain/context'
import { sessionOf } from './auth'
import type { HttpDeps } from './deps'
import { HttpError, httpErrorOf, tooManyTries } from './errors'

/** What a handler receives. */
export interface CallContext<Body> {
  body: Body
  /** The session member (authenticated calls only). */
  member: SessionMember
  /** The Idempotency-Key header with its request's fingerprint, if sent. */
  key: MoneyKey | undefined
  request: FastifyRequest
  /** For a header of the answer (the log-in's device cookie). */
  reply: FastifyReply
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCall = CallDef<any, any>

const nobody: SessionMember = { id: 0, userId: '', sessionId: '' }

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as the contract's schema checked it (set in preValidation). */
    callBody?: unknown
  }
}

/** What a few calls add to their route. */
export interface RouteOptions<Body> {
  /** Adds to a failure's answer (withdrawals add the current wallet). */
  onFail?: (error: HttpError, member: SessionMember) => Promise<HttpError>
  /**
   * A money call that sends to a member: the recipient's user id in its checked body. The session
   * check then reads the transfer's parties too (`SessionMember.parties`), one round trip fewer.
   */
  recipientOf?: (body: Body) => string
}

/** Registers `call` with `handler`; the answer type is the contract's. */
export function route<C extends AnyCall>(
  app: FastifyInstance,
  deps: HttpDeps,
  call: C,
  handler: (ctx: CallContext<BodyOf<C>>) => Promise<AnswerOf<C>>,
  { onFail, recipientOf }: RouteOptions<BodyOf<C>> = {},
): void {
  const limit = addressLimits[call.name as CallName]
  app.route({
    method: call.method,
    url: `${API_BASE}${call.path}`,
    ...(limit ? { config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } } : {}),
    // Reads wait their turn in a bounded queue, or are shed with 503 (src/http/read-queue.ts).
    ...(call.kind === 'read'
      ? { onRequest: deps.reads.hook, onResponse: deps.reads.finished }
      : {}),
    preValidation: async (request) => {
      const checked = await checkBody(call, request.body)
      if (checked.ok) {
        request.callBody = checked.value ?? {}
        return
      }
      const refused = new HttpError(400, checked.message, checked.field)
      // A screen that refreshes from a failed answer (withdrawals) gets it when signed in.
      if (onFail && call.auth) {
        const signedIn = await deps.sessions.auth(request, undefined as never).then(
          () => true,
          () => false,
        )
        if (signedIn) throw await onFail(refused, sessionOf(request))
      }
      throw refused
    },
    // Money calls read their key's earlier request (and a transfer its parties) with the session;
    // other writes read the session; reads may reuse this process's check of the session from the
    // last 3 s.
    ...(call.auth
      ? {
          preHandler: async (request: FastifyRequest) => {
            if (call.money) {
              const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()]
              const recipient = recipientOf?.(request.callBody as BodyOf<C>)
              await deps.sessions.authMoney(request, wellFormedKey(raw), recipient)
            } else if (call.kind === 'read')
              await deps.sessions.authRead(request, undefined as never)
            else await deps.sessions.auth(request, undefined as never)
          },
        }
      : {}),
    handler: async (request, reply) => {
      const body = request.callBody as BodyOf<C>
      const member = call.auth ? sessionOf(request) : nobody
      try {
        if (call.money) refuseWhileLocked(member, deps.now())
        const raw = call.money ? request.headers[IDEMPOTENCY_HEADER.toLowerCase()] : undefined
        const key = call.money ? moneyKey(deps, raw, call.name, member.id, body) : undefined
        const earlier = earlierAnswer(member.stored, key, call.name)
        if (earlier !== undefined) return earlier as AnswerOf<C>
        return await handler({ body, member, key, request, reply })
      } catch (caught) {
        // The domain's refusals become HTTP here (src/http/errors.ts, `statusOf`).
        const error = caught instanceof DomainError ? httpErrorOf(caught) : caught
        if (onFail && error instanceof HttpError) throw await onFail(error, member)
        throw error
      }
    },
  })
}

/** Money calls wait out a transaction-password lock (the auth hook read it with the session). */
function refuseWhileLocked(member: SessionMember, now: Date): void {
  const until = member.moneyLockedUntil
  if (until && until.getTime() > now.getTime()) {
    throw tooManyTries(tryAgainAfter(serverMessages.transactionPasswordLocked, until), until)
  }
}
