import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { emptyTexts } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { MyReferralScreen } from '@trellis/app/screens/MyReferral/MyReferralScreen'
import { first, inState, msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/MyReferral',
  component: MyReferralScreen,
  parameters: { route: '/team/myReferral', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof MyReferralScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Direct Team' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText(first(fixtures.directs).userId)).length,
    ).toBeGreaterThan(0)
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['myReferral'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Direct Team' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText(first(fixtures.directs).userId)).toBeNull()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['myReferral'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Direct Team' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(emptyTexts.noMembers)).length).toBeGreaterThan(0)
  },
}

/** The list fails to load: what failed ("Could not load direct members.") and a Retry. */
export const ServerError: Story = {
  parameters: inState(['myReferral'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Direct Team' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText('Could not load direct members. Please try again.')).length,
    ).toBeGreaterThan(0)
  },
}
