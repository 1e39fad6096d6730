import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Heading, Stack, Text } from '@trellis/ui'

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Your earnings land in the income wallet.' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['default', 'muted', 'success', 'danger', 'warning', 'primary'],
    },
  },
} satisfies Meta<typeof Text>

export default meta
type Story = StoryObj<typeof meta>

/** Body text. */
export const Default: Story = {}

/** Every tone (contrast is checked by the a11y test). */
export const Tones: Story = {
  render: () => (
    <Stack gap={2}>
      <Text>Default text</Text>
      <Text tone="muted">Muted text</Text>
      <Text tone="success">Success text</Text>
      <Text tone="danger">Danger text</Text>
      <Text tone="warning">Warning text</Text>
      <Text tone="primary">Primary text</Text>
    </Stack>
  ),
}

/** The tones in the dark theme. */
export const Dark: Story = { ...Tones, globals: { theme: 'dark' } }

/** Headings follow the outline; size follows the level unless overridden. */
export const Headings: Story = {
  render: () => (
    <Stack gap={2}>
      <Heading level={1}>Dashboard</Heading>
      <Heading level={2}>Wallets</Heading>
      <Heading level={3}>Income wallet</Heading>
      <Heading level={4}>History</Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard')
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveTextContent('History')
  },
}

/** Long unbroken text wraps instead of overflowing. */
export const LongText: Story = {
  args: {
    children:
      '0x71C7656EC7ab88b098defB751B7401B5f6d8976F0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
}
