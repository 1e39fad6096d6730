// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { emptyTexts, type WalletTransaction } from '@trellis/contract'
import { renderThemed } from '../lists-shared/render-themed'
import { TransactionList, signedAmount } from './TransactionList'

afterEach(cleanup)

const credit: WalletTransaction = {
  id: 't1',
  amount: 50,
  type: 'credit',
  desc: 'Level income',
  wallet: 'wallet',
  createdAt: '2026-11-21T06:00:00Z',
  source: {
    kind: 'level',
    fromUserId: 'BCH1000005',
    level: 2,
    rate: 5,
    baseAmount: 1000,
    day: '2026-11-21',
  },
}
const debit: WalletTransaction = {
  ...credit,
  id: 't2',
  type: 'debit',
  amount: 200,
  desc: 'Withdrawal',
  source: null,
}

describe('TransactionList', { timeout: 20_000 }, () => {
  it('signs amounts by direction', () => {
    expect(signedAmount(credit)).toBe('+$50.00')
    expect(signedAmount(debit)).toBe('−$200.00')
  })

  it('lists each transaction with badge, signed amount, date and source line', () => {
    renderThemed(<TransactionList transactions={[credit, debit]} />)
    const [first, second] = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole(
      'listitem',
    )
    expect(first).toHaveTextContent('Credit')
    expect(first).toHaveTextContent('+$50.00')
    expect(first).toHaveTextContent('Nov 21, 2026')
    expect(first).toHaveTextContent('Level 2 · 5% of $1,000.00 from BCH1000005')
    expect(second).toHaveTextContent('Debit')
    expect(second).toHaveTextContent('−$200.00')
  })

  it('says the spec text when empty and offers Retry on error', async () => {
    const onRetry = vi.fn()
    const { rerender } = renderThemed(<TransactionList transactions={[]} />)
    expect(screen.getByText(emptyTexts.noTransactions)).toBeInTheDocument()
    rerender(
      <TransactionList
        transactions={[]}
        error="Server error. Please try again."
        onRetry={onRetry}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
