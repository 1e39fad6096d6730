import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MembersScreen } from '@trellis/app/console/screens/MembersScreen'
import { asOperator, onePicture } from './console-support'

const meta = {
  title: 'Console/Members',
  // No Docs page (CI time: a console Docs page boots the preview once per MSW frame); every
  // state is rendered, played, checked for a11y and shot in the visual step.
  tags: ['!autodocs'],
  component: MembersScreen,
  parameters: { route: '/ops/members?q=asha', layout: 'fullscreen', ...asOperator('support') },
} satisfies Meta<typeof MembersScreen>

export default meta
type Story = StoryObj<typeof meta>

/** A search by name: the hits, each a link to the member's 360° view; a locked one says so. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'BCH0000101' })).toHaveAttribute(
      'href',
      '/ops/members/BCH0000101',
    )
    await expect(canvas.getByText('locked')).toBeVisible()
  },
}

/** Nothing matches. */
export const NoMatch: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('support', 'empty') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByText('No member matches.')).length).toBeGreaterThan(0)
  },
}
