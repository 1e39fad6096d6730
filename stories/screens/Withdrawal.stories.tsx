import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { emptyTexts, fallbacks, formatUsd, messages } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { WithdrawalScreen } from '@trellis/app/screens/Withdrawal/WithdrawalScreen'
import { inState, msw, signedIn } from './story-support'

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
    await expect((await canvas.findAllByText(fallbacks.requestFailed)).length).toBeGreaterThan(0)
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
