import { useId, type ReactNode } from 'react'
import { useTheme } from 'styled-components'
import { PAGE_SIZE, emptyTexts } from '@trellis/contract'
import { EmptyState } from '../EmptyState'
import { Pagination } from '../Pagination'
import { ErrorPanel, useMediaQuery } from '../lists-shared'
import { TableBody, CardsBody } from './TableBodies'
import { Root, Title } from './PaginatedTable.styles'
import type { TableColumn } from './TableColumn'

export type { TableColumn } from './TableColumn'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link PaginatedTable}. */
export interface PaginatedTableProps<T> {
  /** What the table lists; its caption and accessible name. */
  caption: string
  /** Keep the caption for screen readers only (when a heading above already says it). */
  isCaptionHidden?: boolean
  /** The columns, in order. */
  columns: TableColumn<T>[]
  /** The rows of the current page (the table does not fetch). */
  rows: T[]
  /** A stable key for a row. */
  rowKey: (row: T, index: number) => string
  /** The current page, 1-based (controlled). */
  page: number
  /** How many rows there are in all pages. */
  total: number
  /** Rows per page; the spec's 10 by default. */
  pageSize?: number
  /** Called with the page the member asks for. */
  onPageChange: (page: number) => void
  /** Shows skeleton rows instead of `rows`. */
  isLoading?: boolean
  /** Text when there are no rows; "No transactions found." by default. */
  emptyText?: string
  /** Offered under the empty text (an invitation on a member list). */
  emptyAction?: ReactNode
  /** A failure to show instead of the rows. */
  error?: string | null
  /** Offered as a Retry button with the error. */
  onRetry?: () => void
  /** `auto` (default): cards below the md breakpoint, a table above it. */
  layout?: 'auto' | 'table' | 'cards'
}

/** A page of rows with paging: a real table on wide screens, a card per row on phones. */
export function PaginatedTable<T>({
  caption,
  isCaptionHidden = false,
  columns,
  rows,
  rowKey,
  page,
  total,
  pageSize = PAGE_SIZE,
  onPageChange,
  isLoading = false,
  emptyText = emptyTexts.noTransactions,
  emptyAction,
  error,
  onRetry,
  layout = 'auto',
}: PaginatedTableProps<T>) {
  const t = useUiT()
  const theme = useTheme()
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`)
  const asTable = layout === 'table' || (layout === 'auto' && isWide)
  const titleId = useId()
  const errorText = error ? error : null
  const hasError = errorText !== null
  const isEmpty = !hasError && !isLoading && rows.length === 0

  let body: ReactNode
  if (errorText !== null) {
    body = <ErrorPanel message={errorText} onRetry={onRetry} />
  } else if (isEmpty) {
    body = <EmptyState message={emptyText} action={emptyAction} />
  } else if (asTable) {
    body = (
      <TableBody
        caption={caption}
        isCaptionHidden={isCaptionHidden}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        isLoading={isLoading}
      />
    )
  } else {
    body = (
      <CardsBody
        labelledBy={titleId}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        isLoading={isLoading}
      />
    )
  }

  const showTitle = !asTable || hasError || isEmpty
  return (
    <Root aria-label={caption} aria-busy={isLoading || undefined}>
      {showTitle && (
        <Title id={titleId} $hidden={isCaptionHidden}>
          {caption}
        </Title>
      )}
      {body}
      {!hasError && (
        <Pagination
          page={page}
          total={total}
          pageSize={pageSize}
          onPageChange={onPageChange}
          isDisabled={isLoading}
          label={t('pagesOf', { name: caption })}
        />
      )}
    </Root>
  )
}
