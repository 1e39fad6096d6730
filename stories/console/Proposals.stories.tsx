import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProposalsScreen } from '@trellis/app/console/screens/ProposalsScreen'
import { asOperator } from './console-support'

const meta = {
  title: 'Console/Bonuses and adjustments',
  // No Docs page (CI time: a console Docs page boots the preview once per MSW frame); every
  // state is rendered, played, checked for a11y and shot in the visual step.
  tags: ['!autodocs'],
  component: ProposalsScreen,
  parameters: { route: '/ops/proposals', layout: 'fullscreen', ...asOperator('finance') },
} satisfies Meta<typeof ProposalsScreen>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The proposal form beside the list: another operator's bonus this one may approve, this one's
 * own credit (Approve disabled, and why), and an approved debit with its checker.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('button', { name: /^Approve credit of \$18\.40/ }),
    ).toBeDisabled()
    await expect(canvas.getByText('You proposed this: another operator approves it.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /^Approve bonus of \$50\.00/ })).toBeEnabled()
    await expect(canvas.getByRole('form', { name: 'Propose a bonus or adjustment' })).toBeVisible()
  },
}
