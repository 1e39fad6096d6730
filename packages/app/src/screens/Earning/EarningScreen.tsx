// Route /earning: the four income totals in the spec's order, and links to the detail screens.
import { useEarningDash } from '@trellis/api-client'
import { Card, StatGrid } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { LinkList } from '../../components/LinkList'
import { ScreenStack } from '../../components/layout'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'

/** The spec's order: investment income, level income, membership income, business reward. */
export const EARNING_LABELS = [
  'Investment income',
  'Level income',
  'Membership income',
  'Business reward',
] as const

/** The earning screen. */
export function EarningScreen() {
  const { data, error, isLoading, mutate } = useEarningDash()
  const totals = data?.data
  return (
    <MemberScreen title="Earning">
      <ScreenStack>
        <StatGrid
          title="Income totals"
          columns={4}
          isLoading={isLoading}
          loadingCount={4}
          error={error ? readErrorMessage(error, 'your income totals') : undefined}
          onRetry={retryCanHelp(error) ? () => void mutate() : undefined}
          items={
            totals
              ? EARNING_LABELS.map((label, i) => ({
                  id: label,
                  label,
                  value: totals[i] ?? 0,
                  icon: 'earning' as const,
                }))
              : []
          }
        />
        <Card title="Details">
          <LinkList
            label="Earning details"
            links={[
              { label: "Today's earning", href: '/earning/today' },
              { label: 'Daily return', href: '/earning/daily' },
              { label: 'Referral income', href: '/earning/referral' },
              { label: 'Reward', href: '/earning/reward' },
              { label: 'Level income', href: '/earning/level' },
            ]}
          />
        </Card>
      </ScreenStack>
    </MemberScreen>
  )
}
