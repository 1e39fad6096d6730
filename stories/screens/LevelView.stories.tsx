import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { emptyTexts } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { LevelViewScreen } from '@trellis/app/screens/LevelView/LevelViewScreen'
import { first, inState, msw, readErrorStories, signedIn } from './story-support'
import { expectLayoutHolds } from '../ui/play-support'

const meta = {
  title: 'Screens/LevelView',
  component: LevelViewScreen,
  parameters: { route: '/team/level', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof LevelViewScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Level View' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText('Level 1')).length).toBeGreaterThan(0)
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['levelView'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Level View' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText('Level 1')).toBeNull()
  },
}

/** Nobody in the team yet: the levels say so and offer the invitation, not "No more data". */
export const Empty: Story = {
  parameters: inState(['levelView'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Level View' }),
    ).toBeInTheDocument()
    await expect(await canvas.findByText(emptyTexts.noMembers)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Invite a member' })).toHaveAttribute(
      'href',
      '/profile/invite',
    )
  },
}

const readError = readErrorStories({
  call: 'levelView',
  heading: 'Level View',
  message: 'Could not load your levels. Please try again.',
  loaded: (canvas) => canvas.findByRole('button', { name: 'View level 1 members' }),
})

/**
 * The call fails: the message says what could not be loaded (not the form's "…submitting your
 * request") and offers Retry (ServerErrorRetry clicks it).
 */
export const ServerError: Story = readError.error

/** The read fails once; Retry asks again and the data comes. */
export const ServerErrorRetry: Story = readError.retry

/** A level's View opens the popup of its users. */
export const LevelPopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Level View' }),
    ).toBeInTheDocument()
    await userEvent.click(await canvas.findByRole('button', { name: 'View level 1 members' }))
    const dialog = await screen.findByRole('dialog')
    await expect(
      (await screen.findAllByText(first(fixtures.directs).userId)).length,
    ).toBeGreaterThan(0)
    // One row per member: nothing in the popup is wider than its box (issue 26, point 5).
    expectLayoutHolds(dialog)
  },
}
