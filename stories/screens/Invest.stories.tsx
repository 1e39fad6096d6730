import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { emptyTexts, formatUsd, messages } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { InvestScreen } from '@trellis/app/screens/Invest/InvestScreen'
import { first, inState, msw, readErrorStories, signedIn } from './story-support'

const meta = {
  title: 'Screens/Invest',
  component: InvestScreen,
  parameters: { route: '/investNow', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof InvestScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Invest Now' }),
    ).toBeInTheDocument()
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['getPlan', 'investmentHistory'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Invest Now' }),
    ).toBeInTheDocument()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['getPlan', 'investmentHistory'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Invest Now' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(emptyTexts.noTransactions)).length).toBeGreaterThan(0)
  },
}

const readError = readErrorStories({
  call: 'getPlan',
  heading: 'Invest Now',
  message: 'Could not load the plans. Please try again.',
  loaded: (canvas) => canvas.findByLabelText('Plan'),
})

/**
 * The call fails: the message says what could not be loaded (not the form's "…submitting your
 * request") and offers Retry (ServerErrorRetry clicks it).
 */
export const ServerError: Story = readError.error

/** The read fails once; Retry asks again and the data comes. */
export const ServerErrorRetry: Story = readError.retry

/** Submitting an empty form shows the spec message. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Invest Now' }),
    ).toBeInTheDocument()
    await userEvent.click(await canvas.findByRole('button', { name: 'Invest now' }))
    await expect((await canvas.findAllByText(messages.investRequired)).length).toBeGreaterThan(0)
    await userEvent.selectOptions(canvas.getByLabelText('Plan'), first(fixtures.plans)._id)
    await userEvent.selectOptions(canvas.getByLabelText('Wallet'), 'invest')
    await userEvent.type(canvas.getByLabelText('Amount'), '150')
    await userEvent.tab()
    await expect((await canvas.findAllByText(messages.investMultiple)).length).toBeGreaterThan(0)
  },
}

/** The chosen plan's daily and total return for the typed amount, before investing. */
export const ReturnPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const plan = first(fixtures.plans)
    await userEvent.selectOptions(await canvas.findByLabelText('Plan'), plan._id)
    await userEvent.type(canvas.getByLabelText('Amount'), '500')
    const form = canvas.getByRole('form', { name: 'Invest' })
    const daily = (500 * plan.roi) / 100
    await expect(form).toHaveTextContent(`${formatUsd(daily)} a day`)
    await expect(form).toHaveTextContent(`${formatUsd(daily * plan.days)} over ${plan.days} days`)
    // The hint no longer says "At least 10" next to "multiples of 100".
    await expect(form).not.toHaveTextContent('At least 10')
  },
}

/** "1e2" is not an amount; "1,000" is; after a success the plan and wallet stay chosen. */
export const PlainAmounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const plan = first(fixtures.plans)
    await userEvent.selectOptions(await canvas.findByLabelText('Plan'), plan._id)
    await userEvent.selectOptions(canvas.getByLabelText('Wallet'), 'invest')
    const amount = canvas.getByLabelText('Amount')
    await userEvent.type(amount, '1e2')
    await userEvent.click(canvas.getByRole('button', { name: 'Invest now' }))
    await expect(await canvas.findByText(messages.invalidNumber)).toBeInTheDocument()
    await userEvent.clear(amount)
    await userEvent.type(amount, '1,000')
    await userEvent.click(canvas.getByRole('button', { name: 'Invest now' }))
    const done = await screen.findByRole('alertdialog', { name: 'Success' })
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }))
    await expect(canvas.getByLabelText('Plan')).toHaveValue(plan._id)
    await expect(canvas.getByLabelText('Wallet')).toHaveValue('invest')
    await expect(canvas.getByLabelText('Amount')).toHaveValue('')
  },
}
