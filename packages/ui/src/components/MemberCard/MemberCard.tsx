import { formatUsd, hasActiveStatus, type TeamMember } from '@trellis/contract'
import { StatusBadge } from '../Badge'
import { FitFigure, formatDate } from '../lists-shared'
import { Field, Fields, Head, Id, Label, Name, Root, Value } from './MemberCard.styles'

/** Props of {@link MemberCard}. */
export interface MemberCardProps {
  /** The downline member. */
  member: TeamMember
  /** BCP 47 locale for the joined date. */
  locale?: string
  /** Heading level of the name, to fit the page outline. */
  headingAs?: 'h2' | 'h3' | 'h4'
}

/**
 * A downline member: name and id, status (Active once they have invested, as the spec says),
 * mobile, joined date, investment and team stake.
 */
export function MemberCard({ member, locale, headingAs = 'h3' }: MemberCardProps) {
  const isActive = hasActiveStatus(member.totalInvestment)
  const fields: [string, string][] = [
    ['Mobile', member.mobile],
    ['Joined', formatDate(member.createdAt, locale)],
    ['Investment', formatUsd(member.totalInvestment)],
    ['Team stake', formatUsd(member.self.teamStake)],
  ]
  return (
    <Root aria-label={`${member.firstName} ${member.userId}`}>
      <Head>
        <Name as={headingAs}>
          {member.firstName}
          <Id>{member.userId}</Id>
        </Name>
        <StatusBadge isActive={isActive} />
      </Head>
      <Fields>
        {fields.map(([label, value]) => (
          <Field key={label}>
            <Label>{label}</Label>
            <Value>
              <FitFigure $chars={value.length} $size="sm">
                {value}
              </FitFigure>
            </Value>
          </Field>
        ))}
      </Fields>
    </Root>
  )
}
