import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {} from '@trellis/contract'
import { EarningScreen } from '@trellis/app/screens/Earning/EarningScreen'
import { inState, msw, readErrorStories, signedIn } from './story-support'

const meta = {
  title: 'Screens/Earning',
  component: EarningScreen,
  parameters: { route: '/earning', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof EarningScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Earning' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText('Investment income')).length).toBeGreaterThan(0)
    // Income by day, as a chart with its sentence and a table of the 30 days (issue 26, point 5).
    const chart = await canvas.findByRole('img', { name: /^\$[\d,]+\.\d\d in 30 days$/ })
    await expect(chart.querySelectorAll('rect')).toHaveLength(30)
    await expect(chart.querySelectorAll('rect:not([data-zero])').length).toBeGreaterThan(0)
    await expect(canvas.getByRole('table', { name: 'Income, last 30 days' })).toBeInTheDocument()
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['earningDash'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Earning' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText('Investment income')).toBeNull()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['earningDash'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Earning' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText('$0.00')).length).toBeGreaterThan(0)
  },
}

const readError = readErrorStories({
  call: 'earningDash',
  heading: 'Earning',
  message: 'Could not load your income totals. Please try again.',
  loaded: (canvas) => canvas.findByText('Investment income'),
})

/**
 * The call fails: the message says what could not be loaded (not the form's "…submitting your
 * request") and offers Retry (ServerErrorRetry clicks it).
 */
export const ServerError: Story = readError.error

/** The read fails once; Retry asks again and the data comes. */
export const ServerErrorRetry: Story = readError.retry
