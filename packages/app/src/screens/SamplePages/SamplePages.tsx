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
import { useRulesT } from './messages'

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
  const t = useRulesT()
  return (
    <MemberScreen title={title}>
      <ScreenStack>
        {/* On every page: rules, not the member's own figures. */}
        <SampleNote>{t('notice')}</SampleNote>
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
  const t = useRulesT()
  return (
    <RulesPage
      title={t('dailyTitle')}
      label={t('daily')}
      value={low === high ? percent(low) : `${percent(low)} – ${percent(high)}`}
      hint={t('dailyHint')}
      text={t('dailyText')}
      listLabel={t('plans')}
      rows={PLANS.map((plan) => [
        plan.name,
        t('planRate', { rate: percent(planRateBp(plan)), days: plan.days }),
      ])}
    />
  )
}

/** Referral income: the share of a direct member's activation and the level income by depth. */
export function ReferralSampleScreen() {
  const levels = economics.levelIncomeBp.length
  const t = useRulesT()
  return (
    <RulesPage
      title={t('referralTitle')}
      label={t('referral')}
      value={usd(membershipIncomeCents())}
      hint={t('referralHint')}
      text={t('referralText', {
        cost: usd(economics.activationCostCents),
        share: percent(economics.membershipIncomeBp),
        levels,
      })}
      listLabel={t('levelIncome')}
      rows={economics.levelIncomeBp.map((_, i) => [
        i === 0 ? t('levelDirect') : t('level', { level: i + 1 }),
        t('levelShare', { share: percent(levelIncomeBpAt(i + 1)) }),
      ])}
      footer={<p>{t('levelEnd', { level: levels })}</p>}
    />
  )
}

/** Business rewards: the team-business milestones and what each pays once. */
export function RewardSampleScreen() {
  const rewards = economics.businessRewards
  const first = rewards[0]
  const t = useRulesT()
  return (
    <RulesPage
      title={t('rewardTitle')}
      label={t('reward')}
      value={first ? usd(first.rewardCents) : '—'}
      hint={first ? t('rewardHint', { milestone: usd(first.milestoneCents) }) : t('rewardNone')}
      text={t('rewardText')}
      listLabel={t('rewards')}
      rows={rewards.map((r) => [
        t('milestone', { milestone: usd(r.milestoneCents) }),
        usd(r.rewardCents),
      ])}
    />
  )
}
