import type { Meta, StoryObj } from '@storybook/react-vite'
import { potPrice, serverMessages } from '@trellis/contract'
import { expect, fn, userEvent, within } from 'storybook/test'
import { expectWhole } from './play-support'
import { PoolGauge } from '@trellis/ui'

const meta = {
  title: 'Domain/PoolGauge',
  component: PoolGauge,
  argTypes: {
    expiresOn: { control: 'text' },
    onJoin: { control: false },
  },
  args: {
    label: '2.5X Pool',
    value: 1750,
    target: 2500,
    isExpired: false,
    expiresOn: '2026-12-15',
    price: potPrice(3),
    onJoin: fn(),
  },
  // At most 320 px wide: the same picture at every viewport (byte for byte), so one width.
  parameters: { visual: { widths: ['phone'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PoolGauge>

export default meta
type Story = StoryObj<typeof meta>

/** The pool's size against its target, as a meter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: '2.5X Pool' })
    await expect(meter).toHaveAttribute('aria-valuenow', '1750')
    await expect(meter).toHaveAttribute('aria-valuemax', '2500')
    await expect(meter).toHaveAttribute('aria-valuetext', '$1,750.00 of $2,500.00')
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

/** Past the pot's expiry a Join button replaces the gauge and calls onJoin. */
export const Expired: Story = {
  args: { isExpired: true, isJoined: true, expiresOn: '2024-08-15' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('meter')).toBeNull()
    await expect(canvas.getByText(/expired on Aug 15, 2024/)).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Join for $100.00' }))
    await expect(args.onJoin).toHaveBeenCalledTimes(1)
  },
}

/**
 * Never joined: the pot's expiry is a default date, not the member's, so the card says the member
 * has not joined yet, not that "this pool expired on Aug 15, 2024" (issue 26, point 7).
 */
export const NotJoined: Story = {
  args: { isExpired: true, isJoined: false, expiresOn: '2024-08-15' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('You have not joined this pool yet.')).toBeVisible()
    await expect(canvas.queryByText(/expired/)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Join for $100.00' }))
    await expect(args.onJoin).toHaveBeenCalledTimes(1)
  },
}

/** The join call is running. */
export const Joining: Story = {
  args: { isExpired: true, isJoined: true, expiresOn: '2024-08-15', isJoining: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /join for/i })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** The member holds the pot: the gauge shows with a Joined badge. */
export const Joined: Story = {
  args: { label: '2X Pool', value: 400, target: 1000, isJoined: true, price: potPrice(4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Joined')).toBeInTheDocument()
    await expect(within(canvasElement).getByRole('meter')).toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('meter')).toBeNull()
  },
}

/** An empty pool. */
export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '0')
  },
}

/**
 * No target set (the base pool's, while nothing sets its count): no percentage and no
 * "Target $0.00", which would read as a promise of nothing (issue 26, point 7).
 */
export const NoTarget: Story = {
  args: { label: 'Base Pool', value: 0, target: 0, expiresOn: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      '$0.00, no target set yet',
    )
    await expect(canvas.getByText('No target set yet')).toBeVisible()
    await expect(canvas.queryByText('0%')).toBeNull()
    await expect(canvas.queryByText(/Target/)).toBeNull()
  },
}

/** Over the target the ring is full and the text still says the real size. */
export const Full: Story = { args: { value: 3100 } }

export const Error: Story = {
  args: { error: serverMessages.databaseUnavailable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument()
  },
}

/** Without a handler the Join button cannot be pressed. */
export const Disabled: Story = {
  args: { isExpired: true, isJoined: true, onJoin: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /join/i })).toBeDisabled()
  },
}

export const LongText: Story = {
  args: {
    label: 'Base pool shared by every member of the network',
    value: 123456789.5,
    target: 200000000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expectWhole(
      ['$123,456,789.50', '$200,000,000.00', 'Dec 15, 2026'].map((text) => canvas.getByText(text)),
    )
  },
}

/** The dark theme: every text keeps AA contrast. */
export const Dark: Story = { args: { isJoined: true }, globals: { theme: 'dark' } }

export const DarkExpired: Story = {
  args: { isExpired: true, isJoined: true },
  globals: { theme: 'dark' },
}
