import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DashboardScreen } from '@trellis/app/console/screens/DashboardScreen'
import { asOperator, onePicture } from './console-support'

const meta = {
  title: 'Console/Dashboard',
  // No Docs page (CI time: a console Docs page boots the preview once per MSW frame); every
  // state is rendered, played, checked for a11y and shot in the visual step.
  tags: ['!autodocs'],
  component: DashboardScreen,
  parameters: { route: '/ops/dashboard', layout: 'fullscreen', ...asOperator('finance') },
} satisfies Meta<typeof DashboardScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Today's money, the queues (links to the ones finance works), the ledger and the chain. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('$12,450.00')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Deposit claims' })).toBeVisible()
    await expect(canvas.getByText('Balanced')).toBeVisible()
    await expect(canvas.getByText('Following the chain')).toBeVisible()
  },
}

/** Support sees the counts but no queue links (and no queues in the navigation). */
export const Support: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('support') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The navigation is drawn once `me` has answered: wait for it before looking for what is not.
    await expect(await canvas.findByRole('link', { name: 'Members' })).toBeVisible()
    await expect(await canvas.findByText('Deposit claims')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Deposit claims' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Deposits' })).toBeNull()
  },
}

/** A quiet day with no chain watched: zeros, empty queues, deposits approved by hand. */
export const Empty: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('finance', 'empty') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('No chain watched (deposits approved by hand)'),
    ).toBeVisible()
  },
}

/** The figures never arrive: placeholders. */
export const Loading: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('finance', 'loading') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(canvas.queryByText('$12,450.00')).toBeNull()
  },
}

/** The figures fail to load: what failed, and Retry. */
export const ServerError: Story = {
  ...onePicture,
  parameters: { ...onePicture.parameters, ...asOperator('finance', 'error') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Could not load the dashboard\./)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
