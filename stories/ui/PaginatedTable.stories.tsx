import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { emptyTexts, fallbacks, formatUsd, type WalletTransaction } from '@trellis/contract'
import { useAllWalletTrans } from '@trellis/api-client'
import { fixtures, handlers, mockState } from '@trellis/api-client/mocks'
import { signedIn } from '../screens/story-support'
import { expectWhole } from './play-support'
import {
  DirectionBadge,
  PaginatedTable,
  formatDate,
  signedAmount,
  type PaginatedTableProps,
  type TableColumn,
} from '@trellis/ui'

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
  { key: 'desc', header: 'Description', render: (r) => r.desc, wrap: true },
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
  argTypes: {
    error: { control: 'text' },
    rowKey: { control: false },
    onPageChange: { control: false },
    onRetry: { control: false },
    emptyAction: { control: false },
  },
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

/**
 * Long descriptions wrap inside their cell or card; ids, dates and amounts never break, even 320 px
 * wide: their column grows and the table scrolls sideways.
 */
export const LongText: Story = {
  render: (args) => (
    <PaginatedTable<Row>
      {...args}
      rows={pageOf(all, 1).map((r) => ({
        ...r,
        desc: `${r.desc} from a member with a rather long name, for the 15 days of plan Gold Plus`,
        amount: 123456789.5 + r.amount,
      }))}
    />
  ),
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const values = [...canvasElement.querySelectorAll('td, dd')].filter((el) =>
      /^(TX-\d+|\d{4}-\d\d-\d\d|\$[\d,.]+)$/.test(el.textContent ?? ''),
    )
    await expect(values.length).toBeGreaterThanOrEqual(30)
    expectWhole(values, { mayScroll: true })
  },
}

/** On a phone the rows are cards. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }

const txColumns: TableColumn<WalletTransaction>[] = [
  { key: 'date', header: 'Date', render: (t) => formatDate(t.createdAt) },
  { key: 'desc', header: 'Description', render: (t) => t.desc, wrap: true },
  { key: 'type', header: 'Type', render: (t) => <DirectionBadge type={t.type} /> },
  { key: 'amount', header: 'Amount', render: (t) => signedAmount(t), align: 'end' },
]

/**
 * Story-only wiring, as a screen does it: the page in state, one page at a time from
 * useAllWalletTrans (the ui package itself never fetches).
 */
function FedByHookTable() {
  const [page, setPage] = useState(1)
  const { data, error, isLoading, mutate } = useAllWalletTrans(page)
  return (
    <PaginatedTable<WalletTransaction>
      caption="Transaction history"
      layout="table"
      columns={txColumns}
      rows={data?.data ?? []}
      rowKey={(t) => t.id}
      page={page}
      total={data?.total ?? 0}
      onPageChange={setPage}
      isLoading={isLoading}
      error={error?.message ?? null}
      onRetry={() => void mutate()}
    />
  )
}

const hookStory = (...overrides: typeof handlers): Partial<Story> => ({
  render: () => <FedByHookTable />,
  beforeEach: signedIn,
  parameters: { msw: { handlers: [...overrides, ...handlers] } },
})

/** Fed by useAllWalletTrans over MSW: the answer's page and total drive the table; Next fetches page 2. */
export const FedByHook: Story = {
  ...hookStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = fixtures.walletTransactions
    const first = list[0]
    const eleventh = list[10]
    if (!first || !eleventh) throw new globalThis.Error('The mock world needs 11 transactions')
    await waitFor(() => expect(canvas.getAllByText(first.desc)[0]).toBeVisible())
    await userEvent.click(canvas.getByRole('button', { name: /next/i }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2', hidden: true })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    )
    await waitFor(() =>
      expect(canvas.getAllByText(signedAmount(eleventh)).length).toBeGreaterThan(0),
    )
  },
}

/** A slow answer: skeleton rows first, then the page. */
export const FedByHookSlow: Story = {
  ...hookStory(mockState('allWalletTrans', 'slow', { delayMs: 800 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByTestId('skeleton-row')).toHaveLength(5)
    await waitFor(() => expect(canvas.queryAllByTestId('skeleton-row')).toHaveLength(0), {
      timeout: 4000,
    })
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(1)
  },
}

/** An empty answer: the spec's "No transactions found.". */
export const FedByHookEmpty: Story = {
  tags: ['check'],
  ...hookStory(mockState('allWalletTrans', 'empty')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(emptyTexts.noTransactions)).toBeVisible()
  },
}

/** A failing answer: the server's message and Retry. */
export const FedByHookError: Story = {
  ...hookStory(mockState('allWalletTrans', 'error')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(fallbacks.requestFailed)
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}
