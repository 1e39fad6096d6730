import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Link, useLocation } from 'react-router-dom'
import {
  AppShell,
  Card,
  MemberIdentity,
  Skeleton,
  type AppShellProps,
  type NavLinkProps,
} from '@trellis/ui'

function RouterLink({ href, ...rest }: NavLinkProps) {
  return <Link to={href} {...rest} />
}

/** The shell as the app mounts it: the router's path and Link. */
function Routed(props: AppShellProps) {
  const { pathname } = useLocation()
  return <AppShell {...props} currentPath={pathname} linkComponent={RouterLink} />
}

const content = (
  <div style={{ display: 'grid', gap: 16 }}>
    <Card title="Income wallet">
      <p style={{ margin: 0 }}>$1,250.00</p>
    </Card>
    <Card title="Package wallet">
      <p style={{ margin: 0 }}>$300.00</p>
    </Card>
  </div>
)

const meta = {
  title: 'Domain/AppShell',
  component: AppShell,
  argTypes: {
    linkComponent: { control: false },
    menuHeader: { control: false },
    onLogout: { control: false },
    topBarRight: { control: false },
  },
  // Docs: its drawer is position: fixed, so each story gets its own frame.
  parameters: {
    layout: 'fullscreen',
    route: '/wallet',
    docs: { story: { inline: false } },
  },
  args: { title: 'Wallet', onLogout: fn(), children: content },
  render: (args) => <Routed {...args} />,
} satisfies Meta<typeof AppShell>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The main navigation's box: on a phone a bar along the bottom edge, on a desktop a column along
 * the left edge (one of the two, never both).
 */
function mainNavigation(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Main' })
  return { nav, box: nav.getBoundingClientRect() }
}

/**
 * On a phone: top bar, the screen, bottom navigation; the menu button opens the side menu,
 * Escape closes it.
 */
export const Default: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('main')).toHaveTextContent('Income wallet')
    // The phone layout: the tab bar along the bottom, no Logout in it (that is in the drawer).
    const { nav, box } = mainNavigation(canvasElement)
    await expect(box.width).toBeGreaterThan(box.height)
    await expect(Math.round(box.bottom)).toBe(window.innerHeight)
    await expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Wallet' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const menu = canvas.getByRole('button', { name: 'Open menu' })
    await userEvent.click(menu)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await screen.findByRole('dialog', { name: 'Menu' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(menu).toHaveFocus()
  },
}

/**
 * On a phone, a sub-screen (Deposit, in Wallet): an arrow up to its section stands in the top bar
 * in place of the logo. Sections themselves keep the logo, and the desktop's side navigation
 * shows where a page sits instead.
 */
export const SubScreen: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { route: '/wallet/deposit', visual: { widths: ['phone'] } },
  args: { title: 'Deposit' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('banner')
    await expect(within(bar).getByRole('link', { name: 'Back to Wallet' })).toHaveAttribute(
      'href',
      '/wallet',
    )
    // The section it belongs to is marked below, as on the section itself.
    await expect(within(canvasElement).getByRole('link', { name: 'Wallet' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** On a phone, the side menu open; following a link closes it and moves the page. */
export const MenuOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    await userEvent.click(within(drawer).getByRole('link', { name: 'Team' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() =>
      expect(within(canvasElement).getByRole('link', { name: 'Team' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    )
  },
}

/** On a phone, Logout from the side menu. */
export const Logout: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultMenuOpen: true },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
  },
}

/**
 * On a desktop (1024 px and wider): the side navigation on the left holds the bottom bar's
 * sections, the menu's links and Logout; no tab bar, no menu button, no drawer.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { menuHeader: <MemberIdentity name="Asha Verma" userId="BCH1000001" /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('main')).toHaveTextContent('Income wallet')
    // The page's styles may land a frame after the text (once, in a check run, the column sat at
    // the body's default 8 px margin): the layout is read once it has settled.
    await waitFor(() => expect(Math.round(mainNavigation(canvasElement).box.left)).toBe(0))
    const { nav, box } = mainNavigation(canvasElement)
    await expect(box.height).toBeGreaterThan(box.width)
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBeGreaterThanOrEqual(
      box.right,
    )
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull()
    await expect(canvas.getByTitle('Asha Verma')).toBeVisible()
    await expect(canvas.getByText('BCH1000001')).toBeVisible()
    await expect(within(nav).getByRole('link', { name: 'Wallet' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(nav).getByRole('link', { name: 'Wallet History' })).toBeVisible()
    // The router moves the page in a transition: on a slow machine the click returns before it.
    await userEvent.click(within(nav).getByRole('link', { name: 'Earning' }))
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Earning' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    )
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
  },
}

/** A screen still loading inside the shell. */
export const Loading: Story = {
  args: { children: <Skeleton variant="block" height="200px" label="Loading wallet" /> },
}

/**
 * A long screen scrolls under the sticky top bar and above the bottom navigation (beside the side
 * navigation on a desktop).
 */
export const LongText: Story = {
  args: {
    title: 'Transaction history of every wallet, ten a page',
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Card key={i} title={`Section ${i + 1}`}>
            <p style={{ margin: 0 }}>
              A paragraph of screen content long enough to wrap on a phone and show how the main
              area keeps a readable width on a desktop screen.
            </p>
          </Card>
        ))}
      </div>
    ),
  },
}

/** On a small phone. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
