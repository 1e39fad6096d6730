import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { formatUsd, membershipIncomeCents } from '@trellis/contract'
import { ReferralSampleScreen } from '@trellis/app/screens/SamplePages/SamplePages'
import { msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/EarningReferral',
  component: ReferralSampleScreen,
  parameters: { route: '/earning/referral', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof ReferralSampleScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Referral Income' }),
    ).toBeInTheDocument()
    // The direct sponsor's share of an activation, as economics pays it.
    await expect(await canvas.findByText(formatUsd(membershipIncomeCents() / 100))).toBeVisible()
    await expect(canvas.queryByText(/investment/)).toBeNull()
  },
}
