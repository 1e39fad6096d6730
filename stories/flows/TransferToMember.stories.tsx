import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import {
  fallbacks,
  formatUsd,
  messages,
  serverMessages,
  transactionPasswordTriesLeft,
} from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { FundTransferScreen } from '@trellis/app/screens/FundTransfer/FundTransferScreen'
import { first, msw, signedIn } from '../screens/story-support'

/** A transfer to another member: the amount after the 2% fee, then the transaction password. */
const meta = {
  title: 'Flows/TransferToMember',
  component: FundTransferScreen,
  parameters: { route: '/wallet/fundTransfer', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof FundTransferScreen>

export default meta
type Story = StoryObj<typeof meta>

async function fillTransfer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await canvas.findAllByText(formatUsd(fixtures.member.wallet))
  await userEvent.type(canvas.getByLabelText('Recipient user ID'), first(fixtures.directs).userId)
  await userEvent.selectOptions(canvas.getByLabelText('From wallet'), 'wallet')
  await userEvent.type(canvas.getByLabelText('Amount'), '100')
  await expect(canvas.getByText(/Recipient gets \$98\.00 after the 2% fee\./)).toBeInTheDocument()
  await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
  const dialog = await screen.findByRole('dialog', { name: 'Transaction password' })
  await expect(dialog).toHaveTextContent('$98.00')
  // The recipient's name, the fee and the wallet, before the password is typed.
  await expect(dialog).toHaveTextContent(first(fixtures.directs).firstName)
  await expect(dialog).toHaveTextContent('fee $2.00')
  await expect(dialog).toHaveTextContent('income wallet')
  return dialog
}

/** An unknown id is found before the password step: a message under the id, no prompt. */
export const UnknownRecipient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByText(formatUsd(fixtures.member.wallet))
    await userEvent.type(canvas.getByLabelText('Recipient user ID'), 'BCH9999999')
    await userEvent.selectOptions(canvas.getByLabelText('From wallet'), 'wallet')
    await userEvent.type(canvas.getByLabelText('Amount'), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect(await canvas.findByText(serverMessages.unknownMember)).toBeInTheDocument()
    await expect(screen.queryByRole('dialog', { name: 'Transaction password' })).toBeNull()
  },
}

/** The right transaction password: the transfer goes through and the wallet goes down. */
export const Walkthrough: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await fillTransfer(canvasElement)
    await userEvent.type(
      within(dialog).getByLabelText('Transaction password'),
      fixtures.credentials.transactionPassword,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument()
    const left = formatUsd(fixtures.member.wallet - 100)
    await expect((await within(canvasElement).findAllByText(left)).length).toBeGreaterThan(0)
  },
}

/**
 * Cancelling the prompt: "Transfer cancelled by user", nothing sent. The member's own choice is
 * said plainly: not titled an error, and its button is not red (MessageDialog's test).
 */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await fillTransfer(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    const alert = await screen.findByRole('alertdialog')
    await expect(alert).toHaveTextContent(messages.transferCancelled)
    await expect(alert).not.toHaveTextContent(fallbacks.transferTitle)
  },
}

/**
 * A wrong transaction password: the server's message under "Transfer Error", with the tries left
 * before money actions lock (TRANSACTION_PASSWORD_LOCK).
 */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await fillTransfer(canvasElement)
    await userEvent.type(within(dialog).getByLabelText('Transaction password'), '9999')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    const alert = await screen.findByRole('alertdialog')
    await expect(alert).toHaveTextContent('Transfer Error')
    await expect(alert).toHaveTextContent(transactionPasswordTriesLeft(4))
  },
}
