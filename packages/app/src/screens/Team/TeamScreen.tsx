// Route /team: team statistics with links to the direct team, level view, downline and tree.
import { useGetTeamData, useTeamTrend } from '@trellis/api-client'
import { Card, StatGrid } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { LinkList } from '../../components/LinkList'
import { TrendCard } from '../../components/TrendCard'
import { ScreenStack } from '../../components/layout'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'
import { useTeamT } from './messages'

/** The team screen. */
export function TeamScreen() {
  const { data, error, isLoading, mutate } = useGetTeamData()
  const trend = useTeamTrend()
  const team = data?.data
  const t = useTeamT()
  return (
    <MemberScreen title={t('title')}>
      <ScreenStack>
        <StatGrid
          title={t('statistics')}
          columns={4}
          isLoading={isLoading}
          loadingCount={4}
          error={error ? readErrorMessage(error, t('theFigures')) : undefined}
          onRetry={retryCanHelp(error) ? () => void mutate() : undefined}
          items={
            team
              ? [
                  {
                    id: 'team',
                    label: t('teamMembers'),
                    value: team.totalTeamMembers,
                    format: 'count',
                    icon: 'team',
                  },
                  {
                    id: 'direct',
                    label: t('directMembers'),
                    value: team.directCount,
                    format: 'count',
                    icon: 'profile',
                  },
                  {
                    id: 'zero',
                    label: t('withoutInvestment'),
                    value: team.zeroInvestmentTeamMembers,
                    format: 'count',
                  },
                  {
                    id: 'business',
                    label: t('business'),
                    value: team.teamBusiness,
                    icon: 'invest',
                  },
                ]
              : []
          }
        />
        <TrendCard
          result={trend}
          title={t('trendTitle')}
          summary={(points) =>
            t('trendSummary', { count: points.reduce((n, p) => n + p.value, 0) })
          }
          formatValue={(n) => String(n)}
          periodHeader={t('trendWeek')}
          valueHeader={t('trendMembers')}
          what={t('theTrend')}
          retry={t('retry')}
        />
        <Card title={t('views')}>
          <LinkList
            label={t('views')}
            links={[
              { label: t('direct'), href: '/team/myReferral' },
              { label: t('levelView'), href: '/team/level' },
              { label: t('downline'), href: '/team/downline' },
              { label: t('treeView'), href: '/team/treeView' },
            ]}
          />
        </Card>
      </ScreenStack>
    </MemberScreen>
  )
}
