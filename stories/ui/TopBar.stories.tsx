import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button, TopBar } from '@trellis/ui'

const meta = {
  title: 'Domain/TopBar',
  component: TopBar,
  argTypes: {
    onMenuClick: { control: false },
    right: { control: false },
    brand: { control: false },
    linkComponent: { control: false },
  },
  args: { title: 'Wallet', onMenuClick: fn() },
} satisfies Meta<typeof TopBar>

export default meta
type Story = StoryObj<typeof meta>

/** The title and the menu button, which asks for the side menu. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Wallet' })).toBeVisible()
    const menu = canvas.getByRole('button', { name: 'Open menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(menu)
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1)
  },
}

/** With a control on the right, e.g. a theme toggle. */
export const WithRightSlot: Story = {
  args: {
    right: (
      <Button variant="ghost" size="sm">
        Dark mode
      </Button>
    ),
  },
}

/** The side menu is open. */
export const MenuOpen: Story = { args: { isMenuOpen: true } }

/** No menu button (e.g. before login). */
export const WithoutMenu: Story = { args: { onMenuClick: undefined, title: 'Login' } }

/** A long title is cut with an ellipsis. */
export const LongText: Story = {
  args: { title: 'Transaction history of the income wallet and the package wallet together' },
}

/** On a small phone. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
