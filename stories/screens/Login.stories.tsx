import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { factorMessages, fallbacks, messages, serverMessages } from '@trellis/contract'
import { session } from '@trellis/api-client'
import { fixtures, handlerFor, startMockSession } from '@trellis/api-client/mocks'
import { LoginScreen } from '@trellis/app/screens/Login/LoginScreen'
import { inState, msw, signedOut, underRoute } from './story-support'

/** The demo member's sponsor: a member who exists in the mock world. */
const ROOT_ID = fixtures.member.sponcerId ?? ''

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { route: '/login', layout: 'fullscreen', ...msw() },
  beforeEach: signedOut,
  render: () => underRoute('/login/:id?', <LoginScreen />),
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The Login tab, first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trellis' })).toBeInTheDocument()
    await expect(canvas.getByRole('tab', { name: 'Login' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByLabelText('User ID')).toBeInTheDocument()
  },
}

/** A referral link (/login/:id) opens Sign-up with the sponsor looked up and named. */
export const SponsorFromLink: Story = {
  parameters: { route: `/login/${ROOT_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Sign-up' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    // Sign-up's code loads with its tab.
    await expect(await canvas.findByLabelText('Sponsor ID')).toHaveValue(ROOT_ID)
    const name = canvas.getByLabelText('Sponsor name')
    await expect(name).toHaveAttribute('readonly')
    await waitFor(() => expect(name).not.toHaveValue(''))
  },
}

/** The sponsor lookup finds nobody: "Sponcer Id not found.". */
export const Empty: Story = {
  parameters: { route: '/login/NOPE999', ...inState(['checkUser'], 'empty') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(messages.sponsorNotFound)).toBeInTheDocument()
  },
}

/** Login is sent and no answer comes: the button stays busy. */
export const Loading: Story = {
  parameters: inState(['login'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('User ID'), 'BCH1000001')
    await userEvent.type(canvas.getByLabelText('Password'), 'Password@1')
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await expect(await canvas.findByRole('button', { name: 'Login' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

/** Login fails on the server: its message in a dialog. */
export const ServerError: Story = {
  parameters: inState(['login'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('User ID'), 'BCH1000001')
    await userEvent.type(canvas.getByLabelText('Password'), 'Password@1')
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(fallbacks.requestFailed)
  },
}

/** Empty fields: "Please fill all fields."; a weak sign-up password gets the live hint. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await expect((await canvas.findAllByText(messages.loginRequired)).length).toBe(2)
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign-up' }))
    await userEvent.type(await canvas.findByLabelText('Password'), 'abc')
    await expect(await canvas.findByText(messages.passwordHintLength)).toBeInTheDocument()
  },
}

/** The session ran out (30 minutes): the login screen says so. */
export const SessionExpired: Story = {
  beforeEach: () => {
    startMockSession()
    session.end('expired')
    return () => session.clearEndReason()
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent(serverMessages.sessionExpired)
  },
}

/** A member with a second factor: the right password opens the factor step, not a session. */
export const FactorStep: Story = {
  parameters: msw(
    handlerFor('login', () => ({
      status: true,
      message: factorMessages.factorRequired,
      factorRequired: true,
      challenge: 'c'.repeat(43),
      methods: ['totp', 'recovery', 'passkey'],
    })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('User ID'), 'BCH1000001')
    await userEvent.type(canvas.getByLabelText('Password'), 'Password@1')
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await expect(await canvas.findByLabelText('Authenticator or recovery code')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Use a passkey' })).toBeVisible()
    await expect(session.get()).toBeNull()
  },
}
