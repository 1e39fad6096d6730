// The member's activity inbox and mail topics (issue 26, point 1; src/domain/inbox.ts).
import type { FastifyInstance } from 'fastify'
import { calls } from '@trellis/contract'
import type { HttpDeps } from '../http/deps'
import {
  inboxPage,
  inboxSeen,
  inboxUnread,
  mailSettings,
  updateMailSettings,
} from '../domain/inbox'
import { route } from '../http/route'

/** Registers the inbox's reads and writes. */
export function inboxRoutes(app: FastifyInstance, deps: HttpDeps): void {
  route(app, deps, calls.inbox, ({ body, member }) => inboxPage(deps, member.id, body.page))
  route(app, deps, calls.inboxUnread, async ({ member }) => ({
    status: true,
    data: { unread: await inboxUnread(deps.database.db, member.id) },
  }))
  route(app, deps, calls.inboxSeen, ({ body, member }) => inboxSeen(deps, member.id, body.upTo))
  route(app, deps, calls.mailSettings, async ({ member }) => ({
    status: true,
    data: await mailSettings(deps.database.db, member.id),
  }))
  route(app, deps, calls.updateMailSettings, ({ body, member }) =>
    updateMailSettings(deps, member.id, body),
  )
}
