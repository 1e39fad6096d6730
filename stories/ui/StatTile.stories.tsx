import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { expectWhole } from './play-support'
import { StatTile } from '@trellis/ui'

const meta = {
  title: 'Domain/StatTile',
  component: StatTile,
  argTypes: {
    value: { control: 'number' },
  },
  args: { label: 'Total investment', value: 2500, icon: 'invest' },
  // At most 240 px wide: the same picture at every viewport (byte for byte), so one width.
  parameters: { visual: { widths: ['phone'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatTile>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stat-value')).toHaveTextContent('$2,500.00')
  },
}

/** A change indicator says its direction in words as well as colour. */
export const WithTrend: Story = {
  args: {
    label: 'Level income',
    value: 312.4,
    icon: 'earning',
    trend: { direction: 'up', text: '+$12.40 today' },
    hint: 'From 14 members',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Up:/)).toBeInTheDocument()
  },
}

export const TrendDown: Story = {
  args: {
    label: 'Income wallet',
    value: 80,
    trend: { direction: 'down', text: '-$20.00 this week' },
  },
}

/** A count instead of dollars. */
export const Count: Story = {
  args: { label: 'Team members', value: 12840, format: 'count', icon: 'team' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stat-value')).toHaveTextContent('12,840')
  },
}

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('stat-value')).toBeNull()
  },
}

export const Empty: Story = {
  args: { label: 'Total withdrawal', value: 0, icon: 'withdraw' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stat-value')).toHaveTextContent('$0.00')
  },
}

export const LongText: Story = {
  args: {
    label: 'Business reward earned from the whole downline this year',
    value: 1234567890.5,
    hint: 'Counted from the first day of your activation to today',
  },
  play: async ({ canvasElement }) => {
    expectWhole([within(canvasElement).getByText('$1,234,567,890.50')])
  },
}

/** The dark theme: every text keeps AA contrast. */
export const Dark: Story = {
  args: { trend: { direction: 'up', text: '+$12.40 today' }, hint: 'From 14 members' },
  globals: { theme: 'dark' },
}
