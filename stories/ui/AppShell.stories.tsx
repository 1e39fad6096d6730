import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Link, useLocation } from 'react-router-dom'
import { AppShell, Card, Skeleton, type AppShellProps, type NavLinkProps } from '@trellis/ui'

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
    docs: { story: { inline: false, height: '760px' } },
  },
  args: { title: 'Wallet', onLogout: fn(), children: content },
  render: (args) => <Routed {...args} />,
} satisfies Meta<typeof AppShell>

export default meta
type Story = StoryObj<typeof meta>

/** Top bar, the screen, bottom navigation; the menu button opens the side menu, Escape closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('main')).toHaveTextContent('Income wallet')
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

/** The side menu open; following a link closes it and moves the page. */
export const MenuOpen: Story = {
  args: { defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    await userEvent.click(within(drawer).getByRole('link', { name: 'Network' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(within(canvasElement).getByRole('link', { name: 'Team' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** Logout from the side menu. */
export const Logout: Story = {
  args: { defaultMenuOpen: true },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
  },
}

/** A screen still loading inside the shell. */
export const Loading: Story = {
  args: { children: <Skeleton variant="block" height="200px" label="Loading wallet" /> },
}

/** A long screen scrolls under the sticky top bar and above the bottom navigation. */
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
