import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { DashboardScreen } from '@trellis/app/screens/Dashboard/DashboardScreen'
import { DepositScreen } from '@trellis/app/screens/Deposit/DepositScreen'
import { FundTransferScreen } from '@trellis/app/screens/FundTransfer/FundTransferScreen'
import { InvestScreen } from '@trellis/app/screens/Invest/InvestScreen'
import { LoginScreen } from '@trellis/app/screens/Login/LoginScreen'
import { MyProfileScreen } from '@trellis/app/screens/MyProfile/MyProfileScreen'
import { WithdrawalScreen } from '@trellis/app/screens/Withdrawal/WithdrawalScreen'
import { msw, signedInWith, signedOut, underRoute } from './story-support'

// The member's journey in Hindi (issue 27): one picture per screen, on a phone in the light
// theme only (longer words break a narrow layout first; the dark theme changes no layout), each
// checked for text that is clipped or pushes the page sideways.
const meta = {
  title: 'Screens/Hindi',
  parameters: { layout: 'fullscreen', ...msw() },
  globals: { locale: 'hi', theme: 'light', viewport: { value: 'mobile' } },
  // A member whose saved language is Hindi: the app follows the member's language once signed in.
  beforeEach: signedInWith({ locale: 'hi' }),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * Fails on text that does not fit: the page scrolling sideways, or an element that hides its
 * overflowing text (ellipsis, hidden overflow) with more text than room.
 */
async function expectNoClippedText(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument
  await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth)
  const clipped = [...canvasElement.querySelectorAll<HTMLElement>('*')].filter((el) => {
    if (!el.textContent?.trim() || el.children.length > 0) return false
    // Text for screen readers only (a 1 px box) is not shown, so it cannot be clipped.
    if (el.clientWidth <= 1 || el.clientHeight <= 1) return false
    const style = getComputedStyle(el)
    const hides = style.overflowX === 'hidden' || style.textOverflow === 'ellipsis'
    return hides && el.scrollWidth > el.clientWidth + 1
  })
  await expect(clipped.map((el) => el.textContent)).toEqual([])
}

/** Waits for the screen's heading in Hindi and its data, then checks that nothing is clipped. */
async function showsInHindi(canvasElement: HTMLElement, heading: string) {
  const canvas = within(canvasElement)
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(canvasElement.ownerDocument.documentElement.lang).toBe('hi')
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull())
  await expectNoClippedText(canvasElement)
}

/** The login page with the language switch on Hindi. */
export const Login: Story = {
  // Its own render (the route) takes the width from here: the phone only, as the others.
  parameters: { route: '/login', visual: { widths: ['phone'] } },
  beforeEach: signedOut,
  render: () => underRoute('/login/:id?', <LoginScreen />),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('tab', { name: 'लॉग इन' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expectNoClippedText(canvasElement)
  },
}

/** Home. */
export const Dashboard: Story = {
  parameters: { route: '/dashboard' },
  render: () => <DashboardScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'Home'),
}

/** Deposit. */
export const Deposit: Story = {
  parameters: { route: '/wallet/deposit' },
  render: () => <DepositScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'Deposit'),
}

/** Invest. */
export const Invest: Story = {
  parameters: { route: '/investNow' },
  render: () => <InvestScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'अभी निवेश करें'),
}

/** Fund transfer. */
export const FundTransfer: Story = {
  parameters: { route: '/wallet/fundTransfer' },
  render: () => <FundTransferScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'Fund Transfer'),
}

/** Withdrawal. */
export const Withdrawal: Story = {
  parameters: { route: '/wallet/withdrawal' },
  render: () => <WithdrawalScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'निकासी'),
}

/** The profile with its language switch. */
export const MyProfile: Story = {
  parameters: { route: '/profile/my' },
  render: () => <MyProfileScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'मेरी प्रोफ़ाइल'),
}
