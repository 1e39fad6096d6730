import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { emptyTexts, fallbacks } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { WalletAllScreen } from '@trellis/app/screens/WalletAll/WalletAllScreen'
import { first, inState, msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/WalletAll',
  component: WalletAllScreen,
  parameters: { route: '/wallet/all', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof WalletAllScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wallet History' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText(first(fixtures.walletTransactions).desc)).length,
    ).toBeGreaterThan(0)
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['allWalletTrans'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wallet History' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText(first(fixtures.walletTransactions).desc)).toBeNull()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['allWalletTrans'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wallet History' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(emptyTexts.noTransactions)).length).toBeGreaterThan(0)
  },
}

/** The call fails: the server's message is shown. */
export const ServerError: Story = {
  parameters: inState(['allWalletTrans'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wallet History' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(fallbacks.requestFailed)).length).toBeGreaterThan(0)
  },
}
