import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { fallbacks, serverMessages } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { KycScreen } from '@trellis/app/screens/WalletAddress/WalletAddressScreen'
import { inState, msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/Kyc',
  component: KycScreen,
  parameters: { route: '/kyc', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof KycScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC' })).toBeInTheDocument()
    await expect(
      await canvas.findByDisplayValue(fixtures.member.usdtAddress ?? ''),
    ).toBeInTheDocument()
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['getUser'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC' })).toBeInTheDocument()
  },
}

/** The call fails: the server's message is shown. */
export const ServerError: Story = {
  parameters: inState(['getUser'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC' })).toBeInTheDocument()
    // The member's own read says what failed, not the form's "…submitting your request".
    await expect(
      (await canvas.findAllByText('Could not load your account. Please try again.')).length,
    ).toBeGreaterThan(0)
    await expect(canvas.queryByText(fallbacks.requestFailed)).toBeNull()
  },
}

/** A malformed USDT address gets the message. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC' })).toBeInTheDocument()
    const address = await canvas.findByLabelText('USDT address (BEP-20)')
    await userEvent.clear(address)
    await userEvent.type(address, '0x123')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(
      (await canvas.findAllByText(serverMessages.usdtAddressInvalid)).length,
    ).toBeGreaterThan(0)
  },
}

/** Saved with nothing new in it: the member is told so, and nothing is sent. */
export const NothingToSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByDisplayValue(fixtures.member.usdtAddress ?? '')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog')
    await expect(dialog).toHaveTextContent(serverMessages.nothingToSave)
  },
}

/**
 * A new transaction password: 6 characters at least, and typed a second time (the confirmation
 * field appears once one is typed); a typo would lock the member's money calls.
 */
export const TransactionPasswordChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByDisplayValue(fixtures.member.usdtAddress ?? '')
    await expect(canvas.queryByLabelText('Confirm new transaction password')).toBeNull()
    const next = canvas.getByLabelText('New transaction password')
    await userEvent.type(next, '12345')
    await userEvent.type(canvas.getByLabelText('Current transaction password'), '432100')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(
      (await canvas.findAllByText(serverMessages.transactionPasswordTooShort)).length,
    ).toBeGreaterThan(0)
    await userEvent.type(next, '6')
    await userEvent.type(canvas.getByLabelText('Confirm new transaction password'), '123465')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(
      (await canvas.findAllByText(serverMessages.transactionPasswordsDoNotMatch)).length,
    ).toBeGreaterThan(0)
    await expect(canvas.queryByText(serverMessages.transactionPasswordTooShort)).toBeNull()
  },
}
