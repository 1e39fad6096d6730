// @vitest-environment jsdom
// Where a member's withdrawal is: every state has its words, a held one says why and when, and a
// sent one links to its transaction on the chain's explorer.
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import type { WithdrawalRecord, WithdrawalStatus } from '@trellis/contract'
import { lightTheme } from '@trellis/ui'
import { WithdrawalState, withdrawalStateWords } from './withdrawal-status'

const HASH = `0x${'ab'.repeat(32)}`
const record = (status: WithdrawalStatus, extra: Partial<WithdrawalRecord> = {}) =>
  ({
    id: '1',
    amount: 50,
    charges: 2.5,
    desc: 'Withdrawal',
    trx: null,
    status,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...extra,
  }) satisfies WithdrawalRecord

const show = (r: WithdrawalRecord) =>
  render(
    <ThemeProvider theme={lightTheme}>
      <WithdrawalState record={r} />
    </ThemeProvider>,
  )

describe('a withdrawal’s state in the history', () => {
  afterEach(cleanup)

  it('has words for every state, none the same as another', () => {
    const all: WithdrawalStatus[] = [
      'pending',
      'approved',
      'signed',
      'sent',
      'confirmed',
      'paid',
      'rejected',
      'failed',
    ]
    const words = all.map((s) => withdrawalStateWords[s])
    for (const w of words) expect(w.length).toBeGreaterThan(3)
    // Signed and sent are one thing to a member (on its way); paid by hand and confirmed too.
    expect(new Set(words).size).toBe(all.length - 2)
  })

  it('says why a held withdrawal waits', () => {
    show(record('approved', { note: 'Paid after 2026-11-27 10:00 UTC (the daily limit).' }))
    expect(screen.getByText(withdrawalStateWords.approved)).toBeInTheDocument()
    expect(screen.getByText(/the daily limit/)).toBeInTheDocument()
  })

  it('links a sent withdrawal to its transaction', () => {
    show(record('sent', { trx: HASH, link: `https://bscscan.com/tx/${HASH}` }))
    expect(screen.getByText(withdrawalStateWords.sent)).toBeInTheDocument()
    // The hash, shortened, copies whole; the explorer link opens its page.
    expect(screen.getByText('0xabab…abab')).toBeInTheDocument()
    const link = screen.getByRole('link', { name: /view on the explorer/i })
    expect(link).toHaveAttribute('href', `https://bscscan.com/tx/${HASH}`)
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })
})
