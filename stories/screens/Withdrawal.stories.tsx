import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import {
  economics,
  emptyTexts,
  fallbacks,
  formatUsd,
  messages,
  serverMessages,
} from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { WithdrawalScreen } from '@trellis/app/screens/Withdrawal/WithdrawalScreen'
import { inState, msw, signedIn, signedInWith } from './story-support'

const meta = {
  title: 'Screens/Withdrawal',
  component: WithdrawalScreen,
  parameters: { route: '/wallet/withdrawal', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof WithdrawalScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Withdrawal' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText(formatUsd(fixtures.member.wallet))).length,
    ).toBeGreaterThan(0)
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['getUser', 'withdrawalHistory'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Withdrawal' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText(formatUsd(fixtures.member.wallet))).toBeNull()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['getUser', 'withdrawalHistory'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Withdrawal' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(emptyTexts.noTransactions)).length).toBeGreaterThan(0)
  },
}

/** The call fails: the server's message is shown. */
export const ServerError: Story = {
  parameters: inState(['getUser', 'withdrawalHistory'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Withdrawal' }),
    ).toBeInTheDocument()
    // The member's own read says what failed, not the form's "…submitting your request".
    await expect(
      (await canvas.findAllByText('Could not load your account. Please try again.')).length,
    ).toBeGreaterThan(0)
    await expect(canvas.queryByText(fallbacks.requestFailed)).toBeNull()
  },
}

/** Empty, then more than the wallet: the spec messages. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Withdrawal' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText(formatUsd(fixtures.member.wallet))).length,
    ).toBeGreaterThan(0)
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }))
    await expect(
      (await canvas.findAllByText(messages.withdrawAmountRequired)).length,
    ).toBeGreaterThan(0)
    await userEvent.type(canvas.getByLabelText('Amount'), '99999')
    await expect((await canvas.findAllByText(messages.insufficientBalance)).length).toBeGreaterThan(
      0,
    )
  },
}

/** The 5% charge and the total leaving the wallet, under the amount and again in the OTP dialog. */
export const ChargeShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByText(formatUsd(fixtures.member.wallet))
    await userEvent.type(canvas.getByLabelText('Amount'), '100')
    const form = canvas.getByRole('form', { name: 'Withdrawal' })
    await expect(form).toHaveTextContent(`${economics.withdrawalChargeBp / 100}% charge`)
    await expect(form).toHaveTextContent(formatUsd(5))
    await expect(form).toHaveTextContent(formatUsd(105))
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter OTP' })
    await expect(dialog).toHaveTextContent(formatUsd(105))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  },
}

/** The amount fits the wallet but not with its charge: refused before any code is sent. */
export const ChargeDoesNotFit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByText(formatUsd(fixtures.member.wallet))
    await userEvent.type(canvas.getByLabelText('Amount'), String(fixtures.member.wallet))
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }))
    await expect(
      await canvas.findByText(serverMessages.withdrawalTotalExceedsWallet),
    ).toBeInTheDocument()
    await expect(screen.queryByRole('dialog', { name: 'Enter OTP' })).toBeNull()
  },
}

/** No payout address: a link to the KYC screen, and no code is sent. */
export const NoPayoutAddress: Story = {
  beforeEach: signedInWith({ usdtAddress: null }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByText(formatUsd(fixtures.member.wallet))
    await expect(canvas.getByText(serverMessages.payoutAddressMissing)).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Set your payout address' })).toHaveAttribute(
      'href',
      '/profile/walletAddress',
    )
    await userEvent.type(canvas.getByLabelText('Amount'), '20')
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }))
    await expect(screen.queryByRole('dialog', { name: 'Enter OTP' })).toBeNull()
  },
}
