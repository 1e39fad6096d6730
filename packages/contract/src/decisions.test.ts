import { describe, expect, it } from 'vitest'
import {
  TRANSACTION_PASSWORD_LOCK,
  statementRangeRefusal,
  wrongTransactionPassword,
} from './decisions'
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

describe('statementRangeRefusal: the CSV statement range (the server and the mocks ask it)', () => {
  it('takes real days, from on or before to, at most 366 days with both ends', () => {
    expect(statementRangeRefusal('2026-01-01', '2026-01-01')).toBeNull()
    expect(statementRangeRefusal('2025-01-01', '2026-01-01')).toBeNull()
    expect(statementRangeRefusal('2025-01-01', '2026-01-02')).toEqual({
      message: serverMessages.statementRange,
      field: 'to',
    })
    expect(statementRangeRefusal('2026-01-02', '2026-01-01')?.field).toBe('to')
    expect(statementRangeRefusal('2026-02-30', '2026-03-01')).toEqual({
      message: serverMessages.malformedBody,
      field: 'from',
    })
    expect(statementRangeRefusal('2026-01-01', 'soon')?.field).toBe('to')
  })
})
