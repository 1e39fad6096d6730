import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { ConfirmDialog } from '@trellis/ui'

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    onConfirm: { control: false },
    onCancel: { control: false },
  },
  // Docs: the dialog is position: fixed, so each story gets its own frame.
  parameters: { docs: { story: { inline: false } } },
  args: {
    isOpen: true,
    title: 'Join Pot 3?',
    message: '$100.00 will be paid from your package wallet.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Cancel is focused first; Confirm calls onConfirm; Escape calls onCancel. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Join Pot 3?' })
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' })
    await waitFor(() => expect(cancel).toHaveFocus())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
  },
}

/** A destructive confirmation. */
export const Danger: Story = {
  args: { tone: 'danger', title: 'Log out?', message: undefined, confirmLabel: 'Log out' },
}

/** The confirmed action is running. */
export const Loading: Story = {
  args: { isBusy: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog')
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

/** Long texts wrap. */
export const LongText: Story = {
  args: {
    title: 'Transfer the whole income wallet balance to your package wallet?',
    message:
      'The amount moves at once and cannot be reversed. Package wallet money can be used for investments and pools, but it cannot be withdrawn.',
    confirmLabel: 'Yes, transfer everything',
  },
}
