import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SupportLinks } from '@trellis/ui'

const meta = {
  title: 'Domain/SupportLinks',
  component: SupportLinks,
  args: {
    links: [
      {
        label: 'Support desk',
        href: 'https://support.trellis.example',
        kind: 'support',
        description: 'Answers within a day',
      },
      { label: 'Telegram community', href: 'https://t.me/trellis_example', kind: 'community' },
      { label: 'WhatsApp group', href: 'https://chat.whatsapp.com/example', kind: 'community' },
    ],
  },
} satisfies Meta<typeof SupportLinks>

export default meta
type Story = StoryObj<typeof meta>

/** Support and community group links; each opens in a new tab without a referrer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link')
    await expect(links).toHaveLength(3)
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noreferrer')
    }
  },
}

export const Empty: Story = {
  args: { links: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
    await expect(within(canvasElement).getByText(/no support links/i)).toBeInTheDocument()
  },
}

export const LongText: Story = {
  args: {
    title: 'Support, community groups and official announcement channels',
    links: [
      {
        label: 'Official support desk for deposits, withdrawals and account questions',
        href: 'https://support.trellis.example/a/very/long/path/that/keeps/going',
        kind: 'support',
        description:
          'Monday to Saturday, 09:00 to 21:00 UTC, answers usually within one working day',
      },
    ],
  },
}
