import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { expectNoClippedText } from '../clipped-text'
import { BonusScreen } from '@trellis/app/screens/Bonus/BonusScreen'
import { ChangePasswordScreen } from '@trellis/app/screens/ChangePassword/ChangePasswordScreen'
import { DashboardScreen } from '@trellis/app/screens/Dashboard/DashboardScreen'
import { DepositScreen } from '@trellis/app/screens/Deposit/DepositScreen'
import { DownlineScreen } from '@trellis/app/screens/Downline/DownlineScreen'
import { EarningScreen } from '@trellis/app/screens/Earning/EarningScreen'
import { ForgotPasswordScreen } from '@trellis/app/screens/ForgotPassword/ForgotPasswordScreen'
import { FundTransferScreen } from '@trellis/app/screens/FundTransfer/FundTransferScreen'
import { InvestScreen } from '@trellis/app/screens/Invest/InvestScreen'
import { InviteScreen } from '@trellis/app/screens/Invite/InviteScreen'
import { LevelIncomeScreen } from '@trellis/app/screens/LevelIncome/LevelIncomeScreen'
import { LevelViewScreen } from '@trellis/app/screens/LevelView/LevelViewScreen'
import { LoginScreen } from '@trellis/app/screens/Login/LoginScreen'
import { MyProfileScreen } from '@trellis/app/screens/MyProfile/MyProfileScreen'
import { MyReferralScreen } from '@trellis/app/screens/MyReferral/MyReferralScreen'
import { ProfileMenuScreen } from '@trellis/app/screens/ProfileMenu/ProfileMenuScreen'
import { ReferralSampleScreen } from '@trellis/app/screens/SamplePages/SamplePages'
import { SecurityScreen } from '@trellis/app/screens/Security/SecurityScreen'
import { TeamScreen } from '@trellis/app/screens/Team/TeamScreen'
import { TreeViewScreen } from '@trellis/app/screens/TreeView/TreeViewScreen'
import { WalletScreen } from '@trellis/app/screens/Wallet/WalletScreen'
import { WalletAllScreen } from '@trellis/app/screens/WalletAll/WalletAllScreen'
import { KycScreen } from '@trellis/app/screens/WalletAddress/WalletAddressScreen'
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
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'होम'),
}

/** Deposit. */
export const Deposit: Story = {
  parameters: { route: '/wallet/deposit' },
  render: () => <DepositScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'डिपॉज़िट'),
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
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'फ़ंड ट्रांसफ़र'),
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

/** The wallets. */
export const Wallet: Story = {
  parameters: { route: '/wallet' },
  render: () => <WalletScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'वॉलेट'),
}

/** The wallet history with the statement download. */
export const WalletAll: Story = {
  parameters: { route: '/wallet/all' },
  render: () => <WalletAllScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'वॉलेट हिस्ट्री'),
}

/** The income totals. */
export const Earning: Story = {
  parameters: { route: '/earning' },
  render: () => <EarningScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'कमाई'),
}

/** Level income. */
export const LevelIncome: Story = {
  parameters: { route: '/earning/level' },
  render: () => <LevelIncomeScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'लेवल इनकम'),
}

/** The team's figures. */
export const Team: Story = {
  parameters: { route: '/team' },
  render: () => <TeamScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'टीम'),
}

/** The direct team. */
export const MyReferral: Story = {
  parameters: { route: '/team/myReferral' },
  render: () => <MyReferralScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'मेरी डायरेक्ट टीम'),
}

/** The levels. */
export const LevelView: Story = {
  parameters: { route: '/team/level' },
  render: () => <LevelViewScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'लेवल व्यू'),
}

/** The downline. */
export const Downline: Story = {
  parameters: { route: '/team/downline' },
  render: () => <DownlineScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'डाउनलाइन'),
}

/** The team tree. */
export const TreeView: Story = {
  parameters: { route: '/team/treeView' },
  render: () => underRoute('/team/treeView/:id?', <TreeViewScreen />),
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'ट्री व्यू'),
}

/** The referral link. */
export const Invite: Story = {
  parameters: { route: '/profile/invite' },
  render: () => <InviteScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'आमंत्रित करें'),
}

/** The profile menu. */
export const ProfileMenu: Story = {
  parameters: { route: '/profile/menu' },
  render: () => <ProfileMenuScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'प्रोफ़ाइल'),
}

/** KYC: the payout address and the transaction password, one name in both languages. */
export const Kyc: Story = {
  parameters: { route: '/profile/walletAddress' },
  render: () => <KycScreen />,
  play: async ({ canvasElement }) => {
    await showsInHindi(canvasElement, 'KYC')
    await expect(
      within(canvasElement).getByText(/वह USDT पता जिस पर आपकी निकासी भेजी जाती है/),
    ).toBeVisible()
  },
}

/** Change password. */
export const ChangePassword: Story = {
  parameters: { route: '/profile/changePassword' },
  render: () => <ChangePasswordScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'पासवर्ड बदलें'),
}

/** The second factors and the sessions. */
export const Security: Story = {
  parameters: { route: '/profile/security' },
  render: () => <SecurityScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'सुरक्षा'),
}

/** The bonus wallet. */
export const Bonus: Story = {
  parameters: { route: '/bonus' },
  render: () => <BonusScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'बोनस'),
}

/** The earning rules, with the longest sentences (the daily return's and rewards' share its layout). */
export const EarningReferral: Story = {
  parameters: { route: '/earning/referral' },
  render: () => <ReferralSampleScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'रेफ़रल इनकम'),
}

/** The password reset's first step, signed out. */
export const ForgotPassword: Story = {
  parameters: { route: '/forgot-password' },
  beforeEach: signedOut,
  render: () => <ForgotPasswordScreen />,
  play: async ({ canvasElement }) => showsInHindi(canvasElement, 'पासवर्ड भूल गए'),
}
