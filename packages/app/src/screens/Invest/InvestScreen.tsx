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
import { useInvestT } from './messages'

/** The invest screen. */
export function InvestScreen() {
  const { member } = useMember()
  const plans = useGetPlan()
  const [page, setPage] = usePageParam()
  const history = useInvestmentHistory(page)
  const t = useInvestT()

  return (
    <MemberScreen title={t('title')}>
      <Beside>
        <Card title={t('card')}>
          {plans.isLoading ? (
            <Skeleton lines={4} label={t('loadingPlans')} />
          ) : plans.error ? (
            <div role="alert">
              <p>{readErrorMessage(plans.error, t('thePlans'))}</p>
              {retryCanHelp(plans.error) && (
                <Button variant="secondary" onClick={() => void plans.mutate()}>
                  {t('retry')}
                </Button>
              )}
            </div>
          ) : (
            <InvestForm plans={plans.data?.data ?? []} member={member} />
          )}
        </Card>
        <HistoryTable<InvestmentRecord>
          caption={t('history')}
          result={history}
          page={page}
          onPageChange={setPage}
          rowKey={(row) => row._id}
          columns={[
            { key: 'date', header: t('date'), render: (r) => formatDate(r.createdAt) },
            { key: 'plan', header: t('plan'), render: (r) => r.planDetails.name },
            { key: 'roi', header: t('roi'), render: (r) => `${r.planDetails.roi}%`, align: 'end' },
            {
              key: 'amount',
              header: t('amount'),
              render: (r) => formatUsd(r.amount),
              align: 'end',
            },
            {
              key: 'wallet',
              header: t('wallet'),
              render: (r) => (r.investType === 'package' ? t('walletPackage') : t('walletIncome')),
            },
            {
              key: 'days',
              header: t('days'),
              render: (r) => `${r.days} / ${r.planDetails.days}`,
              align: 'end',
            },
          ]}
        />
      </Beside>
    </MemberScreen>
  )
}
