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
    expect(await checkBody(calls.transferToSelf, body, { wallet: 50 })).toMatchObject({ ok: true })
  })
})
