// Routes /earning/daily, /earning/referral, /earning/reward: how the network pays, each figure read
// from the one economics module (@trellis/contract economics.ts) when the page renders, so these
// pages can never say other than what the server credits (issue 26, point 3: they used to show the
// spec's sample figures, 1.50% a day, 10% of an investment, a reward at 2,000 directs, none of
// which the system pays). Worded as the rules the network pays by, not as a member's earnings.
import {
  economics,
  formatUsd,
  fromCents,
  levelIncomeBpAt,
  membershipIncomeCents,
  PLANS,
  planRateBp,
} from '@trellis/contract'
import { Card, StatTile } from '@trellis/ui'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { MemberScreen } from '../../shell/MemberScreen'
import { SampleNote, ScreenStack } from '../../components/layout'

/** The note on every page: rules, not the member's own figures. */
export const RULES_NOTICE =
  'How the network pays: the rules every member is paid by. Your own earnings are on the Earning page.'

/** Basis points as a percent, no trailing zeros: 1000 → "10%", 150 → "1.5%". */
function percent(bp: number): string {
  return `${String(bp / 100)}%`
}

function usd(cents: number): string {
  return formatUsd(fromCents(cents))
}

const Rules = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: 8px 16px;
  > div {
    display: contents;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

interface RulesPageProps {
  title: string
  label: string
  value: string
  hint: string
  text: string
  listLabel: string
  rows: readonly (readonly [string, string])[]
  footer?: ReactNode
}

function RulesPage({ title, label, value, hint, text, listLabel, rows, footer }: RulesPageProps) {
  return (
    <MemberScreen title={title}>
      <ScreenStack>
        <SampleNote>{RULES_NOTICE}</SampleNote>
        <Card title={label}>
          <StatTile label={label} value={value} hint={hint} />
          <p>{text}</p>
          <Rules aria-label={listLabel}>
            {rows.map(([term, detail]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{detail}</dd>
              </div>
            ))}
          </Rules>
          {footer}
        </Card>
      </ScreenStack>
    </MemberScreen>
  )
}

/** The daily return: each plan's rate a day and its length. */
export function DailySampleScreen() {
  const rates = PLANS.map(planRateBp)
  const low = Math.min(...rates)
  const high = Math.max(...rates)
  return (
    <RulesPage
      title="Daily Return"
      label="Daily return"
      value={low === high ? percent(low) : `${percent(low)} – ${percent(high)}`}
      hint="a day, by plan"
      text="An investment is credited its plan's rate of its amount to the income wallet each day of the plan."
      listLabel="Plans"
      rows={PLANS.map((plan) => [
        plan.name,
        `${percent(planRateBp(plan))} a day for ${String(plan.days)} days`,
      ])}
    />
  )
}

/** Referral income: the share of a direct member's activation and the level income by depth. */
export function ReferralSampleScreen() {
  const levels = economics.levelIncomeBp.length
  return (
    <RulesPage
      title="Referral Income"
      label="Referral income"
      value={usd(membershipIncomeCents())}
      hint="per direct member's activation"
      text={`When a member you referred activates (${usd(economics.activationCostCents)}), the network credits you ${percent(economics.membershipIncomeBp)} of it. Each day a member of your team is credited a daily return, the uplines on the ${String(levels)} levels above them are credited a share of it:`}
      listLabel="Level income"
      rows={economics.levelIncomeBp.map((_, i) => [
        i === 0 ? 'Level 1 (direct)' : `Level ${String(i + 1)}`,
        `${percent(levelIncomeBpAt(i + 1))} of the daily return`,
      ])}
      footer={<p>{`Nothing is paid past level ${String(levels)}.`}</p>}
    />
  )
}

/** Business rewards: the team-business milestones and what each pays once. */
export function RewardSampleScreen() {
  const rewards = economics.businessRewards
  const first = rewards[0]
  return (
    <RulesPage
      title="Reward"
      label="Business reward"
      value={first ? usd(first.rewardCents) : '—'}
      hint={first ? `first, at ${usd(first.milestoneCents)} of team business` : 'none'}
      text="Team business is the sum of your downline's investments, not your own. The network credits each reward once, to the income wallet, when your team business first reaches its milestone:"
      listLabel="Business rewards"
      rows={rewards.map((r) => [`${usd(r.milestoneCents)} team business`, usd(r.rewardCents)])}
    />
  )
}
