// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages, serverMessages } from '@trellis/contract'
import { lightTheme } from '../../themes'
import { PromptDialog } from './PromptDialog'

const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
)
// Unmount between tests (no vitest globals, so Testing Library cannot do it by itself).
afterEach(cleanup)
// The dialog is labelled by the same words as the input, so ask for the input itself.
const passwordInput = () => screen.getByLabelText('Transaction password', { selector: 'input' })

describe('PromptDialog', () => {
  it('cancels with the spec message from Cancel and from Escape', async () => {
    const onCancel = vi.fn()
    render(<PromptDialog isOpen onSubmit={vi.fn()} onCancel={onCancel} />, { wrapper })
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenLastCalledWith(messages.transferCancelled)
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onCancel).toHaveBeenLastCalledWith(messages.transferCancelled)
  })

  it('asks for a value, then submits it on Enter', async () => {
    const onSubmit = vi.fn()
    render(<PromptDialog isOpen onSubmit={onSubmit} onCancel={vi.fn()} />, { wrapper })
    const input = passwordInput()
    expect(input).toHaveFocus()
    expect(input).toHaveAttribute('type', 'password')
    await userEvent.keyboard('{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByText(serverMessages.transactionPasswordRequired)).toBeInTheDocument()
    await userEvent.type(input, 'Pay#1234{Enter}')
    expect(onSubmit).toHaveBeenCalledWith('Pay#1234')
  })

  it('forgets the value when closed and reopened', async () => {
    const props = { onSubmit: vi.fn(), onCancel: vi.fn() }
    const { rerender } = render(<PromptDialog isOpen {...props} />, { wrapper })
    await userEvent.type(passwordInput(), 'secret')
    rerender(<PromptDialog isOpen={false} {...props} />)
    rerender(<PromptDialog isOpen {...props} />)
    expect(passwordInput()).toHaveValue('')
  })

  it('ignores Cancel while busy', async () => {
    const onCancel = vi.fn()
    render(<PromptDialog isOpen isBusy onSubmit={vi.fn()} onCancel={onCancel} />, { wrapper })
    await userEvent.keyboard('{Escape}')
    expect(onCancel).not.toHaveBeenCalled()
  })
})
