import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { messages } from '@trellis/contract'
import { PasswordField } from '@trellis/ui'

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  args: { label: 'Password', liveCheck: 'password' },
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

/** Show reveals the password, Hide masks it; under 8 characters the spec's live hint shows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.type(input, 'Abc1!')
    await expect(canvas.getByText(messages.passwordHintLength)).toBeVisible()
    const toggle = canvas.getByRole('button', { name: 'Show' })
    await userEvent.click(toggle)
    await expect(input).toHaveAttribute('type', 'text')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }))
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.type(input, 'defg')
    await expect(canvas.queryByText(messages.passwordHintLength)).toBeNull()
  },
}

/** A sign-up pair: the confirm field says when it does not match. */
export const Confirm: Story = {
  render: () => {
    function Pair() {
      const [password, setPassword] = useState('')
      const [confirm, setConfirm] = useState('')
      return (
        <div style={{ display: 'grid', gap: 16 }}>
          <PasswordField
            label="Password"
            liveCheck="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label="Confirm password"
            liveCheck="confirm"
            matchValue={password}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </div>
      )
    }
    return <Pair />
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret#2026')
    const confirm = canvas.getByLabelText('Confirm password')
    await userEvent.type(confirm, 'Secret#20')
    await expect(canvas.getByText(messages.confirmHintMismatch)).toBeVisible()
    await userEvent.type(confirm, '26')
    await expect(canvas.queryByText(messages.confirmHintMismatch)).toBeNull()
  },
}

/** A server error. */
export const Error: Story = {
  args: { liveCheck: undefined, error: messages.passwordRule, defaultValue: 'secret' },
}

/** Not editable. */
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Secret#2026' } }

/** Visible from the start, long label. */
export const LongText: Story = {
  args: {
    label: 'New transaction password (used to confirm every transfer)',
    defaultVisible: true,
    defaultValue: 'A-rather-long-password-of-32-ch!',
  },
}
