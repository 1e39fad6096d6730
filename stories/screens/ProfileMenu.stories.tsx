import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProfileMenuScreen } from '@trellis/app/screens/ProfileMenu/ProfileMenuScreen'
import { msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/ProfileMenu',
  component: ProfileMenuScreen,
  parameters: { route: '/profile/menu', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof ProfileMenuScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Profile' }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: /My profile/ })).toHaveAttribute(
      'href',
      '/profile/my',
    )
    // The screen's own Logout; on a desktop the side navigation has one too.
    await expect(
      within(canvas.getByRole('main')).getByRole('button', { name: 'Logout' }),
    ).toBeInTheDocument()
  },
}
