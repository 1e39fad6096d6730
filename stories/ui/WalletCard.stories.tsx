import type { Meta, StoryObj } from '@storybook/react-vite'
import { serverMessages } from '@trellis/contract'
import { expect, fn, userEvent, within } from 'storybook/test'
import { expectWhole } from './play-support'
import { WalletCard } from '@trellis/ui'

const meta = {
  title: 'Domain/WalletCard',
  component: WalletCard,
  argTypes: {
    hint: { control: 'text' },
    linkComponent: { control: false },
  },
  args: { name: 'Income wallet', amount: 1234.5, icon: 'earning' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WalletCard>

export default meta
type Story = StoryObj<typeof meta>

/** A wallet's name and balance, formatted as dollars. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'Income wallet' })).toBeInTheDocument()
    await expect(canvas.getByText('$1,234.50')).toBeInTheDocument()
  },
}

/** Links and buttons under the balance. */
export const WithActions: Story = {
  args: {
    actions: [
      { label: 'Withdraw', href: '/wallet/withdrawal' },
      { label: 'Transfer', onClick: fn() },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/wallet/withdrawal',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect(args.actions?.[1]?.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('$1,234.50')).toBeNull()
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading Income wallet',
    )
  },
}

/** A zero balance still shows as $0.00. */
export const Empty: Story = {
  args: { name: 'Bonus wallet', amount: 0, icon: 'wallet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$0.00')).toBeInTheDocument()
  },
}

export const Error: Story = {
  args: { error: serverMessages.databaseUnavailable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      serverMessages.databaseUnavailable,
    )
  },
}

/** A button action that cannot be used right now. */
export const Disabled: Story = {
  args: {
    name: 'Bonus wallet',
    amount: 0,
    actions: [{ label: 'Redeem', onClick: fn(), isDisabled: true }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Redeem' })).toBeDisabled()
  },
}

export const LongText: Story = {
  args: {
    name: 'Package wallet used for investments and transfers to other members',
    amount: 987654321.99,
    hint: 'Transfers to other members cost 2%; the recipient gets the amount minus the fee.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    expectWhole([within(canvasElement).getByText('$987,654,321.99')])
  },
}

export const Mobile: Story = {
  args: { actions: [{ label: 'Withdraw', href: '/wallet/withdrawal' }] },
  globals: { viewport: { value: 'mobile' } },
}

/** The dark theme: every text keeps AA contrast. */
export const Dark: Story = {
  args: {
    actions: [
      { label: 'Withdraw', href: '/wallet/withdrawal' },
      { label: 'Transfer', onClick: fn() },
    ],
    error: undefined,
  },
  globals: { theme: 'dark' },
}
