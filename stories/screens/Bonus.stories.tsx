import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { emptyTexts, fallbacks, formatUsd } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { BonusScreen } from '@trellis/app/screens/Bonus/BonusScreen'
import { inState, msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/Bonus',
  component: BonusScreen,
  parameters: { route: '/bonus', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof BonusScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bonus' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText(formatUsd(fixtures.member.bonusWallet))).length,
    ).toBeGreaterThan(0)
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['getUser', 'bonusHistory'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bonus' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText(formatUsd(fixtures.member.bonusWallet))).toBeNull()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['getUser', 'bonusHistory'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bonus' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(emptyTexts.noTransactions)).length).toBeGreaterThan(0)
    await expect(canvas.getByRole('button', { name: 'Redeem' })).toBeDisabled()
  },
}

/** The call fails: the server's message is shown. */
export const ServerError: Story = {
  parameters: inState(['getUser', 'bonusHistory'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bonus' }),
    ).toBeInTheDocument()
    // The member's own read says what failed, not the form's "…submitting your request".
    await expect(
      (await canvas.findAllByText('Could not load your account. Please try again.')).length,
    ).toBeGreaterThan(0)
    await expect(canvas.queryByText(fallbacks.requestFailed)).toBeNull()
  },
}
