import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { messages, serverMessages } from '@trellis/contract'
import { PromptDialog } from '@trellis/ui'

const meta = {
  title: 'Components/PromptDialog',
  component: PromptDialog,
  argTypes: {
    onSubmit: { control: false },
    onCancel: { control: false },
    title: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
  },
  // Docs: the dialog is position: fixed, so each story gets its own frame.
  parameters: { docs: { story: { inline: false } } },
  args: {
    isOpen: true,
    description: 'Send $50.00 to TR204518. They receive $49.00 after the 2% fee.',
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PromptDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Typing and Confirm hand over the value; an empty Confirm asks for it first. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Transaction password' })
    const input = within(dialog).getByLabelText('Transaction password')
    await waitFor(() => expect(input).toHaveFocus())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await expect(within(dialog).getByText(serverMessages.transactionPasswordRequired)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(input, 'Pay#1234')
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith('Pay#1234')
  },
}

/** Cancel yields the spec's "Transfer cancelled by user"; so does Escape. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledWith(messages.transferCancelled)
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledTimes(2)
    await expect(args.onCancel).toHaveBeenLastCalledWith(messages.transferCancelled)
  },
}

/** The server said the password is wrong. */
export const Error: Story = { args: { error: messages.transactionPasswordMismatch } }

/** Checking the password. */
export const Loading: Story = { args: { isBusy: true } }

/** A long description. */
export const LongText: Story = {
  args: {
    description:
      'Send $12,500.00 from your income wallet to TR204518 (Priyanka Venkataraman Subramanian). They receive $12,250.00 after the 2% fee.',
  },
}

/** The error state in the dark theme. */
export const Dark: Story = {
  args: { error: messages.transactionPasswordMismatch },
  globals: { theme: 'dark' },
}
