import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { emptyTexts } from '@trellis/contract'
import { Button, EmptyState } from '@trellis/ui'

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  argTypes: {
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

/** The spec's text for an empty list: what a list with no rows shows. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(emptyTexts.noTransactions)).toBeVisible()
  },
}

/** The end of a list: "No more data available". */
export const NoMoreData: Story = {
  args: { variant: 'end' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(emptyTexts.noMoreData)).toBeVisible()
  },
}

/** With an action to get started. */
export const WithAction: Story = { args: { action: <Button size="sm">Deposit</Button> } }

/** A long custom message wraps. */
export const LongText: Story = {
  args: {
    message:
      'Nothing has been recorded for this level yet. Members you refer will appear here as soon as they join the network.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
}
