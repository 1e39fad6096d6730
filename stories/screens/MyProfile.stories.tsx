import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fallbacks } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { MyProfileScreen } from '@trellis/app/screens/MyProfile/MyProfileScreen'
import { inState, msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/MyProfile',
  component: MyProfileScreen,
  parameters: { route: '/profile/my', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof MyProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(fixtures.member.email)).length).toBeGreaterThan(0)
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['getUser'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText(fixtures.member.email)).toBeNull()
  },
}

/** The call fails: the server's message is shown. */
export const ServerError: Story = {
  parameters: inState(['getUser'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument()
    // The member's own read says what failed, not the form's "…submitting your request".
    await expect(
      (await canvas.findAllByText('Could not load your account. Please try again.')).length,
    ).toBeGreaterThan(0)
    await expect(canvas.queryByText(fallbacks.requestFailed)).toBeNull()
  },
}
