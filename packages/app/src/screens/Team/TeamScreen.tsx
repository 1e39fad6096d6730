// Route /team: team statistics with links to the direct team, level view, downline and tree.
import { useGetTeamData } from '@trellis/api-client'
import { Card, StatGrid } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { LinkList } from '../../components/LinkList'
import { ScreenStack } from '../../components/layout'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'

/** The team screen. */
export function TeamScreen() {
  const { data, error, isLoading, mutate } = useGetTeamData()
  const team = data?.data
  return (
    <MemberScreen title="Team">
      <ScreenStack>
        <StatGrid
          title="Team statistics"
          columns={4}
          isLoading={isLoading}
          loadingCount={4}
          error={error ? readErrorMessage(error, 'your team figures') : undefined}
          onRetry={retryCanHelp(error) ? () => void mutate() : undefined}
          items={
            team
              ? [
                  {
                    id: 'team',
                    label: 'Team members',
                    value: team.totalTeamMembers,
                    format: 'count',
                    icon: 'team',
                  },
                  {
                    id: 'direct',
                    label: 'Direct members',
                    value: team.directCount,
                    format: 'count',
                    icon: 'profile',
                  },
                  {
                    id: 'zero',
                    label: 'Members without investment',
                    value: team.zeroInvestmentTeamMembers,
                    format: 'count',
                  },
                  {
                    id: 'business',
                    label: 'Team business',
                    value: team.teamBusiness,
                    icon: 'invest',
                  },
                ]
              : []
          }
        />
        <Card title="Your network">
          <LinkList
            label="Team views"
            links={[
              { label: 'My direct team', href: '/team/myReferral' },
              { label: 'Level view', href: '/team/level' },
              { label: 'Downline', href: '/team/downline' },
              { label: 'Tree view', href: '/team/treeView' },
            ]}
          />
        </Card>
      </ScreenStack>
    </MemberScreen>
  )
}
