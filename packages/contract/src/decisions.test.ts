import { describe, expect, it } from 'vitest'
import { TRANSACTION_PASSWORD_LOCK, wrongTransactionPassword } from './decisions'
import { messages, serverMessages } from './messages'

describe('wrongTransactionPassword', () => {
  const until = new Date('2026-11-27T10:15:00Z')

  it('counts down the tries before the lock, then says the lock and its end', () => {
    expect(wrongTransactionPassword(1)).toEqual({
      locked: false,
      message: 'Transaction password does not match! 4 tries left.',
    })
    expect(wrongTransactionPassword(4).message).toBe(
      'Transaction password does not match! 1 try left.',
    )
    const locked = wrongTransactionPassword(TRANSACTION_PASSWORD_LOCK.maxFailures, until)
    expect(locked.locked).toBe(true)
    expect(locked.message).toBe(
      `${serverMessages.transactionPasswordLocked} Try again after 2026-11-27 10:15 UTC.`,
    )
  })

  it('past the limit without a lock of its own: the spec’s words alone, never "1 try left"', () => {
    expect(wrongTransactionPassword(TRANSACTION_PASSWORD_LOCK.maxFailures)).toEqual({
      locked: false,
      message: messages.transactionPasswordMismatch,
    })
  })
})
