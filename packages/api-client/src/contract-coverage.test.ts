// Every call of the contract has its three parts: a schema (or is declared bodyless), a hook in
// the registry, and an MSW handler that actually answers its path and method.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { setupServer } from 'msw/node'
import { callList, calls, type BodyOf, type CallName } from '@trellis/contract'
import { registry } from './hooks/registry'
import { handlers } from './mocks/handlers'

const BASE = 'http://localhost/api'
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
    // A schema, or an explicit null for a call that takes no body.
    expect(call.schema === null || typeof call.schema.validate === 'function').toBe(true)
    if (call.schema !== null) expect(Object.keys(call.schema.fields).length).toBeGreaterThan(0)
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

  it('types a bodyless call as void', () => {
    expectTypeOf<BodyOf<typeof calls.getUser>>().toEqualTypeOf<void>()
    expectTypeOf<BodyOf<typeof calls.activeNow>>().toEqualTypeOf<void>()
    expectTypeOf<BodyOf<typeof calls.bonusRequest>>().toEqualTypeOf<void>()
    expectTypeOf<BodyOf<typeof calls.getPlan>>().toEqualTypeOf<void>()
    expectTypeOf<BodyOf<typeof calls.getTeamData>>().toEqualTypeOf<void>()
    expectTypeOf<BodyOf<typeof calls.levelView>>().toEqualTypeOf<void>()
    expectTypeOf<BodyOf<typeof calls.earningDash>>().toEqualTypeOf<void>()
    // A new bodyless call must be added here, with its void check above.
    for (const call of callList.filter((c) => c.schema === null)) {
      expect([
        'getUser',
        'bonusRequest',
        'getPlan',
        'getTeamData',
        'levelView',
        'earningDash',
        'activeNow',
      ]).toContain(call.name)
    }
  })

  it('registry holds nothing that is not a call', () => {
    expect(Object.keys(registry).sort()).toEqual(callList.map((c) => c.name).sort())
  })
})
