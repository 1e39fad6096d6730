import { describe, expect, it } from 'vitest'
import { historyWords, MINUS, statementCsv, STATEMENT_HEADER } from './history'
import type { WalletTransaction } from './entities'

const base: WalletTransaction = {
  id: '1',
  amount: 98,
  type: 'credit',
  desc: 'Transfer to BCH1000007',
  wallet: 'packageWallet',
  createdAt: '2026-11-21T06:00:00.000Z',
  source: null,
  kind: 'transfer',
  counterparty: { userId: 'BCH1000005', name: 'Alice' },
  fee: 2,
}
const sent: WalletTransaction = {
  ...base,
  id: '2',
  amount: 100,
  type: 'debit',
  counterparty: { userId: 'BCH1000007', name: '' },
  fee: null,
}
const level: WalletTransaction = {
  ...base,
  id: '3',
  amount: 1.5,
  desc: 'Daily return: Growth',
  wallet: 'wallet',
  kind: 'level',
  counterparty: { userId: 'BCH1000005', name: 'Alice' },
  fee: null,
  source: {
    kind: 'level',
    fromUserId: 'BCH1000005',
    level: 1,
    rate: 10,
    baseAmount: 15,
    day: '2026-11-21',
  },
}

describe('historyWords', () => {
  it('names the wallet, the other member and the fee of a received transfer', () => {
    expect(historyWords(base)).toEqual({
      title: 'Transfer',
      wallet: 'Package wallet',
      counterparty: 'From BCH1000005 (Alice)',
      fee: 'Fee $2.00',
      amount: '+$98.00',
    })
  })

  it('says "To" for money sent, with no fee when none was paid, and one minus sign', () => {
    const w = historyWords(sent)
    expect(w.counterparty).toBe('To BCH1000007')
    expect(w.fee).toBeNull()
    expect(w.amount).toBe(`${MINUS}$100.00`)
    expect(MINUS).toBe('-')
  })

  it('titles level income as level income, never as a daily return', () => {
    expect(historyWords(level).title).toBe('Level 1 income')
    expect(historyWords(level).counterparty).toBe('From BCH1000005 (Alice)')
  })
})

describe('statementCsv', () => {
  it('uses the list words, a signed amount and the fee', () => {
    const rows = statementCsv([base, sent, level]).trimEnd().split('\r\n')
    expect(rows[0]).toBe(STATEMENT_HEADER.join(','))
    expect(rows[1]).toBe(
      '2026-11-21T06:00:00.000Z,Transfer,From BCH1000005 (Alice),Package wallet,credit,98.00,2.00,,,,,',
    )
    // The minus is the list's, and a plain negative number is not taken for a formula.
    expect(rows[2]).toContain(',Transfer,To BCH1000007,Package wallet,debit,-100.00,,')
    expect(rows[3]).toBe(
      '2026-11-21T06:00:00.000Z,Level 1 income,From BCH1000005 (Alice),Income wallet,credit,1.50,,BCH1000005,1,10.00,15.00,2026-11-21',
    )
  })

  it('still defuses a description that starts like a formula', () => {
    const csv = statementCsv([
      { ...sent, kind: 'other', desc: '=HYPERLINK("x")', counterparty: null },
    ])
    expect(csv.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"")"`)
  })
})
