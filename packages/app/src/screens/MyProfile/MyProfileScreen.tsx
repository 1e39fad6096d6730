// Route /profile/my: the member's details, read-only.
import { Card, Skeleton } from '@trellis/ui'
import styled from 'styled-components'
import { MemberScreen } from '../../shell/MemberScreen'
import { formatDate } from '../../components/format'
import { useMember } from '../../member/use-member'

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

/** The read-only profile screen. */
export function MyProfileScreen() {
  const { member, isLoading, error } = useMember()
  const rows: Array<[string, string]> = member
    ? [
        ['User ID', member.userId],
        ['Sponsor ID', member.sponcerId ?? '—'],
        ['First name', member.firstName],
        ['Last name', member.lastName],
        ['E-mail', member.email],
        ['Phone', member.phone],
        ['Joined', formatDate(member.createdAt)],
        ['Activation date', formatDate(member.activeDate)],
        ['USDT address', member.usdtAddress ?? 'Not set'],
      ]
    : []
  return (
    <MemberScreen title="My Profile">
      <Card title="Details">
        {isLoading ? (
          <Skeleton lines={6} label="Loading profile" />
        ) : error ? (
          <p role="alert">{error}</p>
        ) : (
          <List>
            {rows.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </List>
        )}
      </Card>
    </MemberScreen>
  )
}
