// @vitest-environment jsdom
import { useState, type ReactNode } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lightTheme } from '../../themes'
import { Dialog } from './Dialog'

const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
)
// Unmount between tests (no vitest globals, so Testing Library cannot do it by itself).
afterEach(cleanup)

function Harness({ onClose }: { onClose: () => void }) {
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <button>Outside</button>
      <Dialog
        isOpen={isOpen}
        onClose={() => {
          setOpen(false)
          onClose()
        }}
        title="Edit profile"
        description="Shown to your team."
        footer={
          <>
            <button>First</button>
            <button>Last</button>
          </>
        }
      />
    </>
  )
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog with focus inside', async () => {
    render(<Harness onClose={vi.fn()} />, { wrapper })
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription('Shown to your team.')
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus()
  })

  it('traps Tab and Shift+Tab inside', async () => {
    render(<Harness onClose={vi.fn()} />, { wrapper })
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const first = screen.getByRole('button', { name: 'First' })
    const last = screen.getByRole('button', { name: 'Last' })
    await userEvent.tab()
    expect(last).toHaveFocus()
    await userEvent.tab()
    expect(first).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(last).toHaveFocus()
  })

  it('closes on Escape, calls onClose once and returns focus to the opener', async () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />, { wrapper })
    const opener = screen.getByRole('button', { name: 'Open' })
    await userEvent.click(opener)
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />, { wrapper })
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.click(screen.getByText('Shown to your team.'))
    expect(onClose).not.toHaveBeenCalled()
    await userEvent.click(screen.getByTestId('dialog-backdrop'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('lets a dialog over a dialog own the keyboard, then hands it back', async () => {
    const onOuter = vi.fn()
    const onInner = vi.fn()
    function Nested() {
      const [isInnerOpen, setInnerOpen] = useState(false)
      return (
        <Dialog isOpen onClose={onOuter} title="Outer">
          <button onClick={() => setInnerOpen(true)}>Open inner</button>
          <Dialog
            isOpen={isInnerOpen}
            onClose={() => {
              setInnerOpen(false)
              onInner()
            }}
            title="Inner"
            footer={<button>Inner OK</button>}
          />
        </Dialog>
      )
    }
    render(<Nested />, { wrapper })
    const openInner = screen.getByRole('button', { name: 'Open inner' })
    await userEvent.click(openInner)
    expect(screen.getByRole('button', { name: 'Inner OK' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Inner OK' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(onInner).toHaveBeenCalledTimes(1)
    expect(onOuter).not.toHaveBeenCalled()
    expect(openInner).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(onOuter).toHaveBeenCalledTimes(1)
  })

  it('renders nothing while closed', () => {
    render(<Dialog isOpen={false} onClose={vi.fn()} title="Hidden" />, { wrapper })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
