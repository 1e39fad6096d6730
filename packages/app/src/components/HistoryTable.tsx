// A page of a paged read call as a table: rows, total, loading, the failure with Retry, and the
// spec's empty texts ("No transactions found." on page 1, "No more data available" after), or
// the screen's own ("No members yet." with an invitation).
import type { ReactNode } from 'react'
import { emptyTexts, type PagedAnswer } from '@trellis/contract'
import { PaginatedTable, type TableColumn } from '@trellis/ui'
import { readErrorMessage, retryCanHelp } from './error-message'

/** The part of a paged read hook's result the table uses. */
export interface PageResult<T> {
  data?: PagedAnswer<T> | undefined
  error?: unknown
  isLoading: boolean
  mutate: () => unknown
}

/** Props of HistoryTable. */
export interface HistoryTableProps<T> {
  /** What the table lists (its caption and accessible name). */
  caption: string
  /** The columns. */
  columns: TableColumn<T>[]
  /** The read hook's result for the current page. */
  result: PageResult<T>
  /** The current page (1-based). */
  page: number
  /** Asks for another page. */
  onPageChange: (page: number) => void
  /** A stable key per row. */
  rowKey: (row: T, index: number) => string
  /** What an empty first page says (default: the spec's "No transactions found."). */
  emptyText?: string
  /** Offered under an empty first page (an invitation on member lists). */
  emptyAction?: ReactNode
}

/** A paged history table fed by one of the api-client's read hooks. */
export function HistoryTable<T>({
  caption,
  columns,
  result,
  page,
  onPageChange,
  rowKey,
  emptyText = emptyTexts.noTransactions,
  emptyAction,
}: HistoryTableProps<T>) {
  const { data, error, isLoading, mutate } = result
  return (
    <PaginatedTable<T>
      caption={caption}
      columns={columns}
      rows={data?.data ?? []}
      rowKey={rowKey}
      page={page}
      total={data?.total ?? 0}
      onPageChange={onPageChange}
      isLoading={isLoading}
      emptyText={page > 1 ? emptyTexts.noMoreData : emptyText}
      {...(page > 1 || emptyAction === undefined ? {} : { emptyAction })}
      error={error ? readErrorMessage(error, caption.toLowerCase()) : null}
      onRetry={error && !retryCanHelp(error) ? undefined : () => void mutate()}
    />
  )
}
