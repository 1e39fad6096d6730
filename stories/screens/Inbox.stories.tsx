import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { formatUsd } from '@trellis/contract'
import { InboxScreen } from '@trellis/app/screens/Inbox/InboxScreen'
import { inState, msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/Inbox',
  component: InboxScreen,
  parameters: { route: '/inbox', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof InboxScreen>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The demo member's events, newest first: money in and out, the team, security. The three the
 * member had not seen keep their "New" mark while the page is open, and the bell goes to zero.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Notifications, newest first' })
    const rows = within(list).getAllByRole('listitem')
    await expect(rows).toHaveLength(10)
    await expect(within(list).getAllByRole('img', { name: 'New' })).toHaveLength(3)
    await expect(rows[0]).toHaveTextContent('Transfer received')
    await expect(rows[0]).toHaveTextContent(`${formatUsd(49)} from`)
    await expect(
      within(list).getByRole('heading', { name: 'Signed in from a new device' }),
    ).toBeVisible()
    // A chain hash links to its explorer.
    const deposit = rows.find((r) => r.textContent?.includes('Deposit credited'))
    await expect(
      within(deposit!).getByRole('link', { name: /on the block explorer/ }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/bscscan\.com\/tx\/0x/))
    // Opening the inbox marked them seen: the bell says so, the marks stay on this page.
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Notifications' })).toBeInTheDocument(),
    )
    await expect(within(list).getAllByRole('img', { name: 'New' })).toHaveLength(3)
  },
}

/** E-mail topics: a box unticked is saved at once; security mails are not a choice. */
export const MailTopicOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const team = await canvas.findByRole('checkbox', { name: 'New members in my team' })
    await waitFor(() => expect(team).toBeEnabled())
    await expect(team).toBeChecked()
    await userEvent.click(team)
    await waitFor(() => expect(team).not.toBeChecked())
    await waitFor(() => expect(team).toBeEnabled())
    await expect(canvas.getByRole('checkbox', { name: 'Deposits credited' })).toBeChecked()
    await expect(canvas.getByText(/Security e-mails .* always go/)).toBeVisible()
  },
}

/** Nothing yet: what will show up here. */
export const Empty: Story = {
  parameters: inState(['inbox', 'inboxUnread'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/^Nothing yet\./)).toBeVisible()
  },
}

/** The list cannot be read: what failed, and Retry. */
export const ServerError: Story = {
  parameters: inState(['inbox'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
