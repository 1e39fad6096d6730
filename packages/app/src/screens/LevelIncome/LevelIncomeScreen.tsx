// Route /earning/level: level income credits, 10 a page, each with where it came from.
import { formatUsd, type LevelIncomeRecord } from '@trellis/contract'
import { useLevelEarning } from '@trellis/api-client'
import { MemberScreen } from '../../shell/MemberScreen'
import { HistoryTable } from '../../components/HistoryTable'
import { formatDate } from '../../components/format'
import { usePageParam } from '../../components/use-page-param'
import { useLevelIncomeT } from './messages'

/** The level income screen. */
export function LevelIncomeScreen() {
  const [page, setPage] = usePageParam()
  const result = useLevelEarning(page)
  const t = useLevelIncomeT()
  return (
    <MemberScreen title={t('title')}>
      <HistoryTable<LevelIncomeRecord>
        caption={t('caption')}
        result={result}
        page={page}
        onPageChange={setPage}
        rowKey={(r) => r.id}
        columns={[
          { key: 'date', header: t('date'), render: (r) => formatDate(r.createdAt) },
          {
            key: 'from',
            header: t('from'),
            render: (r) => `${r.userId.firstName} ${r.userId.lastName} (${r.userId.userId})`,
          },
          { key: 'level', header: t('level'), render: (r) => r.level, align: 'end' },
          { key: 'rate', header: t('rate'), render: (r) => `${r.rate}%`, align: 'end' },
          { key: 'amount', header: t('amount'), render: (r) => formatUsd(r.amount), align: 'end' },
        ]}
      />
    </MemberScreen>
  )
}
