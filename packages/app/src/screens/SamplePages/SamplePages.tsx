// Routes /earning/daily, /earning/referral, /earning/reward: static placeholder screens whose
// figures are the spec's hard-coded SAMPLE values, marked as such so no one mistakes them.
import { SAMPLE } from '@trellis/contract'
import { Card, StatTile } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { SampleNote, ScreenStack } from '../../components/layout'

/** The note on every sample screen. */
export const SAMPLE_NOTICE = 'Sample: illustrative figures, not your earnings.'

interface SamplePageProps {
  title: string
  label: string
  value: string
  text: string
}

function SamplePage({ title, label, value, text }: SamplePageProps) {
  return (
    <MemberScreen title={title}>
      <ScreenStack>
        <SampleNote>{SAMPLE_NOTICE}</SampleNote>
        <Card title={`${label} (Sample)`}>
          <StatTile label={`${label} (Sample)`} value={value} hint="Sample" />
          <p>{text}</p>
        </Card>
      </ScreenStack>
    </MemberScreen>
  )
}

/** The daily return placeholder (sample 1.50% a day). */
export function DailySampleScreen() {
  const rate = `${SAMPLE.dailyReturnPercent.toFixed(2)}%`
  return (
    <SamplePage
      title="Daily Return"
      label="Daily return"
      value={rate}
      text={`Sample: an investment earns ${rate} of its amount each day of its plan.`}
    />
  )
}

/** The referral income placeholder (sample 10%). */
export function ReferralSampleScreen() {
  const rate = `${SAMPLE.referralPercent}%`
  return (
    <SamplePage
      title="Referral Income"
      label="Referral income"
      value={rate}
      text={`Sample: you earn ${rate} of each direct referral's investment.`}
    />
  )
}

/** The reward placeholder (sample condition: 2000 directs). */
export function RewardSampleScreen() {
  const directs = SAMPLE.rewardDirects.toLocaleString('en-US')
  return (
    <SamplePage
      title="Reward"
      label="Reward condition"
      value={`${directs} directs`}
      text={`Sample: a business reward is paid when you reach ${directs} direct members.`}
    />
  )
}
