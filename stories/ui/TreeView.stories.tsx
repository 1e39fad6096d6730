import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, waitFor, within, screen } from 'storybook/test'
import { fallbacks, type TreeNode } from '@trellis/contract'
import { TreeView } from '@trellis/ui'
import { afterResizeObservers, expectLayoutHolds, expectWhole } from './play-support'

const member = (
  userId: string,
  firstName: string,
  children: TreeNode[] = [],
  extra: Partial<TreeNode> = {},
): TreeNode => ({
  userId,
  firstName,
  lastName: 'Mensah',
  createdAt: '2026-02-14T09:30:00Z',
  totalInvestment: 1000,
  isActive: true,
  directCount: children.length,
  teamCount: children.length,
  children,
  hiddenChildren: 0,
  ...extra,
})

const root = member(
  'BCH1000001',
  'Ama',
  [
    member('BCH1000002', 'Kofi', [], { teamCount: 4, directCount: 1 }),
    member('BCH1000003', 'Esi', [], { isActive: false, totalInvestment: 0 }),
  ],
  { teamCount: 12 },
)

const deep = member(
  'BCH1000001',
  'Ama',
  [
    member('BCH1000002', 'Kofi', [
      member('BCH1000004', 'Yaw', [member('BCH1000008', 'Akua')]),
      member('BCH1000005', 'Abena', [], { isActive: false, totalInvestment: 0 }),
    ]),
    member('BCH1000003', 'Esi', [
      member('BCH1000006', 'Kwame'),
      member('BCH1000007', 'Adwoa', [], { hiddenChildren: 2 }),
    ]),
  ],
  { teamCount: 31 },
)

const meta = {
  title: 'Domain/TreeView',
  component: TreeView,
  argTypes: {
    error: { control: 'text' },
    root: { control: 'object' },
    onRetry: { control: false },
    onViewTree: { control: false },
    onShowHidden: { control: false },
    errorAction: { control: false },
  },
  args: { root, onViewTree: fn(), onRetry: fn() },
} satisfies Meta<typeof TreeView>

export default meta
type Story = StoryObj<typeof meta>

const item = (canvasElement: HTMLElement, id: string) =>
  within(canvasElement)
    .getAllByRole('treeitem')
    .find((el) => el.dataset.userId === id) as HTMLElement

