// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { emptyTexts, MINUS, type WalletTransaction } from '@trellis/contract'
import { renderThemed } from '../lists-shared/render-themed'
import { TransactionList, signedAmount } from './TransactionList'

afterEach(cleanup)

const credit: WalletTransaction = {
  id: 't1',
  amount: 50,
  type: 'credit',
  desc: 'Daily return: Growth',
  wallet: 'wallet',
  createdAt: '2026-11-21T06:00:00Z',
  kind: 'level',
  counterparty: { userId: 'BCH1000005', name: 'Alice' },
  fee: null,
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
  desc: 'Transfer to BCH1000007',
  wallet: 'packageWallet',
  kind: 'transfer',
  counterparty: { userId: 'BCH1000007', name: '' },
  source: null,
}
const received: WalletTransaction = {
  ...debit,
  id: 't3',
  type: 'credit',
  amount: 98,
  counterparty: { userId: 'BCH1000005', name: 'Alice' },
  fee: 2,
}

describe('TransactionList', { timeout: 20_000 }, () => {
  it('signs amounts by direction', () => {
    expect(signedAmount(credit)).toBe('+$50.00')
    // One minus sign everywhere: the contract's, which the CSV statement uses too.
    expect(signedAmount(debit)).toBe(`${MINUS}$200.00`)
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
    expect(second).toHaveTextContent('-$200.00')
  })

  it('names the wallet, the other member and the fee; level income is not a daily return', () => {
    renderThemed(<TransactionList transactions={[credit, debit, received]} />)
    const [first, second, third] = within(
      screen.getByRole('list', { name: 'Transactions' }),
    ).getAllByRole('listitem')
    expect(first).toHaveTextContent('Level 2 income')
    expect(first).not.toHaveTextContent('Daily return')
    expect(first).toHaveTextContent('Income wallet')
    expect(first).toHaveTextContent('From BCH1000005 (Alice)')
    expect(second).toHaveTextContent('Package wallet')
    expect(second).toHaveTextContent('To BCH1000007')
    expect(second).not.toHaveTextContent('Fee')
    expect(third).toHaveTextContent('From BCH1000005 (Alice)')
    expect(third).toHaveTextContent('Fee $2.00')
    expect(third).toHaveTextContent('+$98.00')
    expect(screen.queryByText(/−/)).toBeNull()
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

describe('TransactionList in Hindi (issue 27)', () => {
  it('says every word of a line from the history catalogue: title, member, wallet, source', async () => {
    const { hiHistory } = await import('@trellis/contract/i18n/hi')
    const { I18nProvider } = await import('../../i18n/I18nContext')
    const catalogue = Object.fromEntries(
      Object.entries(hiHistory).map(([id, text]) => [`history.${id}`, text]),
    )
    renderThemed(
      <I18nProvider locale="hi" catalogue={catalogue}>
        <TransactionList transactions={[credit, debit]} label="सूची" />
      </I18nProvider>,
    )
    const list = screen.getByRole('list', { name: 'सूची' })
    expect(within(list).getByText('लेवल 2 इनकम')).toBeTruthy()
    expect(within(list).getByText('BCH1000005 (Alice) से')).toBeTruthy()
    expect(within(list).getByText('BCH1000007 को')).toBeTruthy()
    expect(within(list).getByText('लेवल 2 · $1,000.00 का 5% BCH1000005 से')).toBeTruthy()
    // No English word of a history line is left (ids, amounts and the Latin-script names aside).
    expect(list.textContent).not.toMatch(/\b(Level|income|wallet|From|To|Transfer|of|from)\b/)
  })
})
