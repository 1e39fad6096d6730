import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button, Dialog, TextField, type DialogProps } from '@trellis/ui'

/** An opener button and the dialog, so focus has somewhere to return to. */
function WithOpener({ isOpen: startOpen, onClose, footer, ...props }: DialogProps) {
  const [isOpen, setOpen] = useState(startOpen)
  const close = () => {
    setOpen(false)
    onClose()
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        isOpen={isOpen}
        onClose={close}
        footer={
          footer ?? (
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button onClick={close}>Save</Button>
            </>
          )
        }
      />
    </>
  )
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  argTypes: {
    onClose: { control: false },
    title: { control: 'text' },
    description: { control: 'text' },
    footer: { control: false },
    initialFocusRef: { control: false },
  },
  // Docs: the dialog is position: fixed, so each story gets its own frame.
  parameters: { docs: { story: { inline: false } } },
  args: {
    isOpen: false,
    onClose: fn(),
    title: 'Edit profile',
    description: 'Your name is shown to your team.',
    hasCloseButton: true,
    children: <TextField label="Full name" defaultValue="Asha Rao" />,
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Opens on click with focus inside; Tab and Shift+Tab cycle within the dialog; Escape closes
 * it, calls onClose, and focus goes back to the opener.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' })
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    const close = within(dialog).getByRole('button', { name: 'Close' })
    const save = within(dialog).getByRole('button', { name: 'Save' })
    await waitFor(() => expect(close).toHaveFocus())
    // Shift+Tab from the first control wraps to the last; Tab from the last wraps to the first.
    await userEvent.tab({ shift: true })
    await expect(save).toHaveFocus()
    await userEvent.tab()
    await expect(close).toHaveFocus()
    await userEvent.tab()
    await expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveFocus()
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab()
      await expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(opener).toHaveFocus()
  },
}

/** Already open, for screenshots. */
export const Open: Story = { args: { isOpen: true } }

/** A wide dialog with long content that scrolls inside. */
export const LongText: Story = {
  args: {
    isOpen: true,
    size: 'md',
    title: 'Terms of the 2.5X pool and what happens when a pot expires before you join again',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Each member who joins the pool adds to its size. When the pot expires, the Join button
            comes back and you may join again at the same price.
          </p>
        ))}
      </div>
    ),
  },
}

/**
 * Long content whose first control is at the bottom: the dialog itself takes focus, so the title
 * and the start of the content stay in view (focusing Cancel would scroll them away); Tab then
 * goes to the first control.
 */
export const LongContentFocus: Story = {
  args: { ...LongText.args, hasCloseButton: false },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog).toHaveFocus())
    await expect(dialog.scrollTop).toBe(0)
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight)
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
  },
}

/** On a phone: buttons stack, main action on top. */
export const Mobile: Story = { args: { isOpen: true }, globals: { viewport: { value: 'mobile' } } }
