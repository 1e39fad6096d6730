import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { economics, formatUsd } from '@trellis/contract'
import { RewardSampleScreen } from '@trellis/app/screens/SamplePages/SamplePages'
import { msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/EarningReward',
  component: RewardSampleScreen,
  parameters: { route: '/earning/reward', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof RewardSampleScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reward' }),
    ).toBeInTheDocument()
    // The first business reward, as economics pays it.
    const first = economics.businessRewards[0]
    if (!first) throw new Error('no business reward in economics')
    await expect(
      await canvas.findByText(`${formatUsd(first.milestoneCents / 100)} team business`),
    ).toBeVisible()
    await expect(canvas.queryByText(/directs/)).toBeNull()
  },
}
