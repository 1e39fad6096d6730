import { describe, expect, it } from 'vitest'
import {
  historyEnglish,
  historyMemo,
  historyWords,
  MINUS,
  statementCsv,
  STATEMENT_HEADER,
  type HistoryWordId,
} from './history'
import { sayHistoryInHindi } from './i18n/hi-history'
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

describe('history lines in the reader’s language (issue 27)', () => {
  const invest: WalletTransaction = {
    ...sent,
    id: '4',
    kind: 'invest',
    desc: historyMemo('investment', { plan: 'Growth' }),
    wallet: 'wallet',
    counterparty: null,
  }

  it('says a line in Hindi: the memo’s values read back, ids and amounts as they are', () => {
    expect(historyWords(base, sayHistoryInHindi)).toEqual({
      title: 'ट्रांसफ़र',
      wallet: 'पैकेज वॉलेट',
      counterparty: 'BCH1000005 (Alice) से',
      fee: 'शुल्क $2.00',
      amount: '+$98.00',
    })
    expect(historyWords(invest, sayHistoryInHindi).title).toBe('Growth में निवेश')
    expect(historyWords(level, sayHistoryInHindi).title).toBe('लेवल 1 इनकम')
    const paid = { ...invest, kind: 'withdrawal' as const, desc: 'Withdrawal 12 paid: 0xab12' }
    expect(historyWords(paid, sayHistoryInHindi).title).toBe('निकासी 12 का भुगतान: 0xab12')
    const pot = { ...invest, wallet: 'pot4Wallet' as const }
    expect(historyWords(pot, sayHistoryInHindi).wallet).toBe('2X Pool वॉलेट')
    expect(historyWords(pot).wallet).toBe('2X Pool wallet')
  })

  it('keeps a memo no template wrote as it was written', () => {
    const odd = { ...invest, desc: 'Investment' }
    expect(historyWords(odd, sayHistoryInHindi).title).toBe('Investment')
  })

  it('reads back, in English, every memo the server writes, word for word', () => {
    const memos: Array<[WalletTransaction['kind'], HistoryWordId, Record<string, string>]> = [
      ['roi', 'dailyReturn', { plan: 'Growth' }],
      ['reward', 'businessReward', { amount: '$10,000' }],
      ['bonus', 'bonus', { reason: 'Diwali: thanks' }],
      ['deposit', 'deposit', { reference: '0xabc#3' }],
      ['withdrawal', 'withdrawalTo', { address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' }],
      ['withdrawal', 'withdrawalPaid', { id: '7', hash: '0xfeed' }],
      ['withdrawal', 'withdrawal', {}],
      ['withdrawal-refund', 'withdrawalRefund', { id: '7' }],
      ['self-transfer', 'toPackageWallet', {}],
      ['invest', 'investment', { plan: 'Growth' }],
      ['activation', 'activation', {}],
      ['pool', 'joinedPool', { pool: '2X Pool' }],
      ['bonus-redeem', 'bonusRedeemed', {}],
      ['other', 'adjustment', { reason: 'Correction of #12' }],
    ]
    for (const [kind, id, values] of memos) {
      const memo = historyMemo(id, values)
      const line = { ...invest, kind, desc: memo }
      expect(historyWords(line).title).toBe(memo)
      expect(historyWords(line, sayHistoryInHindi).title).not.toBe(memo)
    }
    expect(Object.keys(historyEnglish)).toContain('dailyReturn')
  })

  it('writes the CSV statement in Hindi, header and words, numbers as in English', () => {
    const rows = statementCsv([base], sayHistoryInHindi).trimEnd().split('\r\n')
    expect(rows[0]).toBe('तारीख,विवरण,दूसरा सदस्य,वॉलेट,प्रकार,राशि,शुल्क,स्रोत सदस्य,लेवल,दर,आधार,दिन')
    expect(rows[1]).toBe(
      '2026-11-21T06:00:00.000Z,ट्रांसफ़र,BCH1000005 (Alice) से,पैकेज वॉलेट,जमा,98.00,2.00,,,,,',
    )
  })
})
