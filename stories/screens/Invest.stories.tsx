import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { emptyTexts, fallbacks, messages } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { InvestScreen } from '@trellis/app/screens/Invest/InvestScreen'
import { first, inState, msw, signedIn } from './story-support'

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

/** The call fails: the server's message is shown. */
export const ServerError: Story = {
  parameters: inState(['getPlan', 'investmentHistory'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Invest Now' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(fallbacks.requestFailed)).length).toBeGreaterThan(0)
  },
}

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
