import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { fallbacks } from '@trellis/contract'
import { AlertDialog } from '@trellis/ui'

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    onClose: { control: false },
  },
  // Docs: the dialog is position: fixed, so each story gets its own frame.
  parameters: { docs: { story: { inline: false } } },
  args: {
    isOpen: true,
    title: fallbacks.transferTitle,
    message: fallbacks.transferMessage,
    tone: 'danger',
    onClose: fn(),
  },
} satisfies Meta<typeof AlertDialog>

export default meta
type Story = StoryObj<typeof meta>

/** An error the member acknowledges: role alertdialog, OK focused, OK calls onClose. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: fallbacks.transferTitle })
    await expect(dialog).toHaveAccessibleDescription(fallbacks.transferMessage)
    const ok = within(dialog).getByRole('button', { name: 'OK' })
    await waitFor(() => expect(ok).toHaveFocus())
    await userEvent.tab()
    await expect(ok).toHaveFocus()
    await userEvent.click(ok)
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** The spec's pool error. */
export const Error: Story = {
  args: { title: fallbacks.poolJoinTitle, message: fallbacks.poolJoinMessage },
}

/** A neutral notice. Escape closes it. */
export const Notice: Story = {
  args: { tone: 'default', title: 'Request sent', message: 'Your deposit request was sent.' },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog')
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** A long server message. */
export const LongText: Story = {
  args: {
    title: fallbacks.otpTitle,
    message:
      'The one-time password you entered has expired because more than ten minutes have passed since it was sent. Please request a new one and try again.',
  },
}
