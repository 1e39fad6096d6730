// @vitest-environment jsdom
import { useState, type ReactNode } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lightTheme } from '../../themes'
import { Button } from './Button'

const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
)
// Unmount between tests (no vitest globals, so Testing Library cannot do it by itself).
afterEach(cleanup)

describe('Button', () => {
  it('calls onClick and never submits a form by default', async () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Deposit</Button>
      </form>,
      { wrapper },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button')
  })

  it('is busy and aria-disabled while loading, and ignores clicks', async () => {
    const onClick = vi.fn()
    render(
      <Button isLoading onClick={onClick}>
        Saving
      </Button>,
      { wrapper },
    )
    const button = screen.getByRole('button', { name: 'Saving' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('keeps focus while it turns busy, and a busy submit button does not submit again', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    function Form() {
      const [busy, setBusy] = useState(false)
      return (
        <form
          onSubmit={(event) => {
            onSubmit(event)
            setBusy(true)
          }}
        >
          <input aria-label="Amount" />
          <Button type="submit" isLoading={busy}>
            Withdraw
          </Button>
        </form>
      )
    }
    render(<Form />, { wrapper })
    const button = screen.getByRole('button', { name: 'Withdraw' })
    await userEvent.click(button)
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveFocus()
    await userEvent.click(button)
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('is not busy when idle, and honours disabled', () => {
    render(<Button disabled>Withdraw</Button>, { wrapper })
    const button = screen.getByRole('button', { name: 'Withdraw' })
    expect(button).not.toHaveAttribute('aria-busy')
    expect(button).toBeDisabled()
  })

  it('hides the leading icon from assistive technology', () => {
    render(<Button leadingIcon={<svg data-testid="icon" />}>Invest</Button>, { wrapper })
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('button')).toHaveAccessibleName('Invest')
  })

  it('passes a ref and native attributes through', () => {
    let node: HTMLButtonElement | null = null
    render(
      <Button ref={(el) => void (node = el)} type="submit" aria-describedby="x">
        Go
      </Button>,
      { wrapper },
    )
    expect(node).toBe(screen.getByRole('button'))
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit')
    expect(screen.getByRole('button')).toHaveAttribute('aria-describedby', 'x')
  })
})
