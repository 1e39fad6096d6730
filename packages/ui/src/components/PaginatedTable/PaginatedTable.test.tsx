// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { emptyTexts } from '@trellis/contract'
import { lightTheme } from '../../themes'
import { PaginatedTable, type PaginatedTableProps, type TableColumn } from './PaginatedTable'

interface Row {
  id: string
  amount: number
}

const columns: TableColumn<Row>[] = [
  { key: 'id', header: 'Id', render: (r) => r.id },
  { key: 'amount', header: 'Amount', render: (r) => `$${r.amount}`, align: 'end' },
]

const pageRows = (page: number): Row[] =>
  Array.from({ length: 10 }, (_, i) => ({ id: `R${(page - 1) * 10 + i + 1}`, amount: i }))

function setup(props: Partial<PaginatedTableProps<Row>> = {}) {
  const onPageChange = vi.fn()
  const utils = render(
    <ThemeProvider theme={lightTheme}>
      <PaginatedTable<Row>
        caption="Transactions"
        columns={columns}
        rows={pageRows(1)}
        rowKey={(r) => r.id}
        page={1}
        total={25}
        onPageChange={onPageChange}
        {...props}
      />
    </ThemeProvider>,
  )
  return { ...utils, onPageChange }
}

afterEach(cleanup)

describe('PaginatedTable', { timeout: 20_000 }, () => {
  it('renders a real table with caption, headers and one row per item', () => {
    setup({ layout: 'table' })
    const table = screen.getByRole('table', { name: 'Transactions' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Id', 'Amount'])
    // 1 header row + 10 body rows.
    expect(within(table).getAllByRole('row')).toHaveLength(11)
    expect(within(table).getByText('R10')).toBeInTheDocument()
  })

  it('shows each row as a card of label and value on phones', () => {
    setup({ layout: 'cards', rows: pageRows(1).slice(0, 2) })
    expect(screen.queryByRole('table')).toBeNull()
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[1]!).getByText('Id')).toBeInTheDocument()
    expect(within(items[1]!).getByText('R2')).toBeInTheDocument()
  })

  it('asks for the next and a numbered page, and marks the current one', async () => {
    const user = userEvent.setup()
    const { onPageChange } = setup({ layout: 'table' })
    // Numbered buttons are CSS-hidden below the sm breakpoint (jsdom ignores media queries).
    expect(screen.getByRole('button', { name: 'Page 1', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await user.click(screen.getByRole('button', { name: /next/i }))
    expect(onPageChange).toHaveBeenLastCalledWith(2)
    await user.click(screen.getByRole('button', { name: 'Page 3', hidden: true }))
    expect(onPageChange).toHaveBeenLastCalledWith(3)
  })

  it('shows the page it is given (controlled)', () => {
    setup({ layout: 'table', page: 2, rows: pageRows(2) })
    expect(screen.getByText('R11')).toBeInTheDocument()
    expect(screen.queryByText('R1')).toBeNull()
    expect(screen.getByRole('button', { name: 'Page 2', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
  })

  it('hides paging when everything fits on one page', () => {
    setup({ total: 10 })
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('says the spec text when empty, or the text it is given', () => {
    const { unmount } = setup({ rows: [], total: 0 })
    expect(screen.getByText(emptyTexts.noTransactions)).toBeInTheDocument()
    unmount()
    setup({ rows: [], total: 0, emptyText: emptyTexts.noMoreData })
    expect(screen.getByText(emptyTexts.noMoreData)).toBeInTheDocument()
  })

  it('shows skeleton rows and no data while loading', () => {
    setup({ layout: 'table', isLoading: true })
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5)
    expect(screen.queryByText('R1')).toBeNull()
    expect(screen.getByRole('region', { name: 'Transactions' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  })

  it('shows an error with a Retry button that calls onRetry', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    setup({ error: 'Server error. Please try again.', onRetry })
    expect(screen.getByRole('alert')).toHaveTextContent('Server error. Please try again.')
    expect(screen.queryByText('R1')).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
