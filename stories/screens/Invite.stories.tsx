import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fixtures } from '@trellis/api-client/mocks'
import { InviteScreen } from '@trellis/app/screens/Invite/InviteScreen'
import { msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/Invite',
  component: InviteScreen,
  parameters: { route: '/profile/invite', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof InviteScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Invite' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText(new RegExp(fixtures.member.userId))).length,
    ).toBeGreaterThan(0)
  },
}
