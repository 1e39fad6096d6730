import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Card, Skeleton } from '@trellis/ui'

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { lines: 3, label: 'Loading transactions' },
  argTypes: {
    label: { control: 'text' },
    variant: { control: 'inline-radio', options: ['text', 'block', 'circle'] },
  },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

/** Three lines of text loading; announced once as a status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading transactions',
    )
  },
}

/** A block, for a card or chart. */
export const Block: Story = { args: { variant: 'block', height: '120px' } }

/** A circle, for an avatar or a gauge. */
export const Circle: Story = { args: { variant: 'circle', height: '64px' } }

/** The shape of a wallet card while it loads. */
export const Loading: Story = {
  render: () => (
    <Card>
      <Skeleton label="Loading wallet" lines={1} width="40%" />
      <Skeleton label={null} variant="block" height="48px" />
      <Skeleton label={null} lines={2} />
    </Card>
  ),
}

/** Many lines. */
export const LongText: Story = { args: { lines: 8 } }
