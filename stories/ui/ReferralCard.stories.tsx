import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ReferralCard } from '@trellis/ui'

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

const link = 'https://trellis.example/login/BCH2041'

const meta = {
  title: 'Domain/ReferralCard',
  component: ReferralCard,
  argTypes: {
    onCopy: { control: false },
  },
  args: { link, onCopy: fn() },
  beforeEach: () => stubClipboard(),
} satisfies Meta<typeof ReferralCard>

export default meta
type Story = StoryObj<typeof meta>

/** The link, a QR code of it and share links; every share link opens a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('referral-link')).toHaveTextContent(link)
    await expect(canvas.getByRole('img', { name: /QR code/ })).toBeInTheDocument()
    const whatsapp = canvas.getByRole('link', { name: /WhatsApp/ })
    await expect(whatsapp).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(link)),
    )
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    await expect(whatsapp).toHaveAttribute('rel', 'noreferrer')
    await expect(canvas.getAllByRole('link')).toHaveLength(5)
  },
}

/** Copy puts the link on the clipboard and the button says "Copied". */
export const Copied: Story = {
  parameters: {
    visual: { skip: 'the Copied label lasts 2 s; CopyButton/Copied holds it for its screenshot' },
    // Chromatic skips what the local visual run skips (docs/visual-review.md).
    chromatic: { disableSnapshot: true },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(link)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copied' })).toBeInTheDocument())
    await expect(args.onCopy).toHaveBeenCalledWith(true)
  },
}

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
  },
}

/** A link with its own query string and a message with "&": both stay inside their parameter. */
export const LongText: Story = {
  args: {
    link: 'https://trellis.example/login/BKSK20419876543210?utm_source=share&utm_campaign=spring',
    message: 'Grow with me & my team — sign up with my link:',
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

/** The dark theme: every text keeps AA contrast. */
export const Dark: Story = { globals: { theme: 'dark' } }
