import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MemberScreen } from '@trellis/app/console/screens/MemberScreen'
import { asOperator, onePicture, underRoute } from './console-support'

const meta = {
  title: 'Console/Member',
  // No Docs page (CI time: a console Docs page boots the preview once per MSW frame); every
  // state is rendered, played, checked for a11y and shot in the visual step.
  tags: ['!autodocs'],
  component: MemberScreen,
  render: () => underRoute('/ops/members/:userId', <MemberScreen />),
  parameters: {
    route: '/ops/members/BCH0000101',
    layout: 'fullscreen',
    ...asOperator('support'),
  },
} satisfies Meta<typeof MemberScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Support's 360° view: balances, team, sessions (End sessions), locks (Unlock), KYC, ledger. */
export const Support: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'End sessions' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Unlock' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Start password reset' })).toBeVisible()
    await expect(await canvas.findByRole('table', { name: 'Ledger entries' })).toBeVisible()
    await expect((await canvas.findAllByText(/Level 2/)).length).toBeGreaterThan(0)
  },
}

/** Finance sees the member but none of support's actions. */
export const Finance: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('finance') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Chrome on Android/)).toBeVisible()
    // Finance's own navigation shows `me` has answered, so a missing button is the role's doing.
    await expect(await canvas.findByRole('link', { name: 'Deposits' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'End sessions' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Unlock' })).toBeNull()
  },
}

/** The member cannot be loaded: what failed, and Retry. */
export const ServerError: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('support', 'error') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Could not load member BCH0000101\./)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
