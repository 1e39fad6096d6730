// The console's client: every ops call of the contract has a hook (or a link) and a mock answer;
// an ops call carries the operator's cookie and never the member's token, its path parameters go
// in the path, a GET's filters in the query, a POST's rest in the JSON body.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupServer } from 'msw/node'
import { opsCallList, opsCalls } from '@trellis/contract'
import { configureApi } from '../env'
import { session } from '../session'
import { buildMember } from '../mocks/fixtures'
import { consoleHandlers } from '../mocks/console'
import { callOps, opsUrl } from './fetcher'
import { opsRegistry } from './hooks'

const server = setupServer(...consoleHandlers({ role: 'admin' }))
const seen: Request[] = []
server.events.on('request:start', ({ request }) => void seen.push(request.clone()))

describe('ops client', () => {
  beforeAll(() => {
    configureApi({ baseUrl: 'http://localhost/api' })
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    server.resetHandlers()
    seen.length = 0
    session.end('logout')
    session.clearEndReason()
  })
  afterAll(() => server.close())

  it('has a hook or a link for every ops call', () => {
    expect(Object.keys(opsRegistry).sort()).toEqual(opsCallList.map((c) => c.name).sort())
  })

  it('puts path parameters in the path and a GET’s filters in the query', () => {
    expect(opsUrl(opsCalls.opsMemberLedger, { userId: 'BCH 1/2', page: 3 })).toBe(
      'http://localhost/api/ops/members/BCH%201%2F2/ledger?page=3',
    )
    expect(opsUrl(opsCalls.opsDeposits, { status: 'pending', userId: '' })).toBe(
      'http://localhost/api/ops/deposits?status=pending',
    )
    expect(opsUrl(opsCalls.opsDepositApprove, { id: 'dep-1', reason: 'ok' })).toBe(
      'http://localhost/api/ops/deposits/dep-1/approve',
    )
  })

  it('sends the cookie, never the member’s token, and the body without path parameters', async () => {
    session.start(buildMember(), 'member-token-must-not-travel')
    const answer = await callOps(opsCalls.opsDepositReject, {
      id: 'dep-1',
      reason: 'No such transfer',
    })
    expect(answer.status).toBe(true)
    const request = seen[0]
    expect(request?.credentials).toBe('same-origin')
    expect(request?.headers.get('authorization')).toBeNull()
    expect(new URL(request?.url ?? '').pathname).toBe('/api/ops/deposits/dep-1/reject')
    expect(await request?.json()).toEqual({ reason: 'No such transfer' })
  })

  it('throws the server’s message and status on a refusal', async () => {
    server.use(...consoleHandlers({ role: null }))
    await expect(callOps(opsCalls.opsMe)).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in.',
    })
  })

  it('answers every ops call from the console fixtures (no call left to the network)', async () => {
    for (const call of opsCallList) {
      if (call.csv) continue
      const body = {
        id: 'dep-1',
        userId: 'BCH0000101',
        q: 'as',
        from: '2026-11-16',
        to: '2026-11-22',
      }
      await expect(callOps(call, body as never), call.name).resolves.toBeDefined()
    }
  })
})
