import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { WithdrawalsScreen } from '@trellis/app/console/screens/WithdrawalsScreen'
import { asOperator, onePicture } from './console-support'

const meta = {
  title: 'Console/Withdrawals',
  // No Docs page (CI time: a console Docs page boots the preview once per MSW frame); every
  // state is rendered, played, checked for a11y and shot in the visual step.
  tags: ['!autodocs'],
  component: WithdrawalsScreen,
  parameters: { route: '/ops/withdrawals', layout: 'fullscreen', ...asOperator('finance') },
} satisfies Meta<typeof WithdrawalsScreen>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A small one, a large one approved once by another operator (this one gives the second), a large
 * one this operator approved (not theirs to approve again), one held by a limit, one the payer
 * gave up on (Mark paid).
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('button', { name: /^Approve withdrawal of \$8,000\.00/ }),
    ).toBeEnabled()
    await expect(
      canvas.getByRole('button', { name: /^Approve withdrawal of \$5,500\.00/ }),
    ).toBeDisabled()
    await expect(
      canvas.getByText('You approved this: a second operator approves it.'),
    ).toBeVisible()
    await expect(canvas.getAllByText('1 of 2 approvals')).toHaveLength(2)
    await expect(
      canvas.getByRole('button', { name: /^Mark paid: withdrawal of \$120\.00 by BCH0000205/ }),
    ).toBeVisible()
  },
}

/** The list fails to load: what failed, and Retry. */
export const ServerError: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('finance', 'error') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      (await canvas.findAllByText(/Could not load the withdrawals\./)).length,
    ).toBeGreaterThan(0)
    await expect(canvas.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0)
  },
}
