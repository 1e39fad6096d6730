// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import type { TreeNode } from '@trellis/contract'
import { lightTheme } from '../../themes'
import { TreeView } from './TreeView'

const node = (userId: string, children: TreeNode[] = [], hiddenChildren = 0): TreeNode => ({
  userId,
  firstName: `Name${userId}`,
  lastName: 'Doe',
  createdAt: '2026-03-04T00:00:00Z',
  totalInvestment: 1500,
  isActive: true,
  directCount: children.length + hiddenChildren,
  teamCount: 9,
  children,
  hiddenChildren,
})

// ROOT ─ A ─ A1
//      └ B   (+3 more under ROOT)
const tree = node('ROOT', [node('A', [node('A1')]), node('B')], 3)

afterEach(cleanup)

function setup() {
  const onViewTree = vi.fn()
  render(
    <ThemeProvider theme={lightTheme}>
      <TreeView root={tree} onViewTree={onViewTree} />
    </ThemeProvider>,
  )
  const item = (id: string) =>
    screen.getAllByRole('treeitem').find((el) => el.dataset.userId === id)!
  return { onViewTree, item, user: userEvent.setup() }
}

// jsdom role queries are slow on a busy machine; the default 5 s is too tight for the keyboard walks.
describe('TreeView', { timeout: 20_000 }, () => {
  it('is a tree of tree items with one tab stop, on the centred member', () => {
    const { item } = setup()
    expect(screen.getByRole('tree')).toHaveAccessibleName('Team tree of NameROOT Doe (ROOT)')
    expect(screen.getAllByRole('treeitem')).toHaveLength(4)
    expect(item('ROOT')).toHaveAttribute('tabindex', '0')
    expect(['A', 'A1', 'B'].map((id) => item(id).getAttribute('tabindex'))).toEqual([
      '-1',
      '-1',
      '-1',
    ])
    expect(item('A1')).toHaveAttribute('aria-level', '3')
  })

  it('shows how many more children are hidden, in the node name too', () => {
    const { item } = setup()
    expect(screen.getByText('+3 more')).toBeInTheDocument()
    expect(item('ROOT')).toHaveAccessibleName(/NameROOT Doe.*ROOT.*\+3 more/)
  })

  it('moves focus with the arrow keys and keeps one tab stop', async () => {
    const { item, user } = setup()
    await user.tab()
    expect(item('ROOT')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(item('A')).toHaveFocus()
    expect(item('A')).toHaveAttribute('tabindex', '0')
    expect(item('ROOT')).toHaveAttribute('tabindex', '-1')
    await user.keyboard('{ArrowRight}')
    expect(item('A1')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(item('B')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(item('A1')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(item('A')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(item('ROOT')).toHaveFocus()
    await user.keyboard('{End}')
    expect(item('B')).toHaveFocus()
  })

  it('opens the details on Enter and centres on the member with View Tree', async () => {
    const { item, user, onViewTree } = setup()
    await user.tab()
    await user.keyboard('{ArrowDown}{Enter}')
    const dialog = screen.getByRole('dialog', { name: 'Member details' })
    expect(within(dialog).getByText('NameA Doe')).toBeInTheDocument()
    expect(within(dialog).getByText('Mar 4, 2026')).toBeInTheDocument()
    expect(within(dialog).getByText('$1,500.00')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'View Tree' }))
    expect(onViewTree).toHaveBeenCalledWith('A')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(item('A')).toBeInTheDocument()
  })

  it('opens the details of a clicked node and closes on Escape', async () => {
    const { user } = setup()
    await user.click(screen.getByText('NameB Doe'))
    expect(screen.getByRole('dialog')).toHaveTextContent('NameB Doe')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says Active for a member with an investment, as the team lists do (spec section 4)', () => {
    const invested = { ...node('INV'), totalInvestment: 200, isActive: false }
    const idle = { ...node('IDLE'), totalInvestment: 0, isActive: true }
    render(
      <ThemeProvider theme={lightTheme}>
        <TreeView root={{ ...node('TOP'), children: [invested, idle] }} onViewTree={vi.fn()} />
      </ThemeProvider>,
    )
    const card = (id: string) =>
      screen.getAllByRole('treeitem').find((el) => el.dataset.userId === id)!
    expect(within(card('INV')).getByText(/^(Active|Inactive)$/)).toHaveTextContent('Active')
    expect(within(card('IDLE')).getByText(/^(Active|Inactive)$/)).toHaveTextContent('Inactive')
  })
})
