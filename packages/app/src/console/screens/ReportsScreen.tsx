// The figures per day for a range: deposits, withdrawals, fees, investments, ROI and level income
// paid, with the same range as a CSV download.
import { useState } from 'react'
import { formatUsd, opsCalls, type OpsDailyReport } from '@trellis/contract'
import { Inline, PaginatedTable, Stack, TextField, type TableColumn } from '@trellis/ui'
import { opsCsvHref, useOpsDailyReport } from '@trellis/api-client/ops'
import { ConsoleScreen } from '../ConsoleScreen'
import { CsvLink } from '../CsvLink'
import { defaultRange } from '../dates'
import { useConsoleWords } from '../statuses'

const money = (
  key: keyof Omit<OpsDailyReport, 'day'>,
  header: string,
): TableColumn<OpsDailyReport> => ({
  key,
  header,
  align: 'end',
  render: (r) => formatUsd(r[key]),
})

/** The report's columns, in the operator's language. */
function useColumns(): TableColumn<OpsDailyReport>[] {
  const { t } = useConsoleWords()
  return [
    { key: 'day', header: t('day'), render: (r) => r.day },
    {
      key: 'deposits',
      header: t('deposits'),
      align: 'end',
      render: (r) => `${formatUsd(r.deposits)} (${r.depositsCount})`,
    },
    {
      key: 'withdrawals',
      header: t('withdrawals'),
      align: 'end',
      render: (r) => `${formatUsd(r.withdrawals)} (${r.withdrawalsCount})`,
    },
    money('fees', t('fees')),
    money('investments', t('investments')),
    money('roiPaid', t('roiPaid')),
    money('levelIncomePaid', t('levelIncomePaid')),
    money('bonuses', t('bonuses')),
    money('adjustments', t('adjustments')),
  ]
}

/** Reports per day. */
export function ReportsScreen() {
  const { t, readError } = useConsoleWords()
  const columns = useColumns()
  const [range, setRange] = useState(defaultRange)
  const [page, setPage] = useState(1)
  const report = useOpsDailyReport(range)
  const days = report.data?.data ?? []
  return (
    <ConsoleScreen title={t('reports')}>
      <Stack gap={4}>
        <Inline gap={3} align="end">
          <TextField
            label={t('from')}
            name="from"
            type="date"
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
          <TextField
            label={t('to')}
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
          caption={t('figuresPerDay')}
          columns={columns}
          rows={days.slice((page - 1) * 10, page * 10)}
          rowKey={(r) => r.day}
          page={page}
          total={days.length}
          onPageChange={setPage}
          isLoading={report.isLoading}
          emptyText={t('noFigures')}
          error={report.error ? readError(report.error, t('theReport')) : null}
          onRetry={() => void report.mutate()}
        />
      </Stack>
    </ConsoleScreen>
  )
}
