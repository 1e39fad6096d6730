// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lightTheme } from '../../themes'
import { Tabs } from './Tabs'

const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
)
// Unmount between tests (no vitest globals, so Testing Library cannot do it by itself).
afterEach(cleanup)

const tabs = [
  { id: 'a', label: 'Deposit', content: 'Deposit panel' },
  { id: 'b', label: 'Withdraw', content: 'Withdraw panel', disabled: true },
  { id: 'c', label: 'Transfer', content: 'Transfer panel' },
]

describe('Tabs', () => {
  it('has one tab stop and a panel labelled by the selected tab', () => {
    render(<Tabs label="History" tabs={tabs} />, { wrapper })
    expect(screen.getByRole('tablist', { name: 'History' })).toBeInTheDocument()
    const [a, b, c] = screen.getAllByRole('tab')
    expect(a).toHaveAttribute('tabindex', '0')
    expect(b).toHaveAttribute('tabindex', '-1')
    expect(c).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('tabpanel', { name: 'Deposit' })).toHaveTextContent('Deposit panel')
  })

  it('moves with arrows, skips disabled tabs, wraps, and reports changes', async () => {
    const onChange = vi.fn()
    render(<Tabs label="History" tabs={tabs} onChange={onChange} />, { wrapper })
    await userEvent.click(screen.getByRole('tab', { name: 'Deposit' }))
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Transfer' })).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith('c')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Transfer panel')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Transfer' })).toHaveAttribute('aria-selected', 'true')
  })

  it('follows value when controlled', async () => {
    const onChange = vi.fn()
    const { rerender } = render(
      <Tabs label="History" tabs={tabs} value="a" onChange={onChange} />,
      { wrapper },
    )
    await userEvent.click(screen.getByRole('tab', { name: 'Transfer' }))
    expect(onChange).toHaveBeenCalledWith('c')
    // The parent has not changed value yet: the selection stays.
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true')
    rerender(<Tabs label="History" tabs={tabs} value="c" onChange={onChange} />)
    expect(screen.getByRole('tab', { name: 'Transfer' })).toHaveAttribute('aria-selected', 'true')
  })
})
