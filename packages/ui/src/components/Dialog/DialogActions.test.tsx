// @vitest-environment jsdom
import { createRef, type ReactNode } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lightTheme } from '../../themes'
import { DialogActions } from './DialogActions'

const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
)
afterEach(cleanup)

describe('DialogActions', () => {
  it('puts Cancel first and the confirm button last, each calling its handler', async () => {
    const onCancel = vi.fn()
    const onConfirm = vi.fn()
    render(<DialogActions onCancel={onCancel} onConfirm={onConfirm} confirmLabel="Verify" />, {
      wrapper,
    })
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'Verify'])
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('while busy: Cancel is disabled, the confirm button spins and does not call again', async () => {
    const onCancel = vi.fn()
    const onConfirm = vi.fn()
    render(
      <DialogActions onCancel={onCancel} onConfirm={onConfirm} confirmLabel="Confirm" isBusy />,
      { wrapper },
    )
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    const confirm = screen.getByRole('button', { name: 'Confirm' })
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(confirm)
    expect(onConfirm).not.toHaveBeenCalled()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('takes a cancel label, a danger tone and a ref to the cancel button (for first focus)', () => {
    const cancelRef = createRef<HTMLButtonElement>()
    render(
      <DialogActions
        onCancel={() => {}}
        onConfirm={() => {}}
        confirmLabel="Delete"
        cancelLabel="Keep"
        tone="danger"
        cancelRef={cancelRef}
      />,
      { wrapper },
    )
    expect(cancelRef.current).toBe(screen.getByRole('button', { name: 'Keep' }))
  })
})
