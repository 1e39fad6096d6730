// Mounts the team calls (/getTeamData, /myReferral, /levelView, /levelUsers, /downLine,
// /treeView) from src/team.
import type { FastifyInstance } from 'fastify'
import { API_BASE } from '@trellis/contract'
import type { Deps } from './domain/context'
import { teamRoutes } from './team'

/** Registers the team plugin under the API base with the server's auth and clock. */
export async function registerTeam(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(teamRoutes, {
    prefix: API_BASE,
    db: deps.database.db,
    // Team calls are reads: they may reuse this process's check of the session (3 s).
    authenticate: deps.sessions.authRead,
    now: deps.now,
  })
}
