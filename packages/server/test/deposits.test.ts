import { describe, expect, it } from 'vitest'
import { messages, serverMessages, type DepositRecord } from '@trellis/contract'
import { fileTestApp, OPS_TOKEN } from './helpers/app'

/** A transaction hash made of one repeated byte. */
const hash = (byte: string) => `0x${byte.repeat(32)}`
const [TRX_A, TRX_B, TRX_C, TRX_D] = [hash('a1'), hash('b2'), hash('c3'), hash('d4')]

const t = fileTestApp()

describe('deposits and the operator API', () => {
  it('records a pending deposit; approval credits the package wallet; rejection moves nothing', async () => {
    const { token, userId } = await t.signUp()
    const body = { rDate: '2026-11-22', pType: 6, amount: 250.5, trx: TRX_A }
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
    expect(rec).toMatchObject({ amount: 250.5, status: 'pending', pType: 6, trx: TRX_A })

    const pending = await t.ops('GET', '/deposits?status=pending')
    expect((pending.body.data as { userId: string }[]).some((d) => d.userId === userId)).toBe(true)
    const ok = await t.ops('POST', `/deposits/${rec?.id}/approve`)
    expect(ok.status).toBe(200)
    expect((await t.me(token)).packageWallet).toBe(250.5)
    const twice = await t.ops('POST', `/deposits/${rec?.id}/approve`)
    expect(twice.status).toBe(409)
    expect((await t.me(token)).packageWallet).toBe(250.5)

    await t.call('/deposit-request', { ...body, trx: TRX_B }, { token })
    const list = await t.ops('GET', '/deposits?status=pending')
    const other = (list.body.data as DepositRecord[]).find((d) => d.trx === TRX_B)
    const before = await t.snapshot()
    expect((await t.ops('POST', `/deposits/${other?.id}/reject`)).status).toBe(200)
    const after = await t.snapshot()
    expect(after.balances).toBe(before.balances)
    expect(after.entries).toBe(before.entries)
  })

  it('applies the spec rules to the deposit body', async () => {
    const { token } = await t.signUp()
    const good = { rDate: '2026-11-22', pType: 6, amount: 10, trx: TRX_C }
    expect((await t.call('/deposit-request', good, { token })).status).toBe(200)
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, trx: hash('01'), amount: 9.99 }, messages.depositMinimum],
      [{ ...good, trx: hash('02'), amount: 10.001 }, serverMessages.amountFormat],
      [{ ...good, trx: hash('03'), amount: '10' }, messages.invalidNumber],
      [{ ...good, trx: hash('04'), pType: 1 }, messages.depositRequired],
      [{ rDate: '2026-11-22', pType: 6, amount: 50 }, messages.depositRequired],
      [{ ...good, trx: hash('05'), amount: 1e12 }, serverMessages.amountTooLarge],
      [{ ...good, trx: hash('06'), extra: 1 }, serverMessages.unknownField],
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
    const body = { rDate: '2026-11-22', pType: 6, amount: 30, trx: TRX_D }
    const a = await t.call('/deposit-request', body, { token, key: 'k-1' })
    const b = await t.call('/deposit-request', body, { token, key: 'k-1' })
    expect(a.status).toBe(200)
    expect(b.body).toEqual(a.body)
    const hist = await t.call('/deposit-history', {}, { token })
    expect(hist.body.total).toBe(1)
  })

  it('files one chain transaction once, whatever its case or 0x, across all members', async () => {
    const a = await t.signUp(undefined, 'Hasha')
    const b = await t.signUp(undefined, 'Hashb')
    const hex = 'AbC'.repeat(21) + 'd'
    const body = { rDate: '2026-11-22', pType: 6, amount: 20 }
    const first = await t.call('/deposit-request', { ...body, trx: `0x${hex}` }, { token: a.token })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const before = await t.snapshot()
    for (const [trx, token] of [
      [`0x${hex.toLowerCase()}`, b.token],
      [`0X${hex.toUpperCase()}`.replace('0X', '0x'), a.token],
      [hex, b.token],
    ] as const) {
      const r = await t.call('/deposit-request', { ...body, trx }, { token })
      expect(r.status, trx).toBe(400)
      expect(r.body).toMatchObject({
        message: serverMessages.duplicateTransactionHash,
        field: 'trx',
      })
    }
    expect(await t.snapshot()).toEqual(before)
    const hist = await t.call('/deposit-history', {}, { token: a.token })
    expect((hist.body.data as DepositRecord[])[0]?.trx).toBe(`0x${hex.toLowerCase()}`)
    const bad = await t.call('/deposit-request', { ...body, trx: 'abc' }, { token: a.token })
    expect(bad.body).toMatchObject({ message: serverMessages.transactionHashInvalid, field: 'trx' })
  })

  it('takes a real calendar date of payment, not in the future', async () => {
    const { token } = await t.signUp(undefined, 'Dated')
    const body = { pType: 6, amount: 20, trx: hash('e5') }
    for (const rDate of ['2026-13-45', '0000-00-00', '2026-02-29', '2999-01-01']) {
      const r = await t.call('/deposit-request', { ...body, rDate }, { token })
      expect(r.status, rDate).toBe(400)
      expect(r.body).toMatchObject({ message: serverMessages.depositDateInvalid, field: 'rDate' })
    }
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    expect((await t.call('/deposit-request', { ...body, rDate: tomorrow }, { token })).status).toBe(
      400,
    )
    const today = new Date().toISOString().slice(0, 10)
    expect((await t.call('/deposit-request', { ...body, rDate: today }, { token })).status).toBe(
      200,
    )
  })

  it('a race of many members filing one hash at once records it once (PostgreSQL runs them together)', async () => {
    const people = await Promise.all(
      ['Ra', 'Rb', 'Rc', 'Rd', 'Re'].map((n) => t.signUp(undefined, n)),
    )
    const trx = hash('f6')
    const results = await Promise.all(
      people.flatMap((p) =>
        [trx, trx.toUpperCase().replace('0X', '0x'), trx.slice(2)].map((x) =>
          t.call(
            '/deposit-request',
            { rDate: '2026-11-22', pType: 6, amount: 20, trx: x },
            { token: p.token },
          ),
        ),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true)
  })
})
