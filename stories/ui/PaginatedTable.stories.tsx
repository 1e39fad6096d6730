import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { emptyTexts, fallbacks, formatUsd } from '@trellis/contract'
import { DirectionBadge, PaginatedTable, type PaginatedTableProps, type TableColumn } from '@trellis/ui'

interface Row {
  id: string
  date: string
  desc: string
  type: 'credit' | 'debit'
  amount: number
}

/** 37 rows: four pages of ten and one of seven. */
const all: Row[] = Array.from({ length: 37 }, (_, i) => ({
  id: `TX-${String(i + 1).padStart(3, '0')}`,
  date: new Date(Date.UTC(2026, 10, 21 - i)).toISOString().slice(0, 10),
  desc: i % 3 === 0 ? 'Level income' : i % 3 === 1 ? 'ROI' : 'Withdrawal',
  type: i % 3 === 2 ? 'debit' : 'credit',
  amount: 25 + i * 12.5,
}))

const columns: TableColumn<Row>[] = [
  { key: 'id', header: 'ID', render: (r) => r.id },
  { key: 'date', header: 'Date', render: (r) => r.date },
  { key: 'desc', header: 'Description', render: (r) => r.desc },
  { key: 'type', header: 'Type', render: (r) => <DirectionBadge type={r.type} /> },
  { key: 'amount', header: 'Amount', render: (r) => formatUsd(r.amount), align: 'end' },
]

const pageOf = (rows: Row[], page: number) => rows.slice((page - 1) * 10, page * 10)

/** Holds the page like a screen does and hands the table one page of rows at a time. */
function Paged(props: PaginatedTableProps<Row>) {
  const [page, setPage] = useState(props.page)
  return (
    <PaginatedTable<Row>
      {...props}
      page={page}
      rows={props.isLoading || props.error ? props.rows : pageOf(all, page)}
      onPageChange={(next) => {
        setPage(next)
        props.onPageChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Domain/PaginatedTable',
  component: PaginatedTable<Row>,
  args: {
    caption: 'Transaction history',
    columns,
    rows: pageOf(all, 1),
    rowKey: (r: Row) => r.id,
    page: 1,
    total: all.length,
    onPageChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof PaginatedTable<Row>>

export default meta
type Story = StoryObj<typeof meta>

/** Next shows page 2's rows and marks page 2 as current. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('TX-001')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /next/i }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2)
    await expect(canvas.getByText('TX-011')).toBeVisible()
    await expect(canvas.queryByText('TX-001')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Page 2', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** Forced table layout: a real table with caption and column headers. */
export const Table: Story = {
  args: { layout: 'table' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Transaction history' })
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5)
    await expect(within(table).getAllByRole('row')).toHaveLength(11)
  },
}

/** Forced card layout, as on phones: each row a card of label and value. */
export const Cards: Story = { args: { layout: 'cards' } }

/** A later page: the last page holds the remaining seven rows; Next is disabled. */
export const LastPage: Story = {
  args: { page: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('TX-037')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /next/i })).toBeDisabled()
  },
}

/** Skeleton rows while the page loads; paging is disabled meanwhile. */
export const Loading: Story = { args: { isLoading: true, rows: [] } }

/** Nothing yet: the spec's "No transactions found.". */
export const Empty: Story = {
  args: { total: 0 },
  render: (args) => <PaginatedTable<Row> {...args} rows={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(emptyTexts.noTransactions)).toBeVisible()
  },
}

/** The end of a list, with the spec's other empty text. */
export const NoMoreData: Story = {
  args: { total: 0, emptyText: emptyTexts.noMoreData },
  render: (args) => <PaginatedTable<Row> {...args} rows={[]} />,
}

/** A failed load: the message and a Retry button. */
export const Error: Story = {
  args: { error: fallbacks.requestFailed, rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(fallbacks.requestFailed)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1))
  },
}

/** Long descriptions wrap inside their cell or card instead of widening the page. */
export const LongText: Story = {
  render: (args) => (
    <PaginatedTable<Row>
      {...args}
      rows={pageOf(all, 1).map((r) => ({
        ...r,
        desc: `${r.desc} from a member with a rather long name, for the 15 days of plan Gold Plus`,
      }))}
    />
  ),
}

/** On a phone the rows are cards. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
