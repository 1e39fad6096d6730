import type { Meta, StoryObj } from '@storybook/react-vite'
import { serverMessages } from '@trellis/contract'
import { expect, within } from 'storybook/test'
import { StatGrid, type StatGridItem } from '@trellis/ui'

const items: StatGridItem[] = [
  { id: 'wallet', label: 'Income wallet', value: 1250.1, icon: 'wallet' },
  { id: 'investment', label: 'Total investment', value: 2500, icon: 'invest' },
  { id: 'withdrawal', label: 'Total withdrawal', value: 640, icon: 'withdraw' },
  { id: 'return', label: 'Total return', value: 812.35, icon: 'earning' },
]

const meta = {
  title: 'Domain/StatGrid',
  component: StatGrid,
  argTypes: { onRetry: { control: false } },
  args: { items, title: 'Overview' },
} satisfies Meta<typeof StatGrid>

export default meta
type Story = StoryObj<typeof meta>

/** Wallet, investment and earning totals. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Overview' })
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4)
    await expect(within(region).getByText('$812.35')).toBeInTheDocument()
  },
}

/** The four income totals of the earning screen, in three columns. */
export const Earnings: Story = {
  args: {
    title: 'Earnings',
    columns: 2,
    items: [
      { id: 'roi', label: 'Investment income', value: 120.5 },
      { id: 'level', label: 'Level income', value: 48.25 },
      { id: 'membership', label: 'Membership income', value: 0 },
      { id: 'reward', label: 'Business reward', value: 300 },
    ],
  },
}

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4)
    await expect(within(canvasElement).queryByTestId('stat-value')).toBeNull()
  },
}

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to show yet.')).toBeInTheDocument()
  },
}

export const Error: Story = {
  args: { error: serverMessages.databaseUnavailable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument()
  },
}

export const LongText: Story = {
  args: {
    items: [
      { id: 'a', label: 'Business reward earned from the whole downline', value: 987654321.99 },
      { id: 'b', label: 'Zero-investment team members', value: 123456, format: 'count' },
    ],
  },
}
