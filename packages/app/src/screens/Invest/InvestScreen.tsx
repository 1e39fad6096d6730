// Route /investNow: the invest form and the investment history.
import { fallbacks, formatUsd, type InvestmentRecord } from '@trellis/contract'
import { useGetPlan, useInvestmentHistory } from '@trellis/api-client'
import { Card, Skeleton } from '@trellis/ui'
import { Beside } from '../../components/Beside'
import { MemberScreen } from '../../shell/MemberScreen'
import { HistoryTable } from '../../components/HistoryTable'

import { formatDate } from '../../components/format'
import { errorMessage } from '../../components/error-message'
import { useMember } from '../../member/use-member'
import { InvestForm } from './InvestForm'
import { usePageParam } from '../../components/use-page-param'

/** The invest screen. */
export function InvestScreen() {
  const { member } = useMember()
  const plans = useGetPlan()
  const [page, setPage] = usePageParam()
  const history = useInvestmentHistory(page)

  return (
    <MemberScreen title="Invest Now">
      <Beside>
        <Card title="Invest">
          {plans.isLoading ? (
            <Skeleton lines={4} label="Loading plans" />
          ) : plans.error ? (
            <p role="alert">{errorMessage(plans.error, fallbacks.requestFailed)}</p>
          ) : (
            <InvestForm plans={plans.data?.data ?? []} member={member} />
          )}
        </Card>
        <HistoryTable<InvestmentRecord>
          caption="Investment history"
          result={history}
          page={page}
          onPageChange={setPage}
          rowKey={(row) => row._id}
          columns={[
            { key: 'date', header: 'Date', render: (r) => formatDate(r.createdAt) },
            { key: 'plan', header: 'Plan', render: (r) => r.planDetails.name },
            { key: 'roi', header: 'ROI', render: (r) => `${r.planDetails.roi}%`, align: 'end' },
            { key: 'amount', header: 'Amount', render: (r) => formatUsd(r.amount), align: 'end' },
            {
              key: 'wallet',
              header: 'Wallet',
              render: (r) => (r.investType === 'package' ? 'Package' : 'Income'),
            },
            {
              key: 'days',
              header: 'Days',
              render: (r) => `${r.days} / ${r.planDetails.days}`,
              align: 'end',
            },
          ]}
        />
      </Beside>
    </MemberScreen>
  )
}