/** A member centred with two children. A click opens the details; View Tree re-centres. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('Kofi Mensah'))
    const dialog = await screen.findByRole('dialog', { name: 'Member details' })
    await waitFor(() => expect(within(dialog).getByText('BCH1000002')).toBeVisible())
    await waitFor(() => expect(within(dialog).getByText('Feb 14, 2026')).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Tree' }))
    await expect(args.onViewTree).toHaveBeenCalledWith('BCH1000002')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

/** Arrow keys move through the tree with one tab stop; Enter opens the details popup. */
export const KeyboardNavigation: Story = {
  // Played at the desktop width (its buttons or its scroll): so is its Docs frame.
  parameters: { docs: { frameWidth: 'desktop' } },
  args: { root: deep },
  play: async ({ canvasElement, args }) => {
    const at = (id: string) => item(canvasElement, id)
    await userEvent.tab()
    await expect(at('BCH1000001')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(at('BCH1000002')).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(at('BCH1000008')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(at('BCH1000004')).toHaveFocus()
    await expect(at('BCH1000004')).toHaveAttribute('tabindex', '0')
    await expect(at('BCH1000001')).toHaveAttribute('tabindex', '-1')
    await userEvent.keyboard('{ArrowUp}{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Member details' })
    await waitFor(() => expect(within(dialog).getByText('Kofi Mensah')).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Tree' }))
    await expect(args.onViewTree).toHaveBeenCalledWith('BCH1000002')
  },
}

/** Three generations below the centre; wide trees scroll sideways on phones. */
export const DeepTree: Story = { args: { root: deep } }

/** More direct referrals than the two shown: "+N more" under the children. */
export const ManyChildren: Story = {
  args: {
    root: { ...root, directCount: 14, teamCount: 58, hiddenChildren: 12 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+12 more')).toBeVisible()
  },
}

/** The details popup open on the centred member. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    item(canvasElement, 'BCH1000001').focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Member details' })
    await waitFor(() => expect(within(dialog).getByText('$1,000.00')).toBeVisible())
  },
}

/** A member with no referrals yet. */
export const Leaf: Story = { args: { root: member('BCH1000009', 'Kojo') } }

/** Placeholder while the tree loads. */
export const Loading: Story = { args: { root: null, isLoading: true } }

/** No tree to show. */
export const Empty: Story = { args: { root: null } }

/** A failed load with Retry. */
export const Error: Story = {
  args: { root: null, error: fallbacks.requestFailed },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Long names are cut with an ellipsis; the full name is in the popup. */
export const LongText: Story = {
  args: {
    root: member('BCH1000001', 'Oluwaseun-Adebayo Christabel', [
      member('BCH1000002', 'Nana Akosua Serwaa Bonsu'),
      member('BKSK10000031234', 'Maximilian Alexander'),
    ]),
  },
}

/**
 * The popup of a member with a long name and a large investment, on a small phone: the labels
 * keep their words on one line and the long value wraps (issue 26, point 10: the value squeezed
 * "Name" to one letter per line).
 */
export const OpenLongName: Story = {
  args: {
    root: member('BKSK10000031234', 'Oluwaseun-Adebayo Christabel Nana Akosua', [], {
      lastName: 'Serwaa-Bonsu-Ampofo',
      totalInvestment: 123456789.5,
      isActive: false,
    }),
  },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    item(canvasElement, 'BKSK10000031234').focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Member details' })
    const popup = within(dialog)
    await waitFor(() => expect(popup.getByText('$123,456,789.50')).toBeVisible())
    expectWhole(
      ['User ID', 'Name', 'Joined', 'Investment', 'Status', 'Direct referrals', 'Team size'].map(
        (label) => popup.getByText(label),
      ),
    )
    expectWhole([popup.getByText('$123,456,789.50'), popup.getByText('BKSK10000031234')])
  },
}

/**
 * A 40-character name without a space and an eight-figure investment, on a small phone (issue 26,
 * point 10): the tree's cards and the popup keep everything in its box, no label is set one letter
 * per line, the figures keep their size.
 */
export const OpenSpacelessName: Story = {
  args: {
    root: member(
      'BKSK10000031234',
      'Oluwaseunadebayochristabelnanaakosuaserw',
      [member('BCH1000002', 'Maximilianalexanderkonstantinfriedrichs')],
      { lastName: 'Mensah', totalInvestment: 12345678.9, isActive: false, teamCount: 1 },
    ),
  },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    for (const node of within(canvasElement).getAllByRole('treeitem')) expectLayoutHolds(node)
    item(canvasElement, 'BKSK10000031234').focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Member details' })
    const figure = await within(dialog).findByText('$12,345,678.90')
    expectLayoutHolds(dialog, [figure])
  },
}

/** On a small phone. */
export const Mobile: Story = { args: { root: deep }, globals: { viewport: { value: 'small' } } }

/** How far the tree's scroller is from its centre, in pixels. */
function offCentre(scroller: HTMLElement): number {
  return Math.abs(scroller.scrollLeft - (scroller.scrollWidth - scroller.clientWidth) / 2)
}

/**
 * The tree stays centred while its room changes (a scrollbar going away, the phone turning, web
 * fonts widening the cards), until the member scrolls it: then it stays where they put it.
 */
export const StaysCentred: Story = {
  args: { root: deep },
  decorators: [
    (Story) => (
      <div data-testid="room" style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const room = canvas.getByTestId('room')
    const scroller = canvas.getByRole('tree').parentElement as HTMLElement
    await waitFor(() => expect(offCentre(scroller)).toBeLessThanOrEqual(1))
    room.style.width = '300px'
    await afterResizeObservers(scroller)
    await expect(offCentre(scroller)).toBeLessThanOrEqual(1)
    // The member scrolls: a later change of room leaves their scroll alone.
    await fireEvent.pointerDown(scroller)
    scroller.scrollLeft = 0
    room.style.width = '340px'
    await afterResizeObservers(scroller)
    await expect(scroller.scrollLeft).toBe(0)
  },
}
