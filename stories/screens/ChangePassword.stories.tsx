import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { fallbacks, messages } from '@trellis/contract'
import { ChangePasswordScreen } from '@trellis/app/screens/ChangePassword/ChangePasswordScreen'
import { inState, msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/ChangePassword',
  component: ChangePasswordScreen,
  parameters: { route: '/profile/changePassword', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof ChangePasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Change Password' }),
    ).toBeInTheDocument()
  },
}

/** A confirmation that does not match gets the spec message. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Change Password' }),
    ).toBeInTheDocument()
    await userEvent.type(canvas.getByLabelText('Current password'), 'Password@1')
    await userEvent.type(canvas.getByLabelText('New password'), 'Secret#12')
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Secret#13')
    await expect((await canvas.findAllByText(messages.confirmHintMismatch)).length).toBeGreaterThan(
      0,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expect((await canvas.findAllByText(messages.passwordsDoNotMatch)).length).toBeGreaterThan(
      0,
    )
  },
}

/** The call fails: the server's message in a dialog. */
export const ServerError: Story = {
  parameters: inState(['changePassword'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Change Password' }),
    ).toBeInTheDocument()
    await userEvent.type(canvas.getByLabelText('Current password'), 'Password@1')
    await userEvent.type(canvas.getByLabelText('New password'), 'Secret#12')
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Secret#12')
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(fallbacks.requestFailed)
  },
}
