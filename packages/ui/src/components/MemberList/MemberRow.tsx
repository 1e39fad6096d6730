import { formatUsd, hasActiveStatus, type TeamMember } from '@trellis/contract'
import { StatusBadge } from '../Badge'
import { Skeleton } from '../Skeleton'
import { formatDate } from '../lists-shared'
import { useUiMemberT } from '../../i18n/use-ui-member-t'
import { Avatar } from './Avatar'
import {
  Amount,
  Body,
  Fact,
  Facts,
  Figure,
  FigureLabel,
  Id,
  IdLine,
  Name,
  Row,
  Who,
} from './MemberList.styles'

/** Props of {@link MemberRow}. */
export interface MemberRowProps {
  /** The team member. */
  member: TeamMember
  /** BCP 47 locale for the joined date; the page's by default. */
  locale?: string | undefined
}

/**
 * A team member on one row of a list (issue 26, point 6): name, id and status, their investment
 * at the end; joined date, mobile and team stake smaller under the name.
 */
export function MemberRow({ member, locale }: MemberRowProps) {
  const tm = useUiMemberT()
  const facts: [string, string][] = [
    [tm('memberJoined'), formatDate(member.createdAt, locale)],
    [tm('memberMobile'), member.mobile],
    [tm('memberTeamStake'), formatUsd(member.self.teamStake)],
  ]
  return (
    <Row>
      <Avatar name={member.firstName} />
      <Body>
        <Who>
          <Name title={member.firstName}>{member.firstName}</Name>
          <IdLine>
            <Id>{member.userId}</Id>
            <StatusBadge isActive={hasActiveStatus(member.totalInvestment)} />
          </IdLine>
        </Who>
        <Figure>
          <FigureLabel>{tm('memberInvestment')}</FigureLabel>
          <Amount>{formatUsd(member.totalInvestment)}</Amount>
        </Figure>
        <Facts>
          {facts.map(([label, value]) => (
            <Fact key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fact>
          ))}
        </Facts>
      </Body>
    </Row>
  )
}

/** A member row's shape while a list loads; the list announces the loading once. */
export function MemberRowSkeleton() {
  return (
    <Row data-testid="member-row-skeleton">
      <Skeleton label={null} variant="circle" height="40px" />
      <Body>
        <Who>
          <Skeleton label={null} lines={2} />
        </Who>
        <Figure as="div">
          <Skeleton label={null} width="72px" />
        </Figure>
      </Body>
    </Row>
  )
}
