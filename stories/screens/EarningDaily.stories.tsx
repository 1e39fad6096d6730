import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
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
    await expect((await canvas.findAllByText('1.50%')).length).toBeGreaterThan(0)
    await expect((await canvas.findAllByText(/Sample/)).length).toBeGreaterThan(0)
  },
}
