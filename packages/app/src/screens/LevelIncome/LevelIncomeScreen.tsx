// Route /earning/level: level income credits, 10 a page, each with where it came from.
import { formatUsd, type LevelIncomeRecord } from '@trellis/contract'
import { useLevelEarning } from '@trellis/api-client'
import { MemberScreen } from '../../shell/MemberScreen'
import { HistoryTable } from '../../components/HistoryTable'
import { formatDate } from '../../components/format'
import { usePageParam } from '../../components/use-page-param'

/** The level income screen. */
export function LevelIncomeScreen() {
  const [page, setPage] = usePageParam()
  const result = useLevelEarning(page)
  return (
    <MemberScreen title="Level Income">
      <HistoryTable<LevelIncomeRecord>
        caption="Level income"
        result={result}
        page={page}
        onPageChange={setPage}
        rowKey={(r) => r.id}
        columns={[
          { key: 'date', header: 'Date', render: (r) => formatDate(r.createdAt) },
          {
            key: 'from',
            header: 'From',
            render: (r) => `${r.userId.firstName} ${r.userId.lastName} (${r.userId.userId})`,
          },
          { key: 'level', header: 'Level', render: (r) => r.level, align: 'end' },
          { key: 'rate', header: 'Rate', render: (r) => `${r.rate}%`, align: 'end' },
          { key: 'amount', header: 'Amount', render: (r) => formatUsd(r.amount), align: 'end' },
        ]}
      />
    </MemberScreen>
  )
}
