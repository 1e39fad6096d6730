import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SettingsScreen } from '@trellis/app/console/screens/SettingsScreen'
import { asOperator, onePicture } from './console-support'

const meta = {
  title: 'Console/Settings',
  // No Docs page (CI time: a console Docs page boots the preview once per MSW frame); every
  // state is rendered, played, checked for a11y and shot in the visual step.
  tags: ['!autodocs'],
  component: SettingsScreen,
  parameters: { route: '/ops/settings', layout: 'fullscreen', ...asOperator('admin') },
} satisfies Meta<typeof SettingsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The running settings, read-only: approvals and limits, members' rules, hot wallet, chain. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Withdrawal approvals and limits' }),
    ).toBeVisible()
    await expect(await canvas.findByText('$1,000.00')).toBeVisible()
    await expect(canvas.getByText('RPC endpoints')).toBeVisible()
    // Read-only: nothing to type or press but the navigation.
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

/** The settings cannot be read. */
export const ServerError: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('admin', 'error') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      (await canvas.findAllByText(/Could not load the settings\./)).length,
    ).toBeGreaterThan(0)
  },
}
