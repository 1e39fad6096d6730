import type { Meta, StoryObj } from '@storybook/react-vite'
import { serverMessages } from '@trellis/contract'
import { expect, within } from 'storybook/test'
import { WalletSummary } from '@trellis/ui'

const meta = {
  title: 'Domain/WalletSummary',
  component: WalletSummary,
  argTypes: {
    linkComponent: { control: false },
    onRetry: { control: false },
  },
  args: { wallets: { wallet: 1250.1, packageWallet: 300.2, bonusWallet: 45.7 } },
} satisfies Meta<typeof WalletSummary>

export default meta
type Story = StoryObj<typeof meta>

/** Income, package and bonus wallets and their total (summed in cents). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('wallet-total')).toHaveTextContent('$1,596.00')
    for (const name of ['Income wallet', 'Package wallet', 'Bonus wallet']) {
      await expect(canvas.getByRole('group', { name })).toBeInTheDocument()
    }
  },
}

/** With the dashboard's links under the wallets. */
export const WithActions: Story = {
  args: {
    actions: {
      wallet: [
        { label: 'Withdraw', href: '/wallet/withdrawal' },
        { label: 'Transfer', href: '/wallet/fundTransfer' },
      ],
      packageWallet: [{ label: 'Invest', href: '/investNow' }],
      bonusWallet: [{ label: 'Redeem', href: '/bonus' }],
    },
  },
}

export const Loading: Story = {
  args: { wallets: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('wallet-total')).toBeNull()
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0)
  },
}

/** A new member: every wallet at zero. */
export const Empty: Story = {
  args: { wallets: { wallet: 0, packageWallet: 0, bonusWallet: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('wallet-total')).toHaveTextContent('$0.00')
  },
}

export const Error: Story = {
  args: { wallets: undefined, error: serverMessages.databaseUnavailable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      serverMessages.databaseUnavailable,
    )
  },
}

export const LongText: Story = {
  args: {
    title: 'Every wallet of your account, including bonus credits waiting to be redeemed',
    wallets: { wallet: 123456789.12, packageWallet: 987654321.98, bonusWallet: 55555.55 },
  },
}
