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
const longIdLink = 'https://trellis.example/login/BKSK20419876543210'

/** The lines `text` (a part of `el`'s text) takes: one, or the layout broke it. */
async function expectOnOneLine(el: HTMLElement, text: string) {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  const full = el.textContent ?? ''
  const start = full.indexOf(text)
  const end = start + text.length
  let seen = 0
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const len = node.textContent?.length ?? 0
    if (start >= seen && start <= seen + len) range.setStart(node, start - seen)
    if (end >= seen && end <= seen + len) range.setEnd(node, end - seen)
    seen += len
  }
  const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
  await expect(tops.size, `"${text}" on one line`).toBe(1)
}

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

/**
 * On a phone, a long address and id: the link wraps between its segments, the id stays on one
 * line (issue 26, point 10: it was broken inside the id).
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { link: longIdLink },
  play: async ({ canvasElement }) => {
    const shown = within(canvasElement).getByTestId('referral-link')
    await expect(shown.textContent).toBe(longIdLink)
    await expectOnOneLine(shown, 'BKSK20419876543210')
    await expectOnOneLine(shown, 'https:')
  },
}
