import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { economics, formatUsd, otpTriesLeft } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { WithdrawalScreen } from '@trellis/app/screens/Withdrawal/WithdrawalScreen'
import { msw, signedIn } from '../screens/story-support'

/** A withdrawal: amount, Send OTP, the e-mailed code in the OTP dialog, submitted. */
const meta = {
  title: 'Flows/WithdrawWithOtp',
  component: WithdrawalScreen,
  parameters: { route: '/wallet/withdrawal', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof WithdrawalScreen>

export default meta
type Story = StoryObj<typeof meta>

async function requestOtp(canvasElement: HTMLElement, amount: string) {
  const canvas = within(canvasElement)
  await canvas.findAllByText(formatUsd(fixtures.member.wallet))
  await userEvent.type(canvas.getByLabelText('Amount'), amount)
  await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }))
  const dialog = await screen.findByRole('dialog', { name: 'Enter OTP' })
  await userEvent.click(within(dialog).getAllByRole('textbox')[0] as HTMLElement)
  return dialog
}

/** The right code: the request is recorded and the wallet goes down by the amount and its 5% charge. */
export const Walkthrough: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await requestOtp(canvasElement, '100')
    await userEvent.paste(fixtures.credentials.otp)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit withdrawal' }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Withdrawal request submitted.',
    )
    const left = formatUsd(fixtures.member.wallet - 105)
    await expect((await within(canvasElement).findAllByText(left)).length).toBeGreaterThan(0)
  },
}

/**
 * A wrong code: the OTP dialog stays open with the server's message and the tries left, the
 * resend button counts down, and the wallet is unchanged.
 */
export const WrongOtp: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await requestOtp(canvasElement, '100')
    await expect(
      within(dialog).getByRole('button', { name: /^Resend code in \d+:\d\d$/ }),
    ).toBeDisabled()
    await userEvent.paste('000000')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit withdrawal' }))
    await expect(
      await within(dialog).findByText(otpTriesLeft(economics.otpMaxTries - 1)),
    ).toBeInTheDocument()
    await expect(screen.getByRole('dialog', { name: 'Enter OTP' })).toBeInTheDocument()
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    const wallet = formatUsd(fixtures.member.wallet)
    await expect((await within(canvasElement).findAllByText(wallet)).length).toBeGreaterThan(0)
  },
}
