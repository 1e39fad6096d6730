import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { emptyTexts, fallbacks } from '@trellis/contract'
import { EarningTodayScreen } from '@trellis/app/screens/WalletAll/WalletAllScreen'
import { inState, msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/EarningToday',
  component: EarningTodayScreen,
  parameters: { route: '/earning/today', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof EarningTodayScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "Today's Earning" }),
    ).toBeInTheDocument()
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['allWalletTrans'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "Today's Earning" }),
    ).toBeInTheDocument()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['allWalletTrans'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "Today's Earning" }),
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
      await canvas.findByRole('heading', { level: 1, name: "Today's Earning" }),
    ).toBeInTheDocument()
    await expect(
      await canvas.findByText("Could not load today's income. Please try again."),
    ).toBeVisible()
    await expect(canvas.queryByText(fallbacks.requestFailed)).toBeNull()
  },
}
