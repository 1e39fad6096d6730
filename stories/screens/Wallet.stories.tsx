import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fallbacks, formatUsd } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { WalletScreen } from '@trellis/app/screens/Wallet/WalletScreen'
import { inState, msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/Wallet',
  component: WalletScreen,
  parameters: { route: '/wallet', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof WalletScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wallet' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText(formatUsd(fixtures.member.wallet))).length,
    ).toBeGreaterThan(0)
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['getUser'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wallet' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText(formatUsd(fixtures.member.wallet))).toBeNull()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['getUser'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wallet' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText('$0.00')).length).toBeGreaterThan(0)
  },
}

/** The call fails: the server's message is shown. */
export const ServerError: Story = {
  parameters: inState(['getUser'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wallet' }),
    ).toBeInTheDocument()
    // The member's own read says what failed, not the form's "…submitting your request".
    await expect(
      (await canvas.findAllByText('Could not load your account. Please try again.')).length,
    ).toBeGreaterThan(0)
    await expect(canvas.queryByText(fallbacks.requestFailed)).toBeNull()
  },
}
