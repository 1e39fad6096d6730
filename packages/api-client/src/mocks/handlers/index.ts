// Every call's mock handler, gathered. `resolvers` must name every call of the contract (the
// type checks it), so a new call cannot ship without a mock.
import type { HttpHandler } from 'msw'
import type { CallName } from '@trellis/contract'
import { factorResolvers } from './factors'
import { inboxResolvers } from './inbox'
import { investResolvers } from './invest'
import { memberResolvers } from './members'
import { moneyResolvers } from './money'
import { handlerFor, type Resolver } from './respond'
import { teamResolvers } from './team'
import { walletResolvers } from './wallet'

export const resolvers: Record<CallName, Resolver> = {
  ...memberResolvers,
  ...factorResolvers,
  ...moneyResolvers,
  ...investResolvers,
  ...teamResolvers,
  ...walletResolvers,
  ...inboxResolvers,
}

/** The default handlers: the stateful world answers every call. */
export const handlers: HttpHandler[] = (Object.keys(resolvers) as CallName[]).map((name) =>
  handlerFor(name, resolvers[name]),
)

export { fail, failure, handlerFor, mockUrl, paged, resolve } from './respond'
export type { MockContext, Resolver } from './respond'
