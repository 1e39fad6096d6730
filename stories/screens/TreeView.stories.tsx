import type { Meta, StoryObj } from '@storybook/react-vite'
import { Route, Routes } from 'react-router-dom'
import { expect, screen, userEvent, within } from 'storybook/test'
import { serverMessages } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { TreeViewScreen } from '@trellis/app/screens/TreeView/TreeViewScreen'
import { LevelViewScreen } from '@trellis/app/screens/LevelView/LevelViewScreen'
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

/**
 * "+1 more" is not a dead end: the member's details offer the directs the tree leaves out, and
 * Level View opens on that level with all of them (the third direct among them).
 */
export const HiddenDirects: Story = {
  tags: ['check'],
  render: () => (
    <Routes>
      <Route path="/team/treeView/:id?" element={<TreeViewScreen />} />
      <Route path="/team/level" element={<LevelViewScreen />} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const third = fixtures.directs[2]
    await expect(third).toBeDefined()
    const tree = await canvas.findByRole('tree')
    await expect(within(tree).queryByText(third?.userId ?? '')).toBeNull()
    const root = within(tree).getAllByRole('treeitem')[0]
    await expect(root).toHaveTextContent(/\+\d+ more/)
    if (root) await userEvent.click(root)
    const details = await screen.findByRole('dialog', { name: 'Member details' })
    await userEvent.click(within(details).getByRole('button', { name: /^Show all \d+ directs$/ }))
    const level = await screen.findByRole('dialog', { name: 'Level 1 members' })
    await expect(await within(level).findByText(third?.userId ?? '')).toBeVisible()
  },
}

/** A phone-wide tree says that it scrolls sideways, and fades at the edge that has more. */
export const ScrollCue: Story = {
  tags: ['check'],
  globals: { viewport: { value: 'mobile' } },
  // The story runner's page may be wider than a phone: the frame is 390 px either way.
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('tree')
    const region = await canvas.findByRole('region', { name: /scrolls sideways/ })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    await expect(await canvas.findByText('Scroll sideways to see the whole tree.')).toBeVisible()
  },
}

/**
 * A member outside the team: asking again gets the same refusal, so there is no Retry; a link
 * leads back to one's own tree instead.
 */
export const NotInYourTeam: Story = {
  parameters: { route: '/team/treeView/BCH9999999', ...inState(['treeView'], 'validation') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(serverMessages.outsideDownline)
    await expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
    await expect(within(alert).getByRole('link', { name: 'Back to your tree' })).toHaveAttribute(
      'href',
      '/team/treeView',
    )
  },
}
