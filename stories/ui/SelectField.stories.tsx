import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { messages, PAYMENT_TYPES } from '@trellis/contract'
import { SelectField } from '@trellis/ui'

const wallets = [
  { value: 'wallet', label: 'Income wallet' },
  { value: 'packageWallet', label: 'Package wallet' },
]

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  argTypes: {
    onChange: { control: false },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  args: { label: 'From wallet', options: wallets, placeholder: 'Select a wallet', onChange: fn() },
} satisfies Meta<typeof SelectField>

export default meta
type Story = StoryObj<typeof meta>

/** Choosing an option reaches onChange. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'From wallet' })
    await userEvent.selectOptions(select, 'packageWallet')
    await expect(select).toHaveValue('packageWallet')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

/** The spec's payment types, one disabled. */
export const WithHint: Story = {
  args: {
    label: 'Payment type',
    placeholder: undefined,
    hint: 'Only USDT BEP 20 is offered.',
    options: Object.entries(PAYMENT_TYPES).map(([value, label]) => ({
      value,
      label,
      disabled: value !== '6',
    })),
    defaultValue: '6',
  },
}

/** An error. */
export const Error: Story = { args: { error: messages.transferRequired } }

/** Not editable. */
export const Disabled: Story = { args: { disabled: true } }

/** Long option labels. */
export const LongText: Story = {
  args: {
    label: 'Plan',
    options: [
      { value: '1', label: 'Starter plan: 1.5% daily return for 200 days, minimum $100' },
      { value: '2', label: 'Growth plan' },
    ],
  },
}
