import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge, DirectionBadge, StatusBadge } from '@trellis/ui'

const meta = {
  title: 'Components/Badge',
  // Drawn the same at every width: one picture per theme (tests/visual/baselines.spec.ts).
  parameters: { visual: { widths: ['phone'] } },
  component: Badge,
  args: { children: 'Pending', tone: 'warning' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'danger', 'warning', 'neutral'] },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

/** A short status label. */
export const Default: Story = {}

/** Every tone. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="success">Approved</Badge>
      <Badge tone="danger">Rejected</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="neutral">Sample</Badge>
    </div>
  ),
}

/** Member status. */
export const Active: Story = {
  render: () => <StatusBadge isActive />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active')).toBeVisible()
  },
}

/** Member status, not active. */
export const Inactive: Story = {
  render: () => <StatusBadge isActive={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Inactive')).toBeVisible()
  },
}

/** Transaction direction. */
export const CreditDebit: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <DirectionBadge type="credit" />
      <DirectionBadge type="debit" />
    </div>
  ),
}

/** Long text is cut with an ellipsis instead of breaking a row. */
export const LongText: Story = {
  args: {
    children: 'Waiting for the administrator to approve this request',
    title: 'Waiting for the administrator to approve this request',
    tone: 'neutral',
  },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
}
