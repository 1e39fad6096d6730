import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { fallbacks, messages, serverMessages } from '@trellis/contract'
import { handlers, mockState } from '@trellis/api-client/mocks'
import { Button, OtpDialog, type OtpDialogProps } from '@trellis/ui'

const meta = {
  title: 'Components/OtpDialog',
  component: OtpDialog,
  argTypes: {
    onSubmit: { control: false },
    onCancel: { control: false },
    onResend: { control: false },
    error: { control: 'text' },
    title: { control: 'text' },
    description: { control: 'text' },
  },
  // Docs: the dialog is position: fixed, so each story gets its own frame.
  parameters: { docs: { story: { inline: false } } },
  args: { isOpen: true, onSubmit: fn(), onCancel: fn(), onResend: fn(), resendSeconds: 60 },
} satisfies Meta<typeof OtpDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Pasting a 6-digit code fills every box; Verify submits it. An empty Verify asks for it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter OTP' })
    const boxes = within(dialog).getAllByRole('textbox')
    await waitFor(() => expect(boxes[0]).toHaveFocus())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }))
    await expect(within(dialog).getByText(messages.otpRequired)).toBeVisible()
    await userEvent.click(boxes[0]!)
    await userEvent.paste('482 913')
    await expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe('482913')
    await expect(within(dialog).queryByText(messages.otpRequired)).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }))
    await expect(args.onSubmit).toHaveBeenCalledWith('482913')
  },
}

/** The resend button waits for its countdown. */
export const Countdown: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(
      within(dialog).getByRole('button', { name: /Resend code in 1:00|Resend code in 0:59/ }),
    ).toBeDisabled()
  },
}

/** The server rejected the code. */
export const Error: Story = { args: { error: serverMessages.otpInvalid } }

/** Checking the code. */
export const Loading: Story = { args: { isBusy: true } }

/** Without a resend button, with a long description. */
export const LongText: Story = {
  args: {
    onResend: undefined,
    description:
      'Enter the 6-digit code we sent to priyanka.venkataraman.subramanian@example-mail-provider.com. It expires in 10 minutes.',
  },
}

/** On the smallest phone. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }

/**
 * Story-only wrapper: asks the (mocked) API to e-mail a code with fetch('/api/sendMail'), opens
 * the dialog when it was sent, and re-sends on Resend. The MSW handler decides the outcome.
 */
function SendFlow(props: Pick<OtpDialogProps, 'onSubmit' | 'onResend' | 'resendSeconds'>) {
  const [isOpen, setOpen] = useState(false)
  const [isSending, setSending] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const send = async (): Promise<boolean> => {
    setSending(true)
    setError(null)
    try {
      const res = await fetch('/api/sendMail', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
      const answer = (await res.json()) as { success?: boolean; message?: string }
      if (!res.ok || answer.success === false) {
        setError(answer.message ?? fallbacks.otpServer)
        return false
      }
      setNotice(answer.message ?? serverMessages.otpSent)
      return true
    } catch {
      setError(fallbacks.otpServer)
      return false
    } finally {
      setSending(false)
    }
  }
  return (
    <>
      <Button isLoading={isSending && !isOpen} onClick={async () => setOpen(await send())}>
        Send OTP
      </Button>
      {!isOpen && error && <p role="alert">{error}</p>}
      <OtpDialog
        isOpen={isOpen}
        onSubmit={props.onSubmit}
        onCancel={() => setOpen(false)}
        // The story's onResend spy hears of a re-send once the (mocked) server has sent it.
        onResend={() => void send().then((sent) => sent && props.onResend?.())}
        isResending={isSending}
        resendSeconds={props.resendSeconds}
        description={notice ?? undefined}
        error={error}
      />
    </>
  )
}

// No wait before a re-send here: the stories run under a frozen clock in the visual tests, where
// a countdown never ends. The countdown itself is the Countdown story and use-countdown's tests.
const flowMeta = {
  render: (args: OtpDialogProps) => <SendFlow {...args} />,
  args: { resendSeconds: 0 },
}

/** MSW answers at once: the code is sent, re-sent, then pasted and submitted. */
export const SendAndResend: Story = {
  ...flowMeta,
  parameters: { msw: { handlers } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send OTP' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter OTP' })
    await expect(dialog).toHaveAccessibleDescription(serverMessages.otpSent)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend code' }))
    await waitFor(() => expect(args.onResend).toHaveBeenCalledTimes(1))
    await expect(dialog).toHaveAccessibleDescription(serverMessages.otpSent)
    await userEvent.click(within(dialog).getAllByRole('textbox')[0]!)
    await userEvent.paste('123456')
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith('123456')
  },
}

/** MSW answers after 1.5 s: Send OTP shows its spinner until the code is sent. */
export const SendAndResendSlow: Story = {
  ...flowMeta,
  parameters: { msw: { handlers: [mockState('sendMail', 'slow', { delayMs: 1500 })] } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send OTP' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    // Still sending: no dialog yet. It opens once the slow answer arrives.
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(await screen.findByRole('dialog', {}, { timeout: 4000 })).toBeInTheDocument()
  },
}

/** MSW fails: the server's message is shown and no dialog opens. */
export const SendAndResendFailing: Story = {
  ...flowMeta,
  parameters: { msw: { handlers: [mockState('sendMail', 'error')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(fallbacks.requestFailed)
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

/** The error state in the dark theme. */
export const Dark: Story = {
  args: { error: serverMessages.otpInvalid },
  globals: { theme: 'dark' },
}
