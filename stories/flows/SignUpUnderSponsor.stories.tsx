import type { Meta, StoryObj } from '@storybook/react-vite'
import { Route, Routes } from 'react-router-dom'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { session } from '@trellis/api-client'
import { fixtures } from '@trellis/api-client/mocks'
import { LoginScreen } from '@trellis/app/screens/Login/LoginScreen'
import { DashboardScreen } from '@trellis/app/screens/Dashboard/DashboardScreen'
import { msw, signedOut } from '../screens/story-support'

const sponsorId = fixtures.member.sponcerId ?? ''

/** A newcomer follows a referral link, signs up under the sponsor and lands on the dashboard. */
const meta = {
  title: 'Flows/SignUpUnderSponsor',
  parameters: { route: `/login/${sponsorId}`, layout: 'fullscreen', ...msw() },
  beforeEach: () => {
    signedOut()
    return () => session.end('logout')
  },
  render: () => (
    <Routes>
      <Route path="/login/:id" element={<LoginScreen />} />
      <Route path="/dashboard" element={<DashboardScreen />} />
    </Routes>
  ),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Referral link → Sign-up tab with the sponsor named → form → dashboard with a session. */
export const Walkthrough: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Sign-up' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(await canvas.findByLabelText('Sponsor ID')).toHaveValue(sponsorId)
    await waitFor(() => expect(canvas.getByLabelText('Sponsor name')).not.toHaveValue(''))

    await userEvent.type(canvas.getByLabelText('First name'), 'Nila')
    await userEvent.type(canvas.getByLabelText('Last name'), 'Rao')
    await userEvent.type(canvas.getByLabelText('E-mail'), 'nila.rao@example.com')
    await userEvent.type(canvas.getByLabelText('Phone'), '+91 98200 55555')
    await userEvent.type(canvas.getByLabelText('Password'), 'Garden#2026')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Garden#2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    await expect(session.get()?.user.sponcerId).toBe(sponsorId)
    await expect(session.get()?.user.firstName).toBe('Nila')
    // The new member is told the id that log-in and password recovery ask for, with a copy button.
    const userId = session.get()?.user.userId ?? ''
    const welcome = await screen.findByRole('dialog', { name: 'Your user id' })
    await expect(welcome).toHaveTextContent(userId)
    await expect(within(welcome).getByRole('button', { name: /Copy/ })).toBeInTheDocument()
    await userEvent.click(within(welcome).getByRole('button', { name: 'Continue' }))
    await expect(screen.queryByRole('dialog', { name: 'Your user id' })).toBeNull()
  },
}
