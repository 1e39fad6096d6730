import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Spinner } from '@trellis/ui'

const meta = {
  title: 'Components/Spinner',
  // Drawn the same at every width: one picture per theme (tests/visual/baselines.spec.ts).
  parameters: { visual: { widths: ['phone'] } },
  component: Spinner,
  args: { label: 'Loading wallet' },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

/** Announced as a status with its label; the ring itself is hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading wallet')
  },
}

/** All sizes. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
}

/** The label shown next to the ring. */
export const Loading: Story = { args: { showLabel: true } }

/** A long visible label wraps on a phone. */
export const LongText: Story = {
  args: { showLabel: true, label: 'Loading your team of every level, this can take a moment' },
  globals: { viewport: { value: 'mobile' } },
}

/** On a phone. */
export const Mobile: Story = { args: { size: 'lg' }, globals: { viewport: { value: 'mobile' } } }
