// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it } from 'vitest'
import { messages } from '@trellis/contract'
import { lightTheme } from '../../themes'
import { PasswordField } from './PasswordField'

const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
)
// Unmount between tests (no vitest globals, so Testing Library cannot do it by itself).
afterEach(cleanup)

describe('PasswordField', () => {
  it('toggles visibility with a pressed-state button', async () => {
    render(<PasswordField label="Password" />, { wrapper })
    const input = screen.getByLabelText('Password')
    expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(input).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('shows the length hint only while 1 to 7 characters are typed', async () => {
    render(<PasswordField label="Password" liveCheck="password" />, { wrapper })
    const input = screen.getByLabelText('Password')
    expect(screen.queryByText(messages.passwordHintLength)).toBeNull()
    await userEvent.type(input, 'Abc#123')
    expect(input).toHaveAccessibleDescription(messages.passwordHintLength)
    await userEvent.type(input, '4')
    expect(screen.queryByText(messages.passwordHintLength)).toBeNull()
  })

  it('says when a confirm field does not match', async () => {
    render(<PasswordField label="Confirm" liveCheck="confirm" matchValue="Abc#1234" />, {
      wrapper,
    })
    await userEvent.type(screen.getByLabelText('Confirm'), 'Abc#12')
    expect(screen.getByText(messages.confirmHintMismatch)).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Confirm'), '34')
    expect(screen.queryByText(messages.confirmHintMismatch)).toBeNull()
  })
})
