import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { factorMessages } from '@trellis/contract'
import { fail, handlerFor, MOCK_OTP } from '@trellis/api-client/mocks'
import { SecurityScreen } from '@trellis/app/screens/Security/SecurityScreen'
import { msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/Security',
  component: SecurityScreen,
  parameters: { route: '/profile/security', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof SecurityScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The app answers with its factors on. */
const totpOn = handlerFor('getFactors', () => ({
  status: true,
  data: { totp: true, passkeys: 2, recoveryCodesLeft: 9, stepUpUntil: null },
}))

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Security' }),
  ).toBeInTheDocument()
  await expect(await canvas.findByText('This device')).toBeVisible()
  await expect(await canvas.findByText('Work laptop')).toBeVisible()
  return canvas
}

/** No authenticator app yet; two passkeys; this session and one on a phone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Set up authenticator app' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'End session on Safari on iOS' })).toBeVisible()
  },
}

/** The app is on: recovery codes left, renew, remove. */
export const AppOn: Story = {
  parameters: msw(totpOn),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await expect(await canvas.findByText(/9 recovery codes left/)).toBeVisible()
  },
}

/** Enrolment: after the password, the QR code and the key, and the first code to type. */
export const Enrol: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Set up authenticator app' }))
    await userEvent.type(canvas.getByLabelText('Current password'), 'Password@1')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(
      await canvas.findByRole('img', { name: 'QR code of your authenticator key' }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Code from the app')).toBeVisible()
  },
}

/** The first code is right: the ten recovery codes, shown once. */
export const RecoveryCodes: Story = {
  play: async (context) => {
    await Enrol.play?.(context)
    const canvas = within(context.canvasElement)
    await userEvent.type(canvas.getByLabelText('Code from the app'), MOCK_OTP)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    const list = await canvas.findByRole('list', { name: 'Recovery codes' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
  },
}

/** Removing the app asks for a code first (the step-up prompt). */
export const StepUpPrompt: Story = {
  parameters: msw(
    totpOn,
    handlerFor('totpRemove', () => fail(403, factorMessages.stepUpRequired, { field: 'stepUp' })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove authenticator app' }))
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" })
    await expect(dialog).toHaveTextContent(factorMessages.stepUpRequired)
  },
}

/** Adding a passkey: a name and the current password, then the browser's own prompt. */
export const AddPasskey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }))
    await expect(canvas.getByLabelText('Passkey name')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Create passkey' })).toBeVisible()
  },
}
