import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {} from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { TeamScreen } from '@trellis/app/screens/Team/TeamScreen'
import { inState, msw, readErrorStories, signedIn } from './story-support'

const meta = {
  title: 'Screens/Team',
  component: TeamScreen,
  parameters: { route: '/team', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof TeamScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument()
    await expect((await canvas.findAllByText(String(fixtures.team.length))).length).toBeGreaterThan(
      0,
    )
    await expect(canvas.getByRole('link', { name: /My direct team/ })).toHaveAttribute(
      'href',
      '/team/myReferral',
    )
    // The team's growth by week, as a chart with its sentence (issue 26, point 5).
    const chart = await canvas.findByRole('img', { name: /new members? in 12 weeks$/ })
    await expect(chart.querySelectorAll('rect')).toHaveLength(12)
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['getTeamData'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument()
    await expect(canvas.queryByText(String(fixtures.team.length))).toBeNull()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['getTeamData'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument()
    await expect((await canvas.findAllByText('0')).length).toBeGreaterThan(0)
  },
}

const readError = readErrorStories({
  call: 'getTeamData',
  heading: 'Team',
  message: 'Could not load your team figures. Please try again.',
  loaded: (canvas) => canvas.findByText('Team members'),
})

/**
 * The call fails: the message says what could not be loaded (not the form's "…submitting your
 * request") and offers Retry (ServerErrorRetry clicks it).
 */
export const ServerError: Story = readError.error

/** The read fails once; Retry asks again and the data comes. */
export const ServerErrorRetry: Story = readError.retry
