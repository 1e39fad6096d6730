import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { http, HttpResponse } from 'msw'
import { opsMessages } from '@trellis/contract'
import { consoleFixtures } from '@trellis/api-client/mocks'
import { SignInScreen } from '@trellis/app/console/screens/SignInScreen'
import { asOperator, onePicture } from './console-support'

const meta = {
  title: 'Console/Sign-in',
  // No Docs page (CI time: a console Docs page boots the preview once per MSW frame); every
  // state is rendered, played, checked for a11y and shot in the visual step.
  tags: ['!autodocs'],
  component: SignInScreen,
  parameters: { route: '/ops/sign-in', layout: 'fullscreen', ...asOperator(null) },
} satisfies Meta<typeof SignInScreen>

export default meta
type Story = StoryObj<typeof meta>

/** E-mail and password; an empty form says what is missing, and nothing is sent. */
export const Password: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Trellis console' }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('E-mail')).toBeVisible()
    await expect(canvas.getByLabelText('Password')).toBeVisible()
  },
}

/** Password sent: the code from the app (or a recovery code) finishes the sign-in. */
export const Code: Story = {
  ...onePicture,
  args: { initialStep: { at: 'code', answer: { step: 'code', challenge: 'c-1' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Code')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible()
  },
}

/** The first sign-in: the console's key as a QR code and text, confirmed with the app's code. */
export const Enrolment: Story = {
  args: {
    initialStep: {
      at: 'code',
      answer: { step: 'enrol', challenge: 'c-1', enrolment: consoleFixtures.enrolment },
    },
  },
  parameters: { visual: { widths: ['phone'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('img', { name: 'QR code of your authenticator key' }),
    ).toBeInTheDocument()
    await expect(canvas.getByTestId('totp-key')).toHaveTextContent(consoleFixtures.enrolment.secret)
    await expect(canvas.getByRole('button', { name: 'Confirm and sign in' })).toBeVisible()
  },
}

/** Enrolment confirmed: the recovery codes, shown this once. */
export const RecoveryCodes: Story = {
  ...onePicture,
  args: { initialStep: { at: 'codes', codes: [...consoleFixtures.recoveryCodes] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Recovery codes' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    await expect(canvas.getByRole('button', { name: 'I have saved them' })).toBeVisible()
  },
}

/** The server refuses the password: its message under the field. */
export const WrongPassword: Story = {
  ...onePicture,
  parameters: {
    ...onePicture.parameters,
    msw: {
      handlers: [
        http.post('*/api/ops/session/sign-in', () =>
          HttpResponse.json(
            { status: false, success: false, message: opsMessages.signInFailed },
            { status: 401 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('E-mail'), 'ada@trellis.example')
    await userEvent.type(canvas.getByLabelText('Password'), 'not the password')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByText(opsMessages.signInFailed)).toBeVisible()
  },
}
