import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { messages } from '@trellis/contract'
import { TextField } from '@trellis/ui'

const meta = {
  title: 'Components/TextField',
  component: TextField,
  argTypes: {
    onChange: { control: false },
    trailing: { control: false },
    liveHint: { control: 'text' },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  args: { label: 'User id', placeholder: 'e.g. TR123456', onChange: fn() },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

/** Typing reaches onChange; the label names the input. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'User id' })
    await userEvent.type(input, 'TR1')
    await expect(input).toHaveValue('TR1')
    await expect(args.onChange).toHaveBeenCalledTimes(3)
  },
}

/** A hint under the input, linked with aria-describedby. */
export const WithHint: Story = {
  args: { label: 'Sponsor id', hint: 'Found after 7 characters.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sponsor id' })
    await expect(input).toHaveAccessibleDescription('Found after 7 characters.')
  },
}

/** An error replaces the hint and marks the input invalid. */
export const Error: Story = {
  args: { label: 'Sponsor id', value: 'TR0', error: messages.sponsorNotFound, hint: 'Ignored' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sponsor id' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(messages.sponsorNotFound)
  },
}

/** Required: a star after the label. */
export const Required: Story = { args: { required: true } }

/** Not editable. */
export const Disabled: Story = { args: { disabled: true, value: 'TR123456' } }

/** Long label, value and error wrap. */
export const LongText: Story = {
  args: {
    label: 'Your USDT BEP-20 address for withdrawals (check it twice before saving)',
    defaultValue: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    error: messages.passwordRule,
  },
}
