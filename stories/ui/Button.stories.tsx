import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button, type ButtonProps } from '@trellis/ui'
import { afterTwoFrames } from './play-support'

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </svg>
  )
}

const meta = {
  title: 'Components/Button',
  // Drawn the same at every width: one picture per theme (tests/visual/baselines.spec.ts).
  parameters: { visual: { widths: ['phone'] } },
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
  argTypes: {
    onClick: { control: false },
    leadingIcon: { control: false },

    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

/** The main action of a screen. A click calls onClick. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}

/** Every variant side by side. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
    </div>
  ),
}

/** Sizes sm, md, lg: all keep a 44 px touch target. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
}

/** With a leading icon. */
export const WithIcon: Story = { args: { leadingIcon: <PlusIcon />, children: 'Invest' } }

/** Work in progress: spinner, aria-busy, no clicks. */
export const Loading: Story = {
  args: { isLoading: true, children: 'Submitting' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submitting' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** Busy for a moment after each press, like a request to the server. */
function BusyOnPress(props: ButtonProps) {
  const [isBusy, setBusy] = useState(false)
  return (
    <Button
      {...props}
      isLoading={isBusy}
      onClick={(event) => {
        props.onClick?.(event)
        setBusy(true)
        setTimeout(() => setBusy(false), 300)
      }}
    />
  )
}

/**
 * Pressed from the keyboard: the button keeps focus while busy and after, so the member does not
 * have to find their place again (a disabled button would drop focus to the page).
 */
export const BusyKeepsFocus: Story = {
  args: { children: 'Send OTP' },
  render: (args) => <BusyOnPress {...args} />,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send OTP' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await afterTwoFrames()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'))
    await expect(button).toHaveFocus()
  },
}

/** Not available now. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled()
  },
}

/** A destructive action. */
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel request' } }

/** A long label wraps instead of overflowing. */
export const LongText: Story = {
  args: {
    children: 'Transfer the whole income wallet balance to my package wallet right now',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
}

/** Full width on a phone, as in the forms. */
export const Mobile: Story = {
  args: { fullWidth: true, children: 'Withdraw' },
  globals: { viewport: { value: 'mobile' } },
}
