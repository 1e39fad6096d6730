// @trellis/api-client/mocks: MSW handlers for every call, a stateful world behind them, per-call
// state handlers for stories, and fixtures. Never imported by the production entry.
import { session } from '../session'
import { MEMBER_ID } from './fixtures'
import { getWorld } from './world'

export { handlers, resolvers, handlerFor, mockUrl, paged, failure, fail } from './handlers'
export type { MockContext, Resolver } from './handlers'
export { mockState, emptyAnswer, validationMessages, HELD_REQUESTS_KEY } from './state'
export type { MockStateName, MockStateOptions } from './state'
export { createWorld, getWorld, resetWorld } from './world'
export type { World, Account } from './world'
export {
  FIXTURE_NOW,
  MEMBER_ID,
  MOCK_OTP,
  MOCK_PASSWORD,
  MOCK_TRANSACTION_PASSWORD,
  buildMember,
  buildPlans,
} from './fixtures'
export { fixtures, type Fixtures } from './story-fixtures'
export { seededRandom } from './prng'
export { approveDeposit, grantBonus } from './ops'
export { accrueDay } from './earnings'
export { consoleFixtures, consoleHandlers } from './console'
export type { ConsoleHandlerOptions, ConsoleState } from './console'

/**
 * Starts a session as the world's demo member (for stories and tests of screens behind login).
 * The token is registered in the current world, so the handlers act for that member.
 */
export function startMockSession(userId: string = MEMBER_ID): string {
  const world = getWorld()
  const account = world.accounts.get(userId)
  if (!account) throw new Error(`The mock world has no account ${userId}`)
  const token = `mock-token-${userId}-story`
  world.tokens.set(token, userId)
  session.start(account.member, token)
  return token
}
