// Declares one contract call as a Fastify route: auth, body validation with the contract's
// schema (strict, first error, the member's balances as context), idempotency key, answer.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  API_BASE,
  checkBody,
  IDEMPOTENCY_HEADER,
  fromCents,
  type AnswerOf,
  type BodyOf,
  type CallDef,
} from '@trellis/contract'
import type { Deps } from '../domain/context'
import { earlierAnswer } from '../domain/idempotency'
import { balancesOf } from '../domain/ledger'
import { sessionOf, type SessionMember } from './auth'
import { ApiError } from './errors'

/** What a handler receives. */
export interface CallContext<Body> {
  body: Body
  /** The session member (authenticated calls only). */
  member: SessionMember
  /** The Idempotency-Key header, if sent. */
  key: string | undefined
  request: FastifyRequest
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCall = CallDef<any, any>

/** Registers `call` with `handler`; the answer type is the contract's. */
export function route<C extends AnyCall>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: (ctx: CallContext<BodyOf<C>>) => Promise<AnswerOf<C>>,
  /** Adds to a failure's answer (withdrawals add the current wallet). */
  onFail?: (error: ApiError, member: SessionMember) => Promise<ApiError>,
): void {
  app.route({
    method: call.method,
    url: `${API_BASE}${call.path}`,
    handler: async (request) => {
      if (call.auth) await deps.sessions.auth(request, undefined as never)
      const member = call.auth ? sessionOf(request) : { id: 0, userId: '' }
      try {
        const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()]
        const key = call.money && typeof raw === 'string' ? raw : undefined
        const earlier = await earlierAnswer(deps, member.id, key, call.name)
        if (earlier !== undefined) return earlier as AnswerOf<C>
        const body = await validBody(deps, call, request.body, member)
        return await handler({ body: body as BodyOf<C>, member, key, request })
      } catch (error) {
        if (onFail && error instanceof ApiError) throw await onFail(error, member)
        throw error
      }
    },
  })
}

async function validBody(deps: Deps, call: AnyCall, raw: unknown, member: SessionMember) {
  // Rules such as "not above the wallet" read the balances from yup's context.
  const context =
    call.money && call.auth ? walletContext(await balancesOf(deps.database.db, member.id)) : {}
  const checked = await checkBody(call, raw, context)
  if (!checked.ok) throw new ApiError(400, checked.message, checked.field)
  return checked.value ?? {}
}

function walletContext(b: { wallet: number; packageWallet: number }) {
  return { wallet: fromCents(b.wallet), packageWallet: fromCents(b.packageWallet) }
}
