// Bad input on every call: malformed JSON, wrong content type, huge bodies, wrong shapes, and a
// fast-check property: generated bad bodies never get a 5xx and never change anything.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callList, serverMessages } from '@trellis/contract'
import { startTestApp, type TestApp } from './helpers/app'

let t: TestApp
let token = ''
beforeAll(async () => {
  t = await startTestApp()
  const m = await t.signUp(undefined, 'Fuzzy')
  token = m.token
  await t.fundPackage(token, 500)
  await t.fundIncome(m.userId, 500)
  await t.setTpass(token)
})
afterAll(async () => {
  await t.expectLedgerSound()
  await t.close()
})

const postCalls = callList.filter((c) => c.method === 'POST')

describe('unreadable requests', () => {
  it('answers 400 with the malformed-body message for bad JSON, wrong type and huge bodies', async () => {
    const before = await t.snapshot()
    for (const call of postCalls) {
      const bad = await t.call(call.path, undefined, { token, raw: '{"amount": 10,' })
      expect(bad.status, call.path).toBe(400)
      expect(bad.body, call.path).toMatchObject({
        status: false,
        success: false,
        message: serverMessages.malformedBody,
      })
      const text = await t.call(call.path, undefined, {
        token,
        raw: 'amount=10',
        type: 'text/plain',
      })
      expect(text.status, call.path).toBe(400)
      expect(text.body.message, call.path).toBe(serverMessages.malformedBody)
      const arr = await t.call(call.path, [1, 2], { token })
      expect(arr.status, call.path).toBe(400)
    }
    const huge = await t.call('/deposit-request', undefined, {
      token,
      raw: JSON.stringify({ trx: 'x'.repeat(200_000) }),
    })
    expect(huge.status).toBe(400)
    expect(huge.body.message).toBe(serverMessages.malformedBody)
    expect(await t.snapshot()).toEqual(before)
  })

  it('refuses fields on calls that take no body, and unknown paths with 404', async () => {
    for (const call of postCalls.filter((c) => c.schema === null)) {
      const r = await t.call(call.path, { anything: 1 }, { token })
      expect(r.status, call.path).toBe(400)
      expect(r.body.message, call.path).toBe(serverMessages.unknownField)
    }
    const missing = await t.call('/no-such-call', {}, { token })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(serverMessages.notFound)
  })

  it('refuses a malformed idempotency key', async () => {
    const r = await t.call('/transferToSelf', { amount: 1 }, { token, key: 'x'.repeat(300) })
    expect(r.status).toBe(400)
    expect(r.body.message).toBe(serverMessages.malformedBody)
  })
})

/** Values that are wrong for any field: wrong types, out-of-range and over-precise numbers. */
const badValue = fc.oneof(
  fc.constantFrom(-1, 0, -0.01, 10.001, 1e21, 1e300, Number.MAX_SAFE_INTEGER, 0.1 + 0.2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 40 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  fc.constantFrom('BCH9999999', 'BCH0000001', "' OR 1=1 --", '../../etc/passwd', '\u0000', '１０'),
)
const fieldNames = [
  'amount',
  'otp',
  'toUserId',
  'type',
  'wallet',
  'plan',
  'pot',
  'userId',
  'page',
  'trx',
  'rDate',
  'pType',
  'id',
  'level',
  'filter',
  'usdtAddress',
  't_pass',
  'extra',
]
const badBody = fc.dictionary(fc.constantFrom(...fieldNames), badValue, { maxKeys: 5 })

describe('property: generated bad bodies', () => {
  it('never answer 5xx and never change money', async () => {
    const before = await t.snapshot()
    const moneyCalls = postCalls.filter((c) => c.money || c.name === 'updateUser')
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...postCalls), badBody, async (call, body) => {
        // The property is about bad input: a generated body the contract's schema accepts (with
        // the member's balances) is not bad, so it is skipped.
        const me = await t.me(token)
        const context = { wallet: me.wallet, packageWallet: me.packageWallet }
        const valid = call.schema
          ? await call.schema.isValid(body, { strict: true, context })
          : Object.keys(body).length === 0
        fc.pre(!valid)
        const r = await t.call(call.path, body, { token })
        expect(r.status, `${call.path} ${JSON.stringify(body)}`).toBeLessThan(500)
        if (r.status >= 400) expect(typeof r.body.message).toBe('string')
        return true
      }),
      { numRuns: 150, maxSkipsPerRun: 10 },
    )
    // Every money call refused every generated body: balances and rows are as they were, apart
    // from any profile change updateUser accepted (no money).
    const after = await t.snapshot()
    expect(after.balances).toBe(before.balances)
    expect(after.entries).toBe(before.entries)
    expect(after.deposits).toBe(before.deposits)
    expect(after.withdrawals).toBe(before.withdrawals)
    expect(moneyCalls.length).toBeGreaterThan(5)
  })
})
