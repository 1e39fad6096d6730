// Route /investNow: the invest form and the investment history.
import { formatUsd, type InvestmentRecord } from '@trellis/contract'
import { useGetPlan, useInvestmentHistory } from '@trellis/api-client'
import { Button, Card, Skeleton } from '@trellis/ui'
import { Beside } from '../../components/Beside'
import { MemberScreen } from '../../shell/MemberScreen'
import { HistoryTable } from '../../components/HistoryTable'

import { formatDate } from '../../components/format'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'
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
            <div role="alert">
              <p>{readErrorMessage(plans.error, 'the plans')}</p>
              {retryCanHelp(plans.error) && (
                <Button variant="secondary" onClick={() => void plans.mutate()}>
                  Retry
                </Button>
              )}
            </div>
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
