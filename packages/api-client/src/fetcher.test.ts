import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import {
  type SessionAnswer,
  amountWithFee,
  calls,
  fallbacks,
  IDEMPOTENCY_HEADER,
  messages,
  serverMessages,
} from '@trellis/contract'
import { callApi, memberOf } from './fetcher'
import { ApiError } from './errors'
import { session } from './session'
import { MEMBER_ID, MOCK_PASSWORD } from './mocks/fixtures'
import { TEST_BASE, setupMockServer } from './testing/mock-server'

const { server, sent } = setupMockServer()

/** Logs in the demo member (no second factor: the answer is the session). */
async function login() {
  return (await callApi(calls.login, {
    userId: MEMBER_ID,
    password: MOCK_PASSWORD,
  })) as SessionAnswer
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('callApi', () => {
  it('sends the token on auth calls and not on login or checkUser', async () => {
    await callApi(calls.checkUser, { userId: MEMBER_ID })
    const answer = await login()
    await callApi(calls.getUser)
    expect(sent.map((r) => r.path)).toEqual(['/api/checkUser', '/api/login', '/api/getUser'])
    expect(sent[0]?.headers.get('Authorization')).toBeNull()
    expect(sent[1]?.headers.get('Authorization')).toBeNull()
    expect(sent[2]?.headers.get('Authorization')).toBe(`Bearer ${answer.token}`)
    expect(session.get()?.user.userId).toBe(MEMBER_ID)
  })

  it('uses GET without a body for getPlan and sends the idempotency key when given', async () => {
    const plans = await callApi(calls.getPlan)
    expect(plans.data).toHaveLength(3)
    expect(sent[0]?.method).toBe('GET')
    await login()
    await callApi(calls.transferToSelf, { amount: 10 }, { idempotencyKey: 'key-1' })
    expect(sent.at(-1)?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1')
  })

  it('reads the member from answers whose call declares it, and only from those', async () => {
    await login()
    const before = session.get()?.user.wallet ?? 0
    const moved = await callApi(calls.transferToSelf, { amount: 100.25 })
    // A move to oneself costs the amount plus the 2% fee, as on the server.
    const member = memberOf(calls.transferToSelf, moved)
    expect(member?.wallet).toBeCloseTo(before - amountWithFee(100.25), 2)
    expect(member?.packageWallet).toBe(500.25)
    // The session says who is signed in; the balances live in the cached getUser answer.
    expect(session.get()?.user.wallet).toBe(before)
    const plans = await callApi(calls.getPlan)
    expect(memberOf(calls.getPlan, plans)).toBeUndefined()
  })

  it("gives the server's message on a failed answer", async () => {
    await login()
    const error = await caught(
      callApi(calls.investNow, { wallet: 'invest', amount: 150, plan: 'starter' }),
    )
    expect(error.status).toBe(400)
    expect(error.message).toBe(messages.investMultiple)
    expect(error.field).toBe('amount')
  })

  it("falls back to the caller's fallback, then the call's own, then the generic one", async () => {
    server.use(
      http.post(`${TEST_BASE}/deposit-request`, () => new HttpResponse(null, { status: 500 })),
    )
    const body = { rDate: '2026-11-20', pType: 6, amount: 10, trx: 'abc123' }
    const withFallback = await caught(
      callApi(calls.depositRequest, body, { fallback: fallbacks.login }),
    )
    expect(withFallback.status).toBe(500)
    expect(withFallback.message).toBe(fallbacks.login)
    const own = await caught(callApi(calls.depositRequest, body))
    expect(own.message).toBe(calls.depositRequest.fallback)
    expect(own.message).toBe(fallbacks.depositFailed)
    server.use(http.post(`${TEST_BASE}/getUser`, () => new HttpResponse(null, { status: 500 })))
    const generic = await caught(callApi(calls.getUser))
    expect(generic.message).toBe(fallbacks.requestFailed)
  })

  it("keeps a 503's message and gives status 0 on a network failure", async () => {
    server.use(
      http.post(`${TEST_BASE}/getUser`, () =>
        HttpResponse.json(
          { status: false, message: serverMessages.databaseUnavailable },
          { status: 503 },
        ),
      ),
      http.get(`${TEST_BASE}/getPlan`, () => HttpResponse.error()),
    )
    const unavailable = await caught(callApi(calls.getUser))
    expect(unavailable.status).toBe(503)
    expect(unavailable.message).toBe(serverMessages.databaseUnavailable)
    const offline = await caught(
      callApi(calls.getPlan, undefined, { fallback: fallbacks.otpServer }),
    )
    expect(offline.status).toBe(0)
    expect(offline.message).toBe(fallbacks.otpServer)
  })

  it('treats a 200 answer with status false or success false as a failure', async () => {
    server.use(
      http.post(`${TEST_BASE}/sendMail`, () =>
        HttpResponse.json({ success: false, message: serverMessages.otpRateLimited }),
      ),
    )
    const error = await caught(callApi(calls.sendMail, {}))
    expect(error.status).toBe(200)
    expect(error.message).toBe(serverMessages.otpRateLimited)
  })

  it('ends the session on a 401 answer', async () => {
    await login()
    server.use(
      http.post(`${TEST_BASE}/getUser`, () =>
        HttpResponse.json({ status: false, message: serverMessages.unauthorized }, { status: 401 }),
      ),
    )
    const error = await caught(callApi(calls.getUser))
    expect(error.status).toBe(401)
    expect(session.get()).toBeNull()
    expect(session.lastEndReason()).toBe('unauthorized')
  })

  it('does not end the session when login itself answers 401', async () => {
    const error = await caught(callApi(calls.login, { userId: MEMBER_ID, password: 'Wrong@123' }))
    expect(error.status).toBe(401)
    expect(error.message).toBe(serverMessages.invalidCredentials)
    expect(session.lastEndReason()).toBeNull()
  })
})
