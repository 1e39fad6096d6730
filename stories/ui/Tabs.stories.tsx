import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EmptyState, Tabs } from '@trellis/ui'

const tabs = [
  { id: 'deposit', label: 'Deposit', content: <p>Deposit history</p> },
  { id: 'withdraw', label: 'Withdraw', content: <p>Withdrawal history</p> },
  { id: 'transfer', label: 'Transfer', content: <p>Transfer history</p> },
]

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  argTypes: {
    onChange: { control: false },
  },
  args: { label: 'Wallet history', tabs, onChange: fn() },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

/** One Tab stop; arrows move and select (wrapping), Home and End jump. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const [deposit, withdraw, transfer] = canvas.getAllByRole('tab')
    await expect(deposit).toHaveAttribute('aria-selected', 'true')
    await expect(withdraw).toHaveAttribute('tabindex', '-1')
    await userEvent.click(deposit!)
    await userEvent.keyboard('{ArrowRight}')
    await expect(withdraw).toHaveFocus()
    await expect(withdraw).toHaveAttribute('aria-selected', 'true')
    await expect(args.onChange).toHaveBeenLastCalledWith('withdraw')
    await expect(canvas.getByRole('tabpanel', { name: 'Withdraw' })).toHaveTextContent(
      'Withdrawal history',
    )
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(deposit).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(transfer).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect(deposit).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(transfer).toHaveAttribute('aria-selected', 'true')
    await userEvent.tab()
    await expect(canvas.getByRole('tabpanel')).toHaveFocus()
  },
}

/** Equal widths, as on the login screen. */
export const Fitted: Story = {
  args: { isFitted: true, tabs: tabs.slice(0, 2), label: 'Login or sign up' },
}

/** A disabled tab is skipped by the arrows. */
export const Disabled: Story = {
  args: { tabs: [tabs[0]!, { ...tabs[1]!, disabled: true }, tabs[2]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Deposit' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Transfer' })).toHaveFocus()
  },
}

/** A tab with nothing in it. */
export const Empty: Story = {
  args: { tabs: [{ id: 'all', label: 'All', content: <EmptyState /> }, ...tabs] },
}

/** Many long tabs scroll sideways on a phone. */
export const LongText: Story = {
  args: {
    tabs: [
      { id: 'roi', label: 'Return on investment', content: <p>ROI</p> },
      { id: 'level', label: 'Level income', content: <p>Level income</p> },
      { id: 'membership', label: 'Membership income', content: <p>Membership income</p> },
      { id: 'reward', label: 'Business reward', content: <p>Business reward</p> },
    ],
  },
  globals: { viewport: { value: 'small' } },
}

/** On a phone. */
export const Mobile: Story = {
  args: { isFitted: true },
  globals: { viewport: { value: 'mobile' } },
}
