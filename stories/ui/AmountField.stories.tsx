import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { messages } from '@trellis/contract'
import { AmountField } from '@trellis/ui'

const meta = {
  title: 'Components/AmountField',
  component: AmountField,
  argTypes: {
    onChange: { control: false },
    label: { control: 'text' },
    trailing: { control: false },
    liveHint: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  args: { label: 'Amount', max: 120, maxLabel: 'Available', onChange: fn() },
} satisfies Meta<typeof AmountField>

export default meta
type Story = StoryObj<typeof meta>

/** Typing above the balance shows "Insufficient Balance" at once; back under it, it goes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Amount' })
    await expect(input).toHaveAccessibleDescription('Available: $120.00')
    await userEvent.type(input, '120')
    await expect(canvas.queryByText(messages.insufficientBalance)).toBeNull()
    await userEvent.type(input, '.5')
    await expect(canvas.getByText(messages.insufficientBalance)).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(input)
    await userEvent.type(input, '99')
    await expect(canvas.queryByText(messages.insufficientBalance)).toBeNull()
  },
}

/** Already above the maximum. */
export const InsufficientBalance: Story = { args: { defaultValue: '500' } }

/** A submit error from the form. */
export const Error: Story = { args: { defaultValue: '5', error: messages.withdrawMinimum } }

/** Not editable. */
export const Disabled: Story = { args: { disabled: true, defaultValue: '50' } }

/** No maximum, a long hint. */
export const LongText: Story = {
  args: {
    max: undefined,
    hint: 'The recipient gets the amount minus the 2% transfer fee, which is kept by the network.',
  },
}
