import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ReportsScreen } from '@trellis/app/console/screens/ReportsScreen'
import { asOperator, onePicture } from './console-support'

const meta = {
  title: 'Console/Reports',
  // No Docs page (CI time: a console Docs page boots the preview once per MSW frame); every
  // state is rendered, played, checked for a11y and shot in the visual step.
  tags: ['!autodocs'],
  component: ReportsScreen,
  parameters: { route: '/ops/reports', layout: 'fullscreen', ...asOperator('finance') },
} satisfies Meta<typeof ReportsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** A week, a day a row, and the same days as a CSV link. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('table', { name: 'Figures per day' })).toBeVisible()
    await expect((await canvas.findAllByText('2026-11-22')).length).toBeGreaterThan(0)
    const link = canvas.getByRole('link', { name: 'Download CSV' })
    await expect(link.getAttribute('href')).toMatch(
      /\/api\/ops\/reports\/daily\.csv\?from=2026-11-16&to=2026-11-22$/,
    )
  },
}

/** No figures for the days chosen. */
export const Empty: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('finance', 'empty') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByText('No figures for these days.')).length).toBeGreaterThan(
      0,
    )
  },
}
