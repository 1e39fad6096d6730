import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { fallbacks, formatUsd, messages } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { FundTransferScreen } from '@trellis/app/screens/FundTransfer/FundTransferScreen'
import { inState, msw, signedIn, desktopLayout } from './story-support'

const meta = {
  title: 'Screens/FundTransfer',
  component: FundTransferScreen,
  parameters: { route: '/wallet/fundTransfer', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof FundTransferScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fund Transfer' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText(formatUsd(fixtures.member.wallet))).length,
    ).toBeGreaterThan(0)
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['getUser', 'walletHistory'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fund Transfer' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText(formatUsd(fixtures.member.wallet))).toBeNull()
  },
}

/** The call fails: the server's message is shown. */
export const ServerError: Story = {
  parameters: inState(['getUser', 'walletHistory'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fund Transfer' }),
    ).toBeInTheDocument()
    // The member's own read says what failed, not the form's "…submitting your request".
    await expect(
      (await canvas.findAllByText('Could not load your account. Please try again.')).length,
    ).toBeGreaterThan(0)
    await expect(canvas.queryByText(fallbacks.requestFailed)).toBeNull()
  },
}

/** Transfer with nothing filled in: the spec message. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fund Transfer' }),
    ).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect((await canvas.findAllByText(messages.transferRequired)).length).toBeGreaterThan(0)
    await userEvent.click(canvas.getByRole('tab', { name: 'To Self' }))
    await userEvent.type(canvas.getByLabelText('Amount'), '0')
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer to package wallet' }))
    await expect((await canvas.findAllByText(messages.selfAmountPositive)).length).toBeGreaterThan(
      0,
    )
  },
}

/** To Self cannot be undone: a confirmation states what leaves, what arrives, and asks first. */
export const ToSelfConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByText(formatUsd(fixtures.member.wallet))
    await userEvent.click(canvas.getByRole('tab', { name: 'To Self' }))
    await userEvent.type(canvas.getByLabelText('Amount'), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer to package wallet' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Move to your package wallet?' })
    await expect(dialog).toHaveTextContent(formatUsd(102))
    await expect(dialog).toHaveTextContent(formatUsd(100))
    await expect(dialog).toHaveTextContent('cannot be reversed')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    // Cancelled: nothing moved.
    await expect(
      (await canvas.findAllByText(formatUsd(fixtures.member.wallet))).length,
    ).toBeGreaterThan(0)
  },
}

/**
 * On a desktop the history beside the forms shows every column whole (issue 26, point 5): the
 * fee and the wallet are said inside the amount and description cells, so no column is cut off
 * behind a sideways scroll.
 */
export const Desktop: Story = {
  ...desktopLayout,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Transactions' })
    // A line's fee is on it (the fixture's received transfer paid one), once the page has come.
    await expect((await within(table).findAllByText(/^Fee \$/)).length).toBeGreaterThan(0)
    const wrap = table.parentElement as HTMLElement
    // Nothing hides behind a sideways scroll: the table fits its frame.
    await expect(wrap.scrollWidth).toBeLessThanOrEqual(wrap.clientWidth)
  },
}
