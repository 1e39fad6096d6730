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

/**
 * The address shown whole, in groups of 4 to compare by eye (issue 26, point 10: it was only ever
 * shown shortened, 0x3f5C…f0bE): no group split across lines, none past the box, and the text
 * still the one address (the groups are spaced by CSS, so a selection copies it whole).
 */
async function expectWholeAddressInGroups(canvasElement: HTMLElement, value: string) {
  const shown = within(canvasElement).getByTestId('deposit-address')
  await expect(shown.textContent).toBe(value)
  const groups = [...shown.children] as HTMLElement[]
  await expect(groups.map((g) => g.textContent)).toEqual([
    '0x',
    ...(value.slice(2).match(/.{1,4}/g) ?? []),
  ])
  const box = shown.getBoundingClientRect()
  for (const group of groups) {
    await expect(
      group.getClientRects(),
      `group ${String(group.textContent)} on one line`,
    ).toHaveLength(1)
    const r = group.getBoundingClientRect()
    await expect(
      r.left >= box.left && r.right <= box.right,
      `${String(group.textContent)} inside`,
    ).toBe(true)
  }
}

/** The receiving address as a QR code and as text, on USDT BEP 20. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('USDT BEP 20')).toBeInTheDocument()
    await expectWholeAddressInGroups(canvasElement, address)
    await expect(canvas.getByText('0x')).toBeVisible()
    await expect(canvas.getByText('f0bE')).toBeVisible()
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

/** On a phone the groups wrap onto lines, each group whole. */
export const Mobile: Story = {
  tags: ['check'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectWholeAddressInGroups(canvasElement, address)
  },
}
