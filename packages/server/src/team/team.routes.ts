// The team calls of the contract, as one Fastify plugin. Register it under the API prefix:
// `app.register(teamRoutes, { prefix: API_BASE, db, authenticate })`.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { calls, serverMessages, type CallDef } from '@trellis/contract'
import { checkBody } from '@trellis/contract/schemas'
import type { Db } from '../db/client'
import type { AuthHook } from '../http/auth'
import { ApiError, badRequest } from '../http/errors'
import { downLinePage, levelPage, levelView, teamData } from './team-reads'
import { treeView } from './team-tree'

/** Options of {@link teamRoutes}. */
export interface TeamRoutesOptions {
  /** Where team reads run (plain reads, no transaction needed). */
  db: Db
  /** The pre-handler that sets `request.member` (the server's bearer-token check). */
  authenticate: AuthHook
  /** The clock, for "active" in the tree view; tests may fix it. */
  now?: () => Date
}

/** Validates a body against a call's schema strictly (no coercion); 400 with its message. */
async function bodyOf<T, A>(call: CallDef<T, A>, body: unknown): Promise<T> {
  const checked = await checkBody<T>(call, body)
  if (!checked.ok) throw badRequest(checked.message, checked.field)
  return checked.value
}

function callerOf(request: FastifyRequest): { id: number; userId: string } {
  if (!request.member) throw new ApiError(401, serverMessages.unauthorized)
  return request.member
}

/** Answers an ApiError with its status and the contract's ErrorAnswer; rethrows the rest. */
async function answer(reply: FastifyReply, run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toAnswer())
    throw error
  }
}

/** POST /getTeamData, /myReferral, /levelView, /levelUsers, /downLine and /treeView. */
export const teamRoutes: FastifyPluginAsync<TeamRoutesOptions> = async (app, opts) => {
  const { db, authenticate } = opts
  const now = opts.now ?? (() => new Date())

  // Typed by the call, so every answer is checked against the contract's answer type.
  function route<B, A>(
    call: CallDef<B, A>,
    handle: (member: { id: number; userId: string }, body: B) => Promise<A>,
  ) {
    // The body first, as in the server's own routes: a malformed one costs no database read.
    app.post(call.path, (request, reply) =>
      answer(reply, async () => {
        const body = await bodyOf(call, request.body)
        await authenticate(request, reply)
        return handle(callerOf(request), body)
      }),
    )
  }

  route(calls.getTeamData, async (me) => ({ status: true, data: await teamData(db, me.id) }))
  route(calls.myReferral, (me, body) => levelPage(db, me.id, 1, body.page))
  route(calls.levelView, async (me) => ({ status: true, data: await levelView(db, me.id) }))
  route(calls.levelUsers, (me, body) => levelPage(db, me.id, body.level, body.page))
  route(calls.downLine, (me, body) => downLinePage(db, me.id, body.page))
  route(calls.treeView, async (me, body) => ({
    status: true,
    data: await treeView(db, { callerId: me.id, callerUserId: me.userId, id: body.id, now: now() }),
  }))
}
