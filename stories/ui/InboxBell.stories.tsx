import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { InboxBell } from '@trellis/ui'

const meta = {
  title: 'Components/InboxBell',
  // Drawn the same at every width: one picture per theme (tests/visual/baselines.spec.ts).
  parameters: { visual: { widths: ['phone'] } },
  component: InboxBell,
  argTypes: { linkComponent: { control: false } },
  args: { href: '/inbox', count: 3, label: 'Notifications, 3 unread' },
} satisfies Meta<typeof InboxBell>

export default meta
type Story = StoryObj<typeof meta>

/** Three events the member has not seen: the count in the brand's colour, and in the link's name. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Notifications, 3 unread' })
    await expect(link).toHaveTextContent('3')
    // Never the small print of a shrinking badge: 12 px at least.
    const badge = link.querySelector('span')
    await expect(parseFloat(getComputedStyle(badge!).fontSize)).toBeGreaterThanOrEqual(12)
  },
}

/** Nothing new: the bell alone. */
export const AllSeen: Story = {
  args: { count: 0, label: 'Notifications' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Notifications' })
    await expect(link.textContent).toBe('')
  },
}

/** More than 99: "99+", the badge within the 44 px target. */
export const Many: Story = {
  args: { count: 100, label: 'Notifications, more than 99 unread' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link')
    await expect(link).toHaveTextContent('99+')
    const badge = link.querySelector('span')!.getBoundingClientRect()
    const box = link.getBoundingClientRect()
    await expect(badge.right).toBeLessThanOrEqual(box.right + 0.5)
  },
}
