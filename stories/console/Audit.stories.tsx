import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AuditScreen } from '@trellis/app/console/screens/AuditScreen'
import { asOperator, onePicture } from './console-support'

const meta = {
  title: 'Console/Audit log',
  // No Docs page (CI time: a console Docs page boots the preview once per MSW frame); every
  // state is rendered, played, checked for a11y and shot in the visual step.
  tags: ['!autodocs'],
  component: AuditScreen,
  parameters: { route: '/ops/audit', layout: 'fullscreen', ...asOperator('admin') },
} satisfies Meta<typeof AuditScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Who did what to which object, before and after, the reason; the CSV of the same filter. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByText('deposit.approve')).length).toBeGreaterThan(0)
    await expect(canvas.getAllByText('automation (command line)').length).toBeGreaterThan(0)
    await expect(canvas.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'download',
      'trellis-audit.csv',
    )
  },
}

/** The log fails to load. */
export const ServerError: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('admin', 'error') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      (await canvas.findAllByText(/Could not load the audit log\./)).length,
    ).toBeGreaterThan(0)
  },
}
