import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button, MemberIdentity, SideMenu, type SideMenuProps } from '@trellis/ui'

/** Opens from a button, as the top bar does, so focus can return to it. */
function WithOpener(props: SideMenuProps) {
  const [open, setOpen] = useState(props.isOpen)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <SideMenu
        {...props}
        isOpen={open}
        onClose={() => {
          setOpen(false)
          props.onClose()
        }}
      />
    </>
  )
}

const meta = {
  title: 'Domain/SideMenu',
  component: SideMenu,
  argTypes: {
    onClose: { control: false },
    onLogout: { control: false },
    linkComponent: { control: false },
    header: { control: false },
  },
  // Docs: the drawer is position: fixed, so each story gets its own frame.
  parameters: { docs: { story: { inline: false } } },
  args: { isOpen: true, onClose: fn(), onLogout: fn(), currentPath: '/wallet/all' },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof SideMenu>

export default meta
type Story = StoryObj<typeof meta>

/** The spec's items and Logout; the current page is marked. */
export const Default: Story = {
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    const links = within(drawer).getAllByRole('link')
    await expect(links.map((l) => l.textContent)).toEqual([
      'Invest Now',
      'KYC',
      'Wallet History',
      'Team',
      'Support',
    ])
    await expect(within(drawer).getByRole('link', { name: 'Wallet History' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
  },
}

/** Escape closes the drawer and focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open menu' })
    await userEvent.click(opener)
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus(),
    )
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(opener).toHaveFocus()
  },
}

/** Tab stays inside the open drawer. */
export const FocusTrapped: Story = {
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    const close = within(drawer).getByRole('button', { name: 'Close menu' })
    const logout = within(drawer).getByRole('button', { name: 'Logout' })
    await waitFor(() => expect(close).toHaveFocus())
    await userEvent.tab({ shift: true })
    await expect(logout).toHaveFocus()
    await userEvent.tab()
    await expect(close).toHaveFocus()
  },
}

/** With the member's name under the heading. */
export const WithHeader: Story = {
  args: {
    header: <MemberIdentity name="Ama Mensah" userId="BCH1000001" />,
  },
}

/** Closed: only the opener. */
export const Closed: Story = { args: { isOpen: false } }

/** Longer labels wrap inside the drawer. */
export const LongText: Story = {
  args: {
    items: [
      { label: 'Invest Now in one of the available plans', href: '/investNow' },
      { label: 'KYC: USDT address and transaction password', href: '/profile/walletAddress' },
      { label: 'Wallet History', href: '/wallet/all' },
    ],
  },
}

/** On a small phone. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
