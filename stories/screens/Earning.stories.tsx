import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { fallbacks } from '@trellis/contract'
import { EarningScreen } from '@trellis/app/screens/Earning/EarningScreen'
import { inState, msw, signedIn } from './story-support'

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

/**
 * The call fails: the message says what could not be loaded (not the form's "…submitting your
 * request") and offers Retry (ServerErrorRetry clicks it).
 */
export const ServerError: Story = {
  parameters: inState(['earningDash'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Earning' }),
    ).toBeInTheDocument()
    await expect(
      await canvas.findByText('Could not load your income totals. Please try again.'),
    ).toBeVisible()
    await expect(canvas.queryByText(fallbacks.requestFailed)).toBeNull()
    // The Retry that can help is offered (ServerErrorRetry clicks it).
    await expect(canvas.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0)
  },
}

/** The read fails once; Retry asks again and the data comes. */
export const ServerErrorRetry: Story = {
  parameters: {
    ...inState(['earningDash'], 'error', { once: true }),
    visual: {
      skip: 'ServerError has the picture of the error; this story checks that Retry loads',
    },
  },
  play: async (context) => {
    await ServerError.play?.(context)
    const canvas = within(context.canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByText('Investment income')).toBeVisible()
  },
}
