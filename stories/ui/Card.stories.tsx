import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button, Card, Skeleton, EmptyState } from '@trellis/ui'

const meta = {
  title: 'Components/Card',
  component: Card,
  argTypes: {
    title: { control: 'text' },
    actions: { control: false },
    footer: { control: false },
  },
  args: {
    title: 'Income wallet',
    children: <p style={{ margin: 0 }}>Your earnings land here and can be withdrawn.</p>,
  },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

/** A titled card is a region named by its title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Income wallet' })).toBeVisible()
  },
}

/** Header action and footer buttons. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="ghost">
        History
      </Button>
    ),
    footer: (
      <>
        <Button variant="secondary">Transfer</Button>
        <Button>Withdraw</Button>
      </>
    ),
  },
}

/** Content still loading. */
export const Loading: Story = { args: { children: <Skeleton lines={3} label="Loading wallet" /> } }

/** Nothing to show. */
export const Empty: Story = { args: { title: 'Transactions', children: <EmptyState /> } }

/** The alternate surface, for a card inside a card. */
export const Alt: Story = { args: { tone: 'alt' } }

/** Long words and text wrap inside the card. */
export const LongText: Story = {
  args: {
    title: 'A very long card title that keeps going to show how the header wraps on narrow screens',
    children: (
      <p style={{ margin: 0 }}>
        0x71C7656EC7ab88b098defB751B7401B5f6d8976F0x71C7656EC7ab88b098defB751B7401B5f6d8976F
      </p>
    ),
  },
}
