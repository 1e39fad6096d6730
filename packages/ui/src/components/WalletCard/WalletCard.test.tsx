// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { lightTheme } from '../../themes'
import { sumDollars } from '../WalletSummary/wallet-total'
import { WalletSummary } from '../WalletSummary'
import { WalletCard, type WalletCardProps } from './WalletCard'

function setup(props: Partial<WalletCardProps> = {}) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <WalletCard name="Income wallet" amount={0} {...props} />
    </ThemeProvider>,
  )
}

afterEach(cleanup)

describe('WalletCard', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [0.1, '$0.10'],
    [1000000, '$1,000,000.00'],
    [-20, '-$20.00'],
  ])('formats %s as %s', (amount, text) => {
    setup({ amount })
    expect(screen.getByTestId('wallet-amount')).toHaveTextContent(text)
  })

  it('is a group named by the wallet', () => {
    setup({ name: 'Package wallet', amount: 5 })
    expect(screen.getByRole('group', { name: 'Package wallet' })).toBeInTheDocument()
  })

  it('shows a placeholder instead of a figure while loading', () => {
    setup({ amount: 99, isLoading: true })
    expect(screen.queryByTestId('wallet-amount')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Loading Income wallet')
  })

  it('shows the error instead of a figure', () => {
    setup({ amount: 99, error: 'Unavailable' })
    expect(screen.queryByTestId('wallet-amount')).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('Unavailable')
  })

  it('renders href actions as links and the others as buttons', async () => {
    const onClick = vi.fn()
    setup({
      actions: [
        { label: 'Withdraw', href: '/wallet/withdrawal' },
        { label: 'Transfer', onClick },
        { label: 'Redeem', onClick, isDisabled: true },
      ],
    })
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/wallet/withdrawal',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

describe('WalletSummary', () => {
  it('sums through cents, so float noise never shows', () => {
    expect(sumDollars([0.1, 0.2])).toBe(0.3)
    expect(sumDollars([1250.1, 300.2, 45.7])).toBe(1596)
  })

  it('shows each wallet and the total', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <WalletSummary wallets={{ wallet: 0.1, packageWallet: 0.2, bonusWallet: 10 }} />
      </ThemeProvider>,
    )
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('$10.30')
    expect(screen.getAllByTestId('wallet-amount').map((e) => e.textContent)).toEqual([
      '$0.10',
      '$0.20',
      '$10.00',
    ])
  })
})
