import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { fallbacks, messages } from '@trellis/contract'
import { ForgotPasswordScreen } from '@trellis/app/screens/ForgotPassword/ForgotPasswordScreen'
import { inState, msw, signedOut } from './story-support'

const meta = {
  title: 'Screens/ForgotPassword',
  component: ForgotPasswordScreen,
  parameters: { route: '/forgot-password', layout: 'fullscreen', ...msw() },
  beforeEach: signedOut,
} satisfies Meta<typeof ForgotPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Forgot password' }),
    ).toBeInTheDocument()
  },
}

/** No user id: the spec message. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Forgot password' }),
    ).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }))
    await expect((await canvas.findAllByText(messages.loginRequired)).length).toBeGreaterThan(0)
  },
}

/** The call fails: the server's message in a dialog. */
export const ServerError: Story = {
  parameters: inState(['forgotPassword'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Forgot password' }),
    ).toBeInTheDocument()
    await userEvent.type(canvas.getByLabelText('User ID'), 'BCH1000001')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(fallbacks.requestFailed)
  },
}

/** The code is requested; the reset form follows. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Forgot password' }),
    ).toBeInTheDocument()
    await userEvent.type(canvas.getByLabelText('User ID'), 'BCH1000001')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }))
    await expect(await canvas.findByLabelText('Reset code')).toBeInTheDocument()
  },
}
