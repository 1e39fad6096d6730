// Route /earning: the four income totals in the spec's order, and links to the detail screens.
import { formatUsd } from '@trellis/contract'
import { useEarningDash, useEarningTrend } from '@trellis/api-client'
import { Card, StatGrid } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { LinkList } from '../../components/LinkList'
import { TrendCard } from '../../components/TrendCard'
import { ScreenStack } from '../../components/layout'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'
import { useEarningT } from './messages'

/** The spec's order: investment income, level income, membership income, business reward. */
const EARNING_LABELS = [
  'investmentIncome',
  'levelIncome',
  'membershipIncome',
  'businessReward',
] as const

/** The earning screen. */
export function EarningScreen() {
  const { data, error, isLoading, mutate } = useEarningDash()
  const trend = useEarningTrend()
  const totals = data?.data
  const t = useEarningT()
  return (
    <MemberScreen title={t('title')}>
      <ScreenStack>
        <StatGrid
          title={t('totals')}
          columns={4}
          isLoading={isLoading}
          loadingCount={4}
          error={error ? readErrorMessage(error, t('theTotals')) : undefined}
          onRetry={retryCanHelp(error) ? () => void mutate() : undefined}
          items={
            totals
              ? EARNING_LABELS.map((id, i) => ({
                  id,
                  label: t(id),
                  value: totals[i] ?? 0,
                  icon: 'earning' as const,
                }))
              : []
          }
        />
        <TrendCard
          result={trend}
          title={t('trendTitle')}
          summary={(points) =>
            t('trendSummary', {
              total: formatUsd(points.reduce((sum, p) => sum + Math.round(p.value * 100), 0) / 100),
            })
          }
          formatValue={formatUsd}
          periodHeader={t('trendDay')}
          valueHeader={t('trendIncome')}
          what={t('theTrend')}
          retry={t('retry')}
        />
        <Card title={t('details')}>
          <LinkList
            label={t('detailsLinks')}
            links={[
              { label: t('today'), href: '/earning/today' },
              { label: t('dailyReturn'), href: '/earning/daily' },
              { label: t('referralIncome'), href: '/earning/referral' },
              { label: t('reward'), href: '/earning/reward' },
              { label: t('levelIncome'), href: '/earning/level' },
            ]}
          />
        </Card>
      </ScreenStack>
    </MemberScreen>
  )
}
