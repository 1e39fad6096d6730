import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DepositAddress } from '@trellis/ui'

/** Replaces navigator.clipboard for one story, so the copy can be checked without a prompt. */
function stubClipboard() {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: fn(async () => {}) },
    configurable: true,
  })
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard
  }
}

// A made-up address of the right shape; the real one comes from configuration.
const address = '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE'

const meta = {
  title: 'Domain/DepositAddress',
  component: DepositAddress,
  argTypes: {
    onCopy: { control: false },
  },
  args: { address, onCopy: fn() },
  beforeEach: () => stubClipboard(),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DepositAddress>

export default meta
type Story = StoryObj<typeof meta>

/** The receiving address as a QR code and as text, on USDT BEP 20. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('USDT BEP 20')).toBeInTheDocument()
    await expect(canvas.getByTestId('deposit-address')).toHaveTextContent(address)
    // On screen it is shortened in the middle, whole on hover (and in the QR code and the copy).
    const shown = canvas.getByText('0x3f5C…f0bE')
    await expect(shown).toBeVisible()
    await expect(shown.closest('[title]')).toHaveAttribute('title', address)
    await expect(canvas.getByRole('img', { name: /QR code/ })).toBeInTheDocument()
  },
}

export const Copied: Story = {
  parameters: {
    visual: { skip: 'the Copied label lasts 2 s; CopyButton/Copied holds it for its screenshot' },
    // Chromatic skips what the local visual run skips (docs/visual-review.md).
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }))
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(address)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copied' })).toBeInTheDocument())
  },
}

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('deposit-address')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    title: 'Send your deposit to this receiving address',
    note: 'Send only USDT on the BEP-20 network. Other tokens or networks are lost. After sending, submit the transaction hash in the deposit form below so the deposit can be matched.',
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

/** The dark theme: every text keeps AA contrast. */
export const Dark: Story = { globals: { theme: 'dark' } }
