import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { economics, formatUsd, otpTriesLeft } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { WithdrawalScreen } from '@trellis/app/screens/Withdrawal/WithdrawalScreen'
import { rememberSentCode } from '@trellis/app/screens/Withdrawal/WithdrawalForm'
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

/**
 * Cancel after the code was sent: the step is not lost. The form says a code was e-mailed and for
 * how long it works; "Enter the code" reopens the dialog without sending another, the resend
 * countdown where it was, and the code is accepted (issue 26, point 8).
 */
export const CancelledThenBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const dialog = await requestOtp(canvasElement, '100')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter OTP' })).toBeNull())
    await expect(
      canvas.getByText(
        `We e-mailed you a one-time password for a withdrawal of ${formatUsd(100)}. It works for ${economics.otpValidMinutes} minutes after it was sent.`,
      ),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Enter the code' }))
    const again = await screen.findByRole('dialog', { name: 'Enter OTP' })
    await expect(
      within(again).getByRole('button', { name: /^Resend code in \d+:\d\d$/ }),
    ).toBeDisabled()
    await userEvent.click(within(again).getAllByRole('textbox')[0] as HTMLElement)
    await userEvent.paste(fixtures.credentials.otp)
    await userEvent.click(within(again).getByRole('button', { name: 'Submit withdrawal' }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Withdrawal request submitted.',
    )
    await expect(canvas.queryByRole('button', { name: 'Enter the code' })).toBeNull()
  },
}

/**
 * A reload (or Back and forward) 45 seconds after the code was sent: the screen opens with the
 * code's notice, and the dialog's resend waits the 15 seconds left of its minute.
 */
export const CodeSentBeforeReload: Story = {
  beforeEach: () => {
    const end = signedIn()
    rememberSentCode({ userId: fixtures.member.userId, amount: 100, sentAt: Date.now() - 45_000 })
    return end
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Enter the code' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter OTP' })
    await expect(dialog).toHaveTextContent(formatUsd(100))
    await expect(within(dialog).getByRole('button', { name: 'Resend code in 0:15' })).toBeDisabled()
  },
}
