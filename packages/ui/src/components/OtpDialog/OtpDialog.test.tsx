// @vitest-environment jsdom
import { useState, type ReactNode } from 'react'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages, otpTriesLeft } from '@trellis/contract'
import { hiMessages } from '@trellis/contract/i18n/hi'
import { I18nProvider } from '../../i18n/I18nContext'
import { lightTheme } from '../../themes'
import { OtpInput } from '../OtpInput'
import { placeDigits, removeDigit } from '../OtpInput/otp-value'
import { OtpDialog } from './OtpDialog'
import { formatSeconds } from './format-seconds'

const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
)
// Unmount between tests (no vitest globals, so Testing Library cannot do it by itself).
afterEach(cleanup)
const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[]
const code = () =>
  boxes()
    .map((b) => b.value)
    .join('')

function StatefulInput({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return <OtpInput value={value} onChange={setValue} />
}

afterEach(() => vi.useRealTimers())

describe('OtpInput', () => {
  it('advances on each digit and ignores letters', async () => {
    render(<StatefulInput />, { wrapper })
    await userEvent.click(boxes()[0]!)
    await userEvent.keyboard('4a8')
    expect(code()).toBe('48')
    expect(boxes()[2]).toHaveFocus()
  })

  it('goes back on Backspace in an empty box, clearing the digit before', async () => {
    render(<StatefulInput />, { wrapper })
    await userEvent.click(boxes()[0]!)
    await userEvent.keyboard('123')
    await userEvent.keyboard('{Backspace}')
    expect(code()).toBe('12')
    expect(boxes()[2]).toHaveFocus()
    await userEvent.keyboard('{Backspace}{Backspace}')
    expect(code()).toBe('')
    expect(boxes()[0]).toHaveFocus()
  })

  it('fills all six boxes from a paste, wherever the caret is', async () => {
    render(<StatefulInput initial="9" />, { wrapper })
    await userEvent.click(boxes()[1]!)
    await userEvent.paste('48-29-13')
    expect(code()).toBe('482913')
    expect(boxes()[5]).toHaveFocus()
  })

  it('sends a click past the first empty box back to it', async () => {
    render(<StatefulInput initial="12" />, { wrapper })
    await userEvent.click(boxes()[5]!)
    expect(boxes()[2]).toHaveFocus()
  })

  it('keeps the code contiguous in its pure helpers', () => {
    expect(placeDigits('', 0, '7', 6)).toEqual({ code: '7', next: 1 })
    expect(placeDigits('12', 1, '25', 6)).toEqual({ code: '15', next: 2 })
    expect(placeDigits('', 3, '1234567', 6)).toEqual({ code: '123456', next: 5 })
    expect(removeDigit('123', 3)).toEqual({ code: '12', next: 2 })
    expect(removeDigit('123', 1)).toEqual({ code: '13', next: 1 })
  })
})

describe('OtpDialog', () => {
  it('submits a pasted code, and asks for it when incomplete', async () => {
    const onSubmit = vi.fn()
    render(<OtpDialog isOpen onSubmit={onSubmit} onCancel={vi.fn()} />, { wrapper })
    expect(boxes()[0]).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(screen.getByText(messages.otpRequired)).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.click(boxes()[0]!)
    await userEvent.paste('123456')
    expect(screen.queryByText(messages.otpRequired)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(onSubmit).toHaveBeenCalledWith('123456')
  })

  it('shows the error prop under the boxes and marks them invalid', () => {
    render(<OtpDialog isOpen onSubmit={vi.fn()} onCancel={vi.fn()} error="Invalid OTP." />, {
      wrapper,
    })
    expect(screen.getByText('Invalid OTP.')).toBeInTheDocument()
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true')
  })

  it("says the server's error in the page's language: a wrong code's tries left in Hindi", async () => {
    render(
      <I18nProvider locale="hi" catalogue={hiMessages}>
        <OtpDialog isOpen onSubmit={vi.fn()} onCancel={vi.fn()} error={otpTriesLeft(4)} />
      </I18nProvider>,
      { wrapper },
    )
    expect(await screen.findByText('OTP गलत है। 4 कोशिशें बाकी।')).toBeInTheDocument()
    expect(screen.queryByText(otpTriesLeft(4))).toBeNull()
  })

  it('enables Resend after the countdown and calls onResend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const onResend = vi.fn()
    render(
      <OtpDialog
        isOpen
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
        onResend={onResend}
        resendSeconds={3}
      />,
      { wrapper },
    )
    expect(screen.getByRole('button', { name: 'Resend code in 0:03' })).toBeDisabled()
    await act(async () => {
      vi.advanceTimersByTime(3000)
    })
    const resend = screen.getByRole('button', { name: 'Resend code' })
    expect(resend).toBeEnabled()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(resend)
    expect(onResend).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Resend code in 0:03' })).toBeDisabled()
  })

  it('cancels on Escape and waits while busy', async () => {
    const onCancel = vi.fn()
    const { rerender } = render(<OtpDialog isOpen onSubmit={vi.fn()} onCancel={onCancel} />, {
      wrapper,
    })
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)
    rerender(<OtpDialog isOpen isBusy onSubmit={vi.fn()} onCancel={onCancel} />)
    expect(boxes()[0]).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true')
  })

  it('formats the countdown like a clock', () => {
    expect(formatSeconds(75)).toBe('1:15')
    expect(formatSeconds(9)).toBe('0:09')
    expect(formatSeconds(-2)).toBe('0:00')
  })
})
