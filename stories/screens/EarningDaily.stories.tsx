import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PLANS } from '@trellis/contract'
import { DailySampleScreen } from '@trellis/app/screens/SamplePages/SamplePages'
import { msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/EarningDaily',
  component: DailySampleScreen,
  parameters: { route: '/earning/daily', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof DailySampleScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Daily Return' }),
    ).toBeInTheDocument()
    // Every plan at its own rate; no made-up 1.50%.
    for (const plan of PLANS) {
      await expect(
        await canvas.findByText(`${String(plan.roi)}% a day for ${String(plan.days)} days`),
      ).toBeVisible()
    }
    await expect(canvas.queryByText(/1\.50%/)).toBeNull()
  },
}
