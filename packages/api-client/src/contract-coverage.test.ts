// Every call of the contract has its three parts: a schema (or is declared bodyless), a hook in
// the registry, and an MSW handler that actually answers its path and method.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { setupServer } from 'msw/node'
import { callList, type BodyOf, type CallName, type Calls } from '@trellis/contract'
import { schemaOf } from '@trellis/contract/schemas'
import { registry } from './hooks/registry'
import { handlers } from './mocks/handlers'

const BASE = 'http://localhost/api'

/** The calls whose Body type is void, worked out by the compiler. */
type VoidBodyCall = {
  [K in CallName]: BodyOf<Calls[K]> extends void ? K : never
}[CallName]
const bodyless = [
  'getUser',
  'bonusRequest',
  'getPlan',
  'chainDeposits',
  'getTeamData',
  'levelView',
  'earningDash',
  'activeNow',
  'logout',
  'getFactors',
  'totpRemove',
  'recoveryCodesRenew',
  'getSessions',
  'endOtherSessions',
  'getPasskeys',
  'passkeyLoginOptions',
  'passkeyStepUpOptions',
  'inboxUnread',
  'earningTrend',
  'teamTrend',
  'mailSettings',
] as const satisfies readonly VoidBodyCall[]
const unhandled: string[] = []
const server = setupServer(...handlers)
server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${new URL(request.url).pathname}`)
})

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('contract coverage', () => {
  it('covers at least the spec calls', () => {
    expect(callList.length).toBeGreaterThanOrEqual(28)
  })

  it.each(callList.map((call) => [call.name, call] as const))('%s', async (name, call) => {
    // A schema (in @trellis/contract/schemas), or an explicit null for a call that takes no body.
    const schema = schemaOf(call)
    expect(schema === null || typeof schema.validate === 'function').toBe(true)
    if (schema !== null) expect(Object.keys(schema.fields).length).toBeGreaterThan(0)
    // Its hook, named use + the call's name.
    const hook = registry[name as CallName] as { name: string } | undefined
    expect(hook, `no hook for ${name}`).toBeTypeOf('function')
    expect(hook?.name.toLowerCase()).toBe(`use${name}`.toLowerCase())
    // A handler that answers (any status; unhandled would be a network error here).
    const before = unhandled.length
    const response = await fetch(`${BASE}${call.path}`, {
      method: call.method,
      ...(call.method === 'GET'
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
    })
    expect(unhandled.length, `no MSW handler for ${call.method} ${call.path}`).toBe(before)
    expect(response.headers.get('content-type')).toContain('application/json')
  })

  it('declares exactly the void-bodied calls bodyless (schema null)', () => {
    // Both directions: a null schema means a void body, and a void body means a null schema.
    expectTypeOf<(typeof bodyless)[number]>().toEqualTypeOf<VoidBodyCall>()
    const nullSchema = callList.filter((c) => schemaOf(c) === null).map((c) => c.name)
    expect(nullSchema.sort()).toEqual([...bodyless].sort())
  })

  it('registry holds nothing that is not a call', () => {
    expect(Object.keys(registry).sort()).toEqual(callList.map((c) => c.name).sort())
  })
})
