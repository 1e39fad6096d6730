// The figures per day for a range: deposits, withdrawals, fees, investments, ROI and level income
// paid, with the same range as a CSV download.
import { useState } from 'react'
import { formatUsd, opsCalls, type OpsDailyReport } from '@trellis/contract'
import { Inline, PaginatedTable, Stack, TextField, type TableColumn } from '@trellis/ui'
import { opsCsvHref, useOpsDailyReport } from '@trellis/api-client/ops'
import { readErrorMessage } from '../../components/error-message'
import { ConsoleScreen } from '../ConsoleScreen'
import { CsvLink } from '../CsvLink'
import { defaultRange } from '../dates'

const money = (
  key: keyof Omit<OpsDailyReport, 'day'>,
  header: string,
): TableColumn<OpsDailyReport> => ({
  key,
  header,
  align: 'end',
  render: (r) => formatUsd(r[key]),
})

const columns: TableColumn<OpsDailyReport>[] = [
  { key: 'day', header: 'Day', render: (r) => r.day },
  {
    key: 'deposits',
    header: 'Deposits',
    align: 'end',
    render: (r) => `${formatUsd(r.deposits)} (${r.depositsCount})`,
  },
  {
    key: 'withdrawals',
    header: 'Withdrawals',
    align: 'end',
    render: (r) => `${formatUsd(r.withdrawals)} (${r.withdrawalsCount})`,
  },
  money('fees', 'Fees'),
  money('investments', 'Investments'),
  money('roiPaid', 'ROI paid'),
  money('levelIncomePaid', 'Level income paid'),
  money('bonuses', 'Bonuses'),
  money('adjustments', 'Adjustments'),
]

/** Reports per day. */
export function ReportsScreen() {
  const [range, setRange] = useState(defaultRange)
  const [page, setPage] = useState(1)
  const report = useOpsDailyReport(range)
  const days = report.data?.data ?? []
  return (
    <ConsoleScreen title="Reports">
      <Stack gap={4}>
        <Inline gap={3} align="end">
          <TextField
            label="From"
            name="from"
            type="date"
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
          <TextField
            label="To"
            name="to"
            type="date"
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
          />
          <CsvLink
            href={opsCsvHref(opsCalls.opsDailyReportCsv, range)}
            file={`trellis-report-${range.from}-${range.to}.csv`}
          />
        </Inline>
        <PaginatedTable
          caption="Figures per day"
          columns={columns}
          rows={days.slice((page - 1) * 10, page * 10)}
          rowKey={(r) => r.day}
          page={page}
          total={days.length}
          onPageChange={setPage}
          isLoading={report.isLoading}
          emptyText="No figures for these days."
          error={report.error ? readErrorMessage(report.error, 'the report') : null}
          onRetry={() => void report.mutate()}
        />
      </Stack>
    </ConsoleScreen>
  )
}
