import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Pagination, type PaginationProps } from '@trellis/ui'
import { afterTwoFrames } from './play-support'

/** Keeps the page in state, as a screen would, and still reports each change. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page)
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next)
        props.onPageChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  argTypes: {
    onPageChange: { control: false },
  },
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

/** Next, a number and Previous move the page; the current page is marked aria-current. */
export const Default: Story = {
  // Played at the desktop width (its buttons or its scroll): so is its Docs frame.
  parameters: { docs: { frameWidth: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const previous = canvas.getByRole('button', { name: /previous/i })
    await expect(previous).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(canvas.getByRole('button', { name: /next/i }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2)
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5)
    await expect(canvas.getByRole('button', { name: /next/i })).toBeDisabled()
    await userEvent.click(previous)
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4)
  },
}

/** Counted from a total: 95 rows are 10 pages of 10. Gaps replace skipped pages. */
export const FromTotal: Story = {
  // Played at the desktop width (its buttons or its scroll): so is its Docs frame.
  parameters: { docs: { frameWidth: 'desktop' } },
  args: { pageCount: undefined, total: 95, page: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Page 2' })).toBeNull()
  },
}

/**
 * While the next page loads the controls wait: a press does nothing, yet Next keeps the focus of
 * a member who pressed it from the keyboard.
 */
export const Loading: Story = {
  args: { isDisabled: true, page: 2 },
  play: async ({ canvasElement, args }) => {
    const next = within(canvasElement).getByRole('button', { name: /next/i })
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    next.focus()
    await userEvent.keyboard('{Enter}')
    await afterTwoFrames()
    await expect(next).toHaveFocus()
    await expect(args.onPageChange).not.toHaveBeenCalled()
  },
}

/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true } }

/** Many pages: the pager keeps a constant width. */
export const LongText: Story = { args: { pageCount: 250, page: 120 } }

/** On a phone: "Page 2 of 5" between Previous and Next. */
export const Mobile: Story = {
  args: { page: 2 },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page 2 of 5')).toBeVisible()
  },
}
