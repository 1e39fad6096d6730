import type { Meta, StoryObj } from '@storybook/react-vite'
import { serverMessages } from '@trellis/contract'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ActivationCard } from '@trellis/ui'

const meta = {
  title: 'Domain/ActivationCard',
  component: ActivationCard,
  argTypes: {
    activeDate: { control: 'text' },
    onActivate: { control: false },
    onRetry: { control: false },
  },
  args: { activeDate: '2026-03-10T08:30:00.000Z', isActive: true, onActivate: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivationCard>

export default meta
type Story = StoryObj<typeof meta>

/** Active: the date, the date it runs out and an Active badge; no button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Active')).toBeInTheDocument()
    await expect(canvas.getByText('Mar 10, 2026')).toBeInTheDocument()
    await expect(canvas.getByText('Mar 10, 2027')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Active Now' })).toBeNull()
  },
}

/** Over a year old: Inactive, and Active Now calls onActivate. */
export const Inactive: Story = {
  args: { activeDate: '2025-06-01T00:00:00.000Z', isActive: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Inactive')).toBeInTheDocument()
    await expect(canvas.getByText('Expired on')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Active Now' }))
    await expect(args.onActivate).toHaveBeenCalledTimes(1)
  },
}

/** Never activated. */
export const Empty: Story = {
  args: { activeDate: null, isActive: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/not been activated/)).toBeInTheDocument()
    await expect(within(canvasElement).getByRole('button', { name: 'Active Now' })).toBeEnabled()
  },
}

/** The activation call is running. */
export const Activating: Story = {
  args: { activeDate: null, isActive: false, isActivating: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Active Now' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const Loading: Story = { args: { isLoading: true } }

export const Error: Story = {
  args: {
    activeDate: null,
    isActive: false,
    error: serverMessages.databaseUnavailable,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument()
  },
}

/** The member could not be loaded: said in place of the date and badge, with Retry; no guess. */
export const LoadError: Story = {
  args: {
    activeDate: null,
    isActive: false,
    loadError: 'Could not load your account. Please try again.',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your account')
    await expect(canvas.queryByText('Inactive')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Active Now' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** Without a handler the button cannot be pressed. */
export const Disabled: Story = {
  args: { activeDate: null, isActive: false, onActivate: undefined },
}

export const LongText: Story = {
  args: {
    title: 'Account activation, renewed once a year to keep earning income',
    isActive: false,
  },
}

export const Mobile: Story = {
  args: { isActive: false, activeDate: '2025-06-01T00:00:00.000Z' },
  globals: { viewport: { value: 'mobile' } },
}

export const DarkInactive: Story = {
  args: {
    isActive: false,
    activeDate: '2025-06-01T00:00:00.000Z',
    error: serverMessages.databaseUnavailable,
  },
  globals: { theme: 'dark' },
}
