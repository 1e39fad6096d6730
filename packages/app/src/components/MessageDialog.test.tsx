// @vitest-environment jsdom
import type { ReactElement } from 'react'
import { render as renderBare, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { Button, lightTheme } from '@trellis/ui'
import { messages } from '@trellis/contract'
import { describe, expect, it } from 'vitest'
import { MessageDialog } from './MessageDialog'

const themed = (ui: ReactElement) => <ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>
const render = (ui: ReactElement) => {
  const result = renderBare(themed(ui))
  return { ...result, rerender: (next: ReactElement) => result.rerender(themed(next)) }
}

/** The class a Button of `variant` gets: the OK button's look is read by it. */
function classOf(variant: 'primary' | 'danger') {
  const { getByRole, unmount } = render(<Button variant={variant}>{variant}</Button>)
  const name = getByRole('button', { name: variant }).className
  unmount()
  return name
}

describe('MessageDialog', () => {
  it('is red only for a failure: a cancel the member chose is said plainly', () => {
    const primary = classOf('primary')
    const danger = classOf('danger')
    expect(primary).not.toBe(danger)
    const { rerender } = render(
      <MessageDialog
        value={{ title: 'Transfer', message: messages.transferCancelled }}
        onClose={() => undefined}
      />,
    )
    expect(screen.getByRole('button', { name: 'OK' }).className).toBe(primary)
    rerender(
      <MessageDialog
        value={{ title: 'Transfer', message: 'Something failed.', tone: 'error' }}
        onClose={() => undefined}
      />,
    )
    expect(screen.getByRole('button', { name: 'OK' }).className).toBe(danger)
  })
})
