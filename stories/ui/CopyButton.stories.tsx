import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CopyButton } from '@trellis/ui'

/**
 * Replaces navigator.clipboard for one story, so the copy can be checked without a permission
 * prompt. `fails` makes writeText reject, as a browser does when the page lacks permission.
 */
function stubClipboard(fails = false) {
  const writeText = fn(async () => {
    if (fails) throw new DOMException('Denied', 'NotAllowedError')
  })
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard
  }
}

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  argTypes: {
    onCopy: { control: false },
    leadingIcon: { control: false },
  },
  args: { value: '0x9f8c7a6b5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b', label: 'Copy', onCopy: fn() },
  // As wide as its label: the same picture at every viewport (byte for byte), so one width.
  parameters: { visual: { widths: ['phone'] } },
} satisfies Meta<typeof CopyButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = { beforeEach: () => stubClipboard() }

/** After a click the label says "Copied" and a status message announces it. */
export const Copied: Story = {
  // Long feedback, so the screenshot shows the Copied state however slow the run.
  args: { resetMs: 600_000 },
  beforeEach: () => stubClipboard(),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }))
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.value)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copied' })).toBeInTheDocument())
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied')
    await expect(args.onCopy).toHaveBeenCalledWith(true)
  },
}

/** The browser refuses the clipboard: the button says so instead of pretending. */
export const Error: Story = {
  args: { resetMs: 600_000 },
  beforeEach: () => stubClipboard(true),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument(),
    )
    await expect(args.onCopy).toHaveBeenCalledWith(false)
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy' })).toBeDisabled()
  },
}

export const LongText: Story = {
  args: {
    label: 'Copy the full referral link to the clipboard',
    copiedLabel: 'Copied to the clipboard',
  },
}
