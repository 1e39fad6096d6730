import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { TreeNode as TreeNodeData } from '@trellis/contract'
import { TreeNode } from '@trellis/ui'

const member: TreeNodeData = {
  userId: 'BCH1000002',
  firstName: 'Kofi',
  lastName: 'Mensah',
  createdAt: '2026-02-14T09:30:00Z',
  totalInvestment: 1000,
  isActive: true,
  directCount: 2,
  teamCount: 7,
  children: [],
  hiddenChildren: 0,
}

const meta = {
  title: 'Domain/TreeNode',
  component: TreeNode,
  args: { member },
  // As wide as its card: the same picture at every viewport (byte for byte), so one width.
  parameters: { visual: { widths: ['phone'] } },
} satisfies Meta<typeof TreeNode>

export default meta
type Story = StoryObj<typeof meta>

/** A member's card: name, id, status and team size. */
export const Default: Story = {}

/** The member the tree is centred on. */
export const Root: Story = { args: { isRoot: true } }

/** A member with nothing invested: Inactive (spec section 4). */
export const Inactive: Story = {
  args: { member: { ...member, totalInvestment: 0, isActive: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Inactive')).toBeVisible()
  },
}

/** More referrals than the tree shows. */
export const ManyChildren: Story = {
  args: { member: { ...member, directCount: 14, hiddenChildren: 12 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+12 more')).toBeVisible()
  },
}

/** Long names are cut with an ellipsis. */
export const LongText: Story = {
  args: {
    member: { ...member, firstName: 'Oluwaseun-Adebayo', lastName: 'Christabel-Nkansah' },
  },
}

/** On a small phone. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
