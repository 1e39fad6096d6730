import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { emptyTexts } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { WalletAllScreen } from '@trellis/app/screens/WalletAll/WalletAllScreen'
import { first, inState, msw, readErrorStories, signedIn } from './story-support'

const meta = {
  title: 'Screens/WalletAll',
  component: WalletAllScreen,
  parameters: { route: '/wallet/all', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof WalletAllScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wallet History' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText(first(fixtures.walletTransactions).desc)).length,
    ).toBeGreaterThan(0)
  },
}

/**
 * Each line names its wallet, the other member ("From BCH… (Name)") and the fee it paid; level
 * income is titled as such (never "Daily return"), and amounts carry one minus sign, '-'.
 */
export const LineWords: Story = {
  tags: ['check'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByText(/^Level \d income$/)).length).toBeGreaterThan(0)
    const list = canvas.getByRole('list', { name: 'Transactions' })
    const lines = within(list)
    await expect(lines.getAllByText(/^From BCH\d+ \(\w+\)$/).length).toBeGreaterThan(0)
    await expect(lines.getAllByText(/^Fee \$\d/).length).toBeGreaterThan(0)
    await expect(lines.getAllByText(/^Income wallet ·/).length).toBe(10)
    await expect(lines.getAllByText(/^-\$\d/).length).toBeGreaterThan(0)
    await expect(list.textContent).not.toContain('\u2212')
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['allWalletTrans'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wallet History' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText(first(fixtures.walletTransactions).desc)).toBeNull()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['allWalletTrans'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wallet History' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(emptyTexts.noTransactions)).length).toBeGreaterThan(0)
  },
}

const readError = readErrorStories({
  call: 'allWalletTrans',
  heading: 'Wallet History',
  message: 'Could not load your wallet history. Please try again.',
  loaded: (canvas) => canvas.findByRole('list', { name: 'Transactions' }),
})

/**
 * The call fails: the message says what could not be loaded (not the form's "…submitting your
 * request") and offers Retry (ServerErrorRetry clicks it).
 */
export const ServerError: Story = readError.error

/** The read fails once; Retry asks again and the data comes. */
export const ServerErrorRetry: Story = readError.retry
