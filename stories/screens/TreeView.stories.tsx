import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fixtures } from '@trellis/api-client/mocks'
import { TreeViewScreen } from '@trellis/app/screens/TreeView/TreeViewScreen'
import { first, inState, msw, signedIn, underRoute } from './story-support'

const meta = {
  title: 'Screens/TreeView',
  component: TreeViewScreen,
  parameters: { route: '/team/treeView', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
  render: () => underRoute('/team/treeView/:id?', <TreeViewScreen />),
} satisfies Meta<typeof TreeViewScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tree View' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText(first(fixtures.tree.children).userId)).length,
    ).toBeGreaterThan(0)
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['treeView'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tree View' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText(first(fixtures.tree.children).userId)).toBeNull()
  },
}

/** The list fails to load: what failed ("Could not load the tree.") and a Retry. */
export const ServerError: Story = {
  parameters: inState(['treeView'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tree View' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText('Could not load the tree. Please try again.')).length,
    ).toBeGreaterThan(0)
  },
}
