import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages, serverMessages, type DepositRecord } from '@trellis/contract'
import { OPS_TOKEN, startTestApp, type TestApp } from './helpers/app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t.expectLedgerSound()
  await t.close()
})

describe('deposits and the operator API', () => {
  it('records a pending deposit; approval credits the package wallet; rejection moves nothing', async () => {
    const { token, userId } = await t.signUp()
    const body = { rDate: '2026-11-22', pType: 6, amount: 250.5, trx: 'abc123' }
    const r = await t.call('/deposit-request', body, { token })
    expect(r.body).toMatchObject({ success: true })
    expect((await t.me(token)).packageWallet).toBe(0)

    const dup = await t.call('/deposit-request', { ...body, amount: 20 }, { token })
    expect(dup.status).toBe(400)
    expect(dup.body.message).toBe(serverMessages.duplicateTransactionHash)

    const hist = await t.call('/deposit-history', {}, { token })
    expect(hist.body).toMatchObject({
      success: true,
      status: true,
      total: 1,
      page: 1,
      pageSize: 10,
    })
    const rec = (hist.body.data as DepositRecord[])[0]
    expect(rec).toMatchObject({ amount: 250.5, status: 'pending', pType: 6, trx: 'abc123' })

    const pending = await t.ops('GET', '/deposits?status=pending')
    expect((pending.body.data as { userId: string }[]).some((d) => d.userId === userId)).toBe(true)
    const ok = await t.ops('POST', `/deposits/${rec?.id}/approve`)
    expect(ok.status).toBe(200)
    expect((await t.me(token)).packageWallet).toBe(250.5)
    const twice = await t.ops('POST', `/deposits/${rec?.id}/approve`)
    expect(twice.status).toBe(409)
    expect((await t.me(token)).packageWallet).toBe(250.5)

    await t.call('/deposit-request', { ...body, trx: 'rejectme' }, { token })
    const list = await t.ops('GET', '/deposits?status=pending')
    const other = (list.body.data as DepositRecord[]).find((d) => d.trx === 'rejectme')
    const before = await t.snapshot()
    expect((await t.ops('POST', `/deposits/${other?.id}/reject`)).status).toBe(200)
    const after = await t.snapshot()
    expect(after.balances).toBe(before.balances)
    expect(after.entries).toBe(before.entries)
  })

  it('applies the spec rules to the deposit body', async () => {
    const { token } = await t.signUp()
    const good = { rDate: '2026-11-22', pType: 6, amount: 10, trx: 'edge10' }
    expect((await t.call('/deposit-request', good, { token })).status).toBe(200)
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, trx: 'x1', amount: 9.99 }, messages.depositMinimum],
      [{ ...good, trx: 'x2', amount: 10.001 }, serverMessages.amountFormat],
      [{ ...good, trx: 'x3', amount: '10' }, messages.invalidNumber],
      [{ ...good, trx: 'x4', pType: 1 }, messages.depositRequired],
      [{ rDate: '2026-11-22', pType: 6, amount: 50 }, messages.depositRequired],
      [{ ...good, trx: 'x5', amount: 1e12 }, serverMessages.amountTooLarge],
      [{ ...good, trx: 'x6', extra: 1 }, serverMessages.unknownField],
    ]
    const before = await t.snapshot()
    for (const [body, message] of cases) {
      const r = await t.call('/deposit-request', body, { token })
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body.message, JSON.stringify(body)).toBe(message)
      expect(r.body).toMatchObject({ status: false, success: false })
    }
    expect(await t.snapshot()).toEqual(before)
  })

  it('guards the operator API with the token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ops/deposits',
      headers: { authorization: 'Bearer nope' },
    })
    expect(res.statusCode).toBe(401)
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/ops/deposits',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    })
    expect(ok.statusCode).toBe(200)
    expect((await t.ops('GET', '/members/BCH0000001')).body).toMatchObject({
      data: { userId: 'BCH0000001' },
    })
    expect((await t.ops('GET', '/members/NOPE')).status).toBe(404)
    expect((await t.ops('POST', '/deposits/999999/approve')).status).toBe(404)
    expect((await t.ops('GET', '/deposits?status=bogus')).status).toBe(400)
  })

  it('honours the idempotency key on deposit requests', async () => {
    const { token } = await t.signUp()
    const body = { rDate: '2026-11-22', pType: 6, amount: 30, trx: 'idem1' }
    const a = await t.call('/deposit-request', body, { token, key: 'k-1' })
    const b = await t.call('/deposit-request', body, { token, key: 'k-1' })
    expect(a.status).toBe(200)
    expect(b.body).toEqual(a.body)
    const hist = await t.call('/deposit-history', {}, { token })
    expect(hist.body.total).toBe(1)
  })
})
