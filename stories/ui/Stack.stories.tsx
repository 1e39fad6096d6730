import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge, Button, Card, Inline, Stack } from '@trellis/ui'

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: { gap: 4 },
  render: (args) => (
    <Stack {...args}>
      <Card>Income wallet</Card>
      <Card>Package wallet</Card>
      <Inline justify="between">
        <Badge tone="success">Active</Badge>
        <Inline>
          <Button variant="secondary">Transfer</Button>
          <Button>Withdraw</Button>
        </Inline>
      </Inline>
    </Stack>
  ),
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

/** Cards stacked with a 16 px gap; a row of actions spread with Inline. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByText(/wallet$/)
    const gap = second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom
    // The cards' own padding is inside; the space between them is the theme's space[4].
    await expect(Math.round(gap)).toBeGreaterThanOrEqual(16)
  },
}

/** A tight stack. */
export const Tight: Story = { args: { gap: 1 } }

/** Many long items. */
export const LongText: Story = {
  render: (args) => (
    <Stack {...args}>
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i}>
          Level {i + 1}: members who joined through your direct referrals and their teams
        </Card>
      ))}
    </Stack>
  ),
}

/** On the smallest phone the Inline row wraps. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
