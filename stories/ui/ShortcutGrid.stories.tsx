import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ShortcutGrid, type LinkLikeProps } from '@trellis/ui'

const items = [
  { label: 'Deposit', href: '/wallet/deposit', icon: 'deposit' as const },
  { label: 'Withdraw', href: '/wallet/withdrawal', icon: 'withdraw' as const },
  { label: 'Invest', href: '/investNow', icon: 'invest' as const },
]

const meta = {
  title: 'Domain/ShortcutGrid',
  component: ShortcutGrid,
  argTypes: {
    linkComponent: { control: false },
  },
  args: { items },
} satisfies Meta<typeof ShortcutGrid>

export default meta
type Story = StoryObj<typeof meta>

/** The dashboard's three shortcuts; Deposit opens /wallet/deposit and Withdraw /wallet/withdrawal. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Shortcuts' })
    await expect(within(nav).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/wallet/deposit',
    )
    await expect(within(nav).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/wallet/withdrawal',
    )
    await expect(within(nav).getAllByRole('link')).toHaveLength(3)
  },
}

/** No shortcuts: nothing renders. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    items: [
      { label: 'Deposit USDT on the BEP-20 network', href: '/wallet/deposit', icon: 'deposit' },
      { label: 'Withdraw to your own address', href: '/wallet/withdrawal', icon: 'withdraw' },
      { label: 'Invest in a plan from any wallet', href: '/investNow', icon: 'invest' },
    ],
  },
}

function TaggedLink({ href, children, className }: LinkLikeProps) {
  // Stands in for a router adapter: ui hands it href and children, the app decides how to navigate.
  return (
    <a href={`#${href}`} className={className} data-router-link="">
      {children}
    </a>
  )
}

/** With a custom link component, as the app passes its router's Link. */
export const CustomLink: Story = {
  tags: ['check'],
  args: { linkComponent: TaggedLink },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Invest' })
    await expect(link).toHaveAttribute('data-router-link')
    await expect(link).toHaveAttribute('href', '#/investNow')
  },
}
