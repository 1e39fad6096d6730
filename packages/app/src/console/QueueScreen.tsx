// The screen of a queue the console works through (deposits, withdrawals, bonuses and
// adjustments): filters (status, member and, where the server filters by them, days) above a
// paged table, and the decision dialog its rows open. The filters' state lives in useQueueFilters
// (a change of filter goes back to page 1); each screen keeps its own columns and decisions.
import { useState, type ReactNode } from 'react'
import { OPS_PAGE_SIZE, type OpsPage } from '@trellis/contract'
import { PaginatedTable, Stack, type SelectOption, type TableColumn } from '@trellis/ui'
import { ConsoleScreen } from './ConsoleScreen'
import { ANY_DAY, QueueFilters, type DayFilter } from './parts'
import { useConsoleWords } from './statuses'

/** A queue's filters: status, member, days and the page, as the read takes them. */
export function useQueueFilters(firstStatus = 'pending') {
  const [status, setStatus] = useState(firstStatus)
  const [userId, setUserId] = useState('')
  const [days, setDays] = useState<DayFilter>(ANY_DAY)
  const [page, setPage] = useState(1)
  /** A filter's setter that also goes back to the first page. */
  const fresh =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value)
      setPage(1)
    }
  return {
    status,
    userId,
    days,
    page,
    setPage,
    onStatus: fresh(setStatus),
    onUserId: fresh(setUserId),
    onDays: fresh(setDays),
  }
}

type QueueFilterState = ReturnType<typeof useQueueFilters>

/** What a queue's read answers (an SWR result of a console page). */
interface QueueRead<Row> {
  data?: OpsPage<Row>
  error?: unknown
  isLoading: boolean
  mutate: () => unknown
}

/** A queue: its title, filters, table and decision dialog; `above` comes first (a form). */
export function QueueScreen<Row>({
  title,
  filterLabel,
  statuses,
  filters,
  withDays = false,
  caption,
  columns,
  rowKey,
  read,
  what,
  emptyText,
  decision,
  above,
}: {
  title: string
  /** The filters' accessible name ("Filter deposits"). */
  filterLabel: string
  statuses: readonly SelectOption[]
  filters: QueueFilterState
  /** From and To as well (the server filters this queue by days). */
  withDays?: boolean
  caption: string
  columns: TableColumn<Row>[]
  rowKey: (row: Row) => string
  read: QueueRead<Row>
  /** What failed to load ("the deposit claims"). */
  what: string
  emptyText: string
  /** The decision dialog (useDecision's element). */
  decision: ReactNode
  above?: ReactNode
}) {
  const words = useConsoleWords()
  const queue = (
    <>
      <QueueFilters
        label={filterLabel}
        statuses={statuses}
        status={filters.status}
        onStatus={filters.onStatus}
        query={filters.userId}
        onQuery={filters.onUserId}
        {...(withDays ? { days: filters.days, onDays: filters.onDays } : {})}
      />
      <PaginatedTable
        caption={caption}
        isCaptionHidden
        columns={columns}
        rows={read.data?.data ?? []}
        rowKey={rowKey}
        page={filters.page}
        pageSize={OPS_PAGE_SIZE}
        total={read.data?.total ?? 0}
        onPageChange={filters.setPage}
        isLoading={read.isLoading}
        emptyText={emptyText}
        error={read.error ? words.readError(read.error, what) : null}
        onRetry={() => void read.mutate()}
      />
    </>
  )
  return (
    <ConsoleScreen title={title}>
      {above !== undefined ? (
        <Stack gap={6}>
          {above}
          <div>{queue}</div>
        </Stack>
      ) : (
        queue
      )}
      {decision}
    </ConsoleScreen>
  )
}
