// The team calls of the contract (/getTeamData, /myReferral, /levelView, /levelUsers, /downLine,
// /treeView), declared like every other call through `route` (src/http/route.ts): the body
// checked first, then the session (team calls are reads: a check from the last 3 s may serve).
import type { FastifyInstance } from 'fastify'
import { calls } from '@trellis/contract'
import type { HttpDeps } from '../http/deps'
import { route } from '../http/route'
import { downLinePage, levelPage, levelView, teamData } from '../team/team-reads'
import { treeView } from '../team/team-tree'

/** Registers the team calls; "active" in the tree view is judged on `deps.now()`. */
export function teamRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const db = deps.database.db
  route(app, deps, calls.getTeamData, async ({ member }) => ({
    status: true,
    data: await teamData(db, member.id),
  }))
  route(app, deps, calls.myReferral, ({ member, body }) => levelPage(db, member.id, 1, body.page))
  route(app, deps, calls.levelView, async ({ member }) => ({
    status: true,
    data: await levelView(db, member.id),
  }))
  route(app, deps, calls.levelUsers, ({ member, body }) =>
    levelPage(db, member.id, body.level, body.page),
  )
  route(app, deps, calls.downLine, ({ member, body }) => downLinePage(db, member.id, body.page))
  route(app, deps, calls.treeView, async ({ member, body }) => ({
    status: true,
    data: await treeView(db, {
      callerId: member.id,
      callerUserId: member.userId,
      id: body.id,
      now: deps.now(),
    }),
  }))
}
