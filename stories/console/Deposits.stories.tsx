import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { DepositsScreen } from '@trellis/app/console/screens/DepositsScreen'
import { asOperator, onePicture } from './console-support'

const meta = {
  title: 'Console/Deposits',
  // No Docs page (CI time: a console Docs page boots the preview once per MSW frame); every
  // state is rendered, played, checked for a11y and shot in the visual step.
  tags: ['!autodocs'],
  component: DepositsScreen,
  parameters: { route: '/ops/deposits', layout: 'fullscreen', ...asOperator('finance') },
} satisfies Meta<typeof DepositsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The claims with Approve and Reject on the pending ones; a decided one says who decided. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      (await canvas.findAllByRole('button', { name: /^Approve deposit of/ })).length,
    ).toBe(3)
    await expect(canvas.getByText('by fin@trellis.example')).toBeVisible()
    await expect(canvas.getByRole('search', { name: 'Filter deposits' })).toBeVisible()
    // Claims of USDT paid to the network's wallet show the chain's sender, and whether the member
    // ever saved it as their payout address.
    await expect(canvas.getByText('Paid to the hot wallet by mistake')).toBeVisible()
    await expect(canvas.getByText('Paid to the treasury by mistake')).toBeVisible()
    await expect(canvas.getByText(/^not an address this member saved/)).toBeVisible()
    await expect(canvas.getByText('a payout address this member saved')).toBeVisible()
  },
}

/** Approving a claim to the network's wallet names the sender; the chain is read again first. */
export const ApproveClaimToNetwork: Story = {
  ...onePicture,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Approve deposit of $1,250.00 by BCH0000102' }),
    )
    const dialog = await screen.findByRole('alertdialog')
    await expect(
      within(dialog).getByText(/It was paid to the network’s wallet from 0x/),
    ).toBeVisible()
  },
}

/** Reject asks the reason (kept in the audit log) and refuses to send without one. */
export const RejectAsksAReason: Story = {
  ...onePicture,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [reject] = await canvas.findAllByRole('button', { name: /^Reject deposit of/ })
    if (!reject) throw new Error('no Reject button')
    await userEvent.click(reject)
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await expect(await within(dialog).findByText('Enter the reason.')).toBeVisible()
  },
}

/** No claim matches the filter. */
export const Empty: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('finance', 'empty') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByText('No deposit claims match.')).length).toBeGreaterThan(0)
  },
}

/** The claims never arrive: placeholder rows. */
export const Loading: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('finance', 'loading') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Approve deposit of/ })).toBeNull()
  },
}
