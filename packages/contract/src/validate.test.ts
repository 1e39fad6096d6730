import { describe, expect, it } from 'vitest'
import { calls } from './calls'
import { messages, serverMessages } from './messages'
import { checkBody } from './validate'

describe('checkBody', () => {
  it('trims fields the schema trims, so the form and the server agree', async () => {
    const result = await checkBody(calls.login, { userId: ' BCH0000001 ', password: ' pw ' })
    expect(result).toEqual({ ok: true, value: { userId: 'BCH0000001', password: ' pw ' } })
  })

  it('does not coerce: a string amount is not a number', async () => {
    const result = await checkBody(calls.transferToSelf, { amount: '100' })
    expect(result).toMatchObject({ ok: false, message: messages.invalidNumber, field: 'amount' })
  })

  it('refuses unknown fields, bodies that are not objects, and bodies on bodyless calls', async () => {
    expect(await checkBody(calls.transferToSelf, { amount: 5, extra: 1 })).toMatchObject({
      ok: false,
      message: serverMessages.unknownField,
    })
    expect(await checkBody(calls.login, [1, 2])).toMatchObject({
      ok: false,
      message: serverMessages.malformedBody,
    })
    expect(await checkBody(calls.activeNow, { x: 1 })).toMatchObject({
      ok: false,
      message: serverMessages.unknownField,
    })
    expect(await checkBody(calls.activeNow, undefined)).toEqual({ ok: true, value: undefined })
  })

  it('reads balances from the context', async () => {
    const body = { amount: 50 }
    expect(await checkBody(calls.transferToSelf, body, { wallet: 49.99 })).toMatchObject({
      ok: false,
      message: messages.lowWallet,
    })
    // To Self's fee comes on top of the amount.
    expect(await checkBody(calls.transferToSelf, body, { wallet: 50 })).toMatchObject({
      ok: false,
      message: serverMessages.selfTransferTotalExceedsWallet,
    })
    expect(await checkBody(calls.transferToSelf, body, { wallet: 51 })).toMatchObject({ ok: true })
  })
})

describe('hostile input', () => {
  it('refuses control characters in any text field, with the field', async () => {
    for (const bad of ['BCH\u00000001', 'a\u001bb', 'line\nbreak', '\ud800']) {
      expect(await checkBody(calls.login, { userId: bad, password: 'x' })).toEqual({
        ok: false,
        message: serverMessages.controlCharacters,
        field: 'userId',
      })
    }
    // An ordinary accented name or an emoji is fine.
    expect(await checkBody(calls.checkUser, { userId: 'Zoë😀' })).toMatchObject({ ok: true })
  })

  it('refuses objects and lists in value fields before yup formats them (no stack overflow)', async () => {
    let deep: unknown = 'x'
    for (let i = 0; i < 30_000; i++) deep = [deep]
    expect(await checkBody(calls.login, { userId: deep, password: 'x' })).toEqual({
      ok: false,
      message: serverMessages.notAValue,
      field: 'userId',
    })
    expect(await checkBody(calls.transferToSelf, { amount: { $gt: 0 } })).toMatchObject({
      ok: false,
      field: 'amount',
    })
    expect(await checkBody(calls.transferToSelf, { amount: 5, deep })).toMatchObject({
      ok: false,
      message: serverMessages.unknownField,
    })
  })

  it('takes amounts with at most 2 decimals exactly, and $1 as the smallest transfer', async () => {
    for (const amount of [1e-9, 0.001, 10.00000001, 1000000.004, 0.1 + 0.2]) {
      expect(await checkBody(calls.transferToSelf, { amount }), String(amount)).toMatchObject({
        ok: false,
        field: 'amount',
      })
    }
    expect(await checkBody(calls.transferToSelf, { amount: 0.99 })).toMatchObject({
      ok: false,
      message: serverMessages.transferMinimum,
    })
    expect(await checkBody(calls.transferToSelf, { amount: 1 })).toMatchObject({ ok: true })
    expect(await checkBody(calls.transferToSelf, { amount: 10.1 })).toMatchObject({ ok: true })
  })

  it('takes real calendar dates and 64-hex transaction hashes only', async () => {
    const deposit = { rDate: '2026-11-20', pType: 6, amount: 100, trx: `0x${'ab'.repeat(32)}` }
    expect(await checkBody(calls.depositRequest, deposit)).toMatchObject({ ok: true })
    for (const rDate of ['2026-13-45', '0000-00-00', '2026-02-30']) {
      expect(await checkBody(calls.depositRequest, { ...deposit, rDate })).toMatchObject({
        ok: false,
        message: serverMessages.depositDateInvalid,
        field: 'rDate',
      })
    }
    for (const trx of ['abc', 'zz'.repeat(32), `0x${'ab'.repeat(31)}`]) {
      expect(await checkBody(calls.depositRequest, { ...deposit, trx })).toMatchObject({
        ok: false,
        message: serverMessages.transactionHashInvalid,
      })
    }
  })
})
