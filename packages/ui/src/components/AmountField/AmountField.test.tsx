// @vitest-environment jsdom
import { useState, type ReactNode } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it } from 'vitest'
import { messages } from '@trellis/contract'
import { lightTheme } from '../../themes'
import { AmountField } from './AmountField'
import { exceedsMax, parseAmount } from './amount'

const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
)
// Unmount between tests (no vitest globals, so Testing Library cannot do it by itself).
afterEach(cleanup)

describe('AmountField', () => {
  it('shows Insufficient Balance while typing above max, and drops it below', async () => {
    render(<AmountField label="Amount" max={100} />, { wrapper })
    const input = screen.getByRole('textbox', { name: 'Amount' })
    await userEvent.type(input, '100')
    expect(screen.queryByText(messages.insufficientBalance)).toBeNull()
    expect(input).not.toHaveAttribute('aria-invalid')
    await userEvent.type(input, '.01')
    expect(screen.getByText(messages.insufficientBalance)).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(messages.insufficientBalance)
    await userEvent.clear(input)
    await userEvent.type(input, '5')
    expect(screen.queryByText(messages.insufficientBalance)).toBeNull()
  })

  it('works controlled, and the balance check wins over a form error', async () => {
    function Controlled() {
      const [value, setValue] = useState('')
      return (
        <AmountField
          label="Amount"
          max={20}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={value === '' ? undefined : messages.withdrawMinimum}
        />
      )
    }
    render(<Controlled />, { wrapper })
    const input = screen.getByRole('textbox', { name: 'Amount' })
    await userEvent.type(input, '5')
    expect(screen.getByText(messages.withdrawMinimum)).toBeInTheDocument()
    await userEvent.type(input, '0')
    expect(screen.getByText(messages.insufficientBalance)).toBeInTheDocument()
    expect(screen.queryByText(messages.withdrawMinimum)).toBeNull()
  })

  it('shows the available amount as a hint and opens the decimal keypad', () => {
    render(<AmountField label="Amount" max={1234.5} maxLabel="Available" />, { wrapper })
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect(input).toHaveAccessibleDescription('Available: $1,234.50')
    expect(input).toHaveAttribute('inputmode', 'decimal')
  })

  it('parses only plain decimals', () => {
    expect(parseAmount('12.50')).toBe(12.5)
    expect(parseAmount('.5')).toBe(0.5)
    expect(parseAmount('')).toBeNull()
    expect(parseAmount('.')).toBeNull()
    expect(parseAmount('1e3')).toBeNull()
    expect(parseAmount('-4')).toBeNull()
    expect(exceedsMax('10', 10)).toBe(false)
    expect(exceedsMax('10.01', 10)).toBe(true)
    expect(exceedsMax('abc', 10)).toBe(false)
    expect(exceedsMax('500', undefined)).toBe(false)
  })
})
