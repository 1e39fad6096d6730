import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OperatorsScreen } from '@trellis/app/console/screens/OperatorsScreen'
import { SetPasswordScreen } from '@trellis/app/console/screens/SetPasswordScreen'
import { asOperator, onePicture } from './console-support'

const meta = {
  title: 'Console/Operators',
  // No Docs page (CI time: a console Docs page boots the preview once per MSW frame); every
  // state is rendered, played, checked for a11y and shot in the visual step.
  tags: ['!autodocs'],
  component: OperatorsScreen,
  parameters: { route: '/ops/operators', layout: 'fullscreen', ...asOperator('admin') },
} satisfies Meta<typeof OperatorsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The admin's list: invite, change a role, disable (never oneself). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: 'Add an operator' })).toBeVisible()
    await expect(await canvas.findByLabelText('Role of fin@trellis.example')).toBeVisible()
    await expect(canvas.queryByLabelText('Role of ada@trellis.example')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Disable fin@trellis.example' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Disable ada@trellis.example' })).toBeNull()
  },
}

/** An invited operator's mailed link: set the password, then sign in. */
export const SetPassword: Story = {
  render: () => <SetPasswordScreen />,
  parameters: { route: '/ops/set-password#one-time-token', visual: { widths: ['phone'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('New password')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Set password' })).toBeVisible()
  },
}

/** The list fails to load. */
export const ServerError: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('admin', 'error') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      (await canvas.findAllByText(/Could not load the operators\./)).length,
    ).toBeGreaterThan(0)
  },
}
