import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Link, useLocation } from 'react-router-dom'
import { BottomNav, type NavLinkProps } from '@trellis/ui'

/** The app's adapter: the router's Link behind ui's link props. */
function RouterLink({ href, ...rest }: NavLinkProps) {
  return <Link to={href} {...rest} />
}

/** Reads the router's path, as the app does, so clicks move the current item. */
function Routed() {
  const { pathname } = useLocation()
  return <BottomNav currentPath={pathname} linkComponent={RouterLink} />
}

const meta = {
  title: 'Domain/BottomNav',
  component: BottomNav,
  argTypes: {
    linkComponent: { control: false },
  },
  args: { currentPath: '/dashboard' },
  // Give the fixed bar room, as the app shell does.
  decorators: [(Story) => <div style={{ minHeight: 160 }}>{Story()}</div>],
} satisfies Meta<typeof BottomNav>

export default meta
type Story = StoryObj<typeof meta>

/** Home, Team, Wallet, Earning, Profile; the current one is aria-current="page". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    await expect(links.map((l) => l.textContent)).toEqual([
      'Home',
      'Team',
      'Wallet',
      'Earning',
      'Profile',
    ])
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** A page under a section marks the section: /team/level marks Team, /profile/my Profile. */
export const NestedPage: Story = {
  args: { currentPath: '/profile/my' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  },
}

/** With the router's Link: following a link moves the current item. */
export const WithRouter: Story = {
  parameters: { route: '/dashboard' },
  render: () => <Routed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('link', { name: 'Wallet' }))
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page'),
    )
  },
}

/** A page of no section (password recovery) marks nothing; Invest Now, Bonus and KYC belong to Wallet and Profile. */
export const NoneCurrent: Story = { args: { currentPath: '/forgot-password' } }

/** Longer labels (another language) still fit five across. */
export const LongText: Story = {
  args: {
    items: [
      { label: 'Startseite', href: '/dashboard' },
      { label: 'Mannschaft', href: '/team' },
      { label: 'Geldbörse', href: '/wallet' },
      { label: 'Einkommen', href: '/earning' },
      { label: 'Profil', href: '/profile/menu' },
    ],
  },
}

/** On a small phone: fixed at the bottom. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
