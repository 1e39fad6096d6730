// Route /profile/my: the member's details, read-only, and the member's language (issue 27),
// saved on the member so the mails follow it.
import { Card, Skeleton } from '@trellis/ui'
import { useUpdateUser } from '@trellis/api-client'
import styled from 'styled-components'
import { MemberScreen } from '../../shell/MemberScreen'
import { formatDate } from '../../components/format'
import { useMember } from '../../member/use-member'
import { useCommonT } from '../../i18n/common'
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher'
import { useProfileT } from './messages'

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
  const { trigger } = useUpdateUser()
  const t = useProfileT()
  const tc = useCommonT()
  const rows: Array<[string, string]> = member
    ? [
        [t('userId'), member.userId],
        [t('sponsorId'), member.sponcerId ?? '—'],
        [t('firstName'), member.firstName],
        [t('lastName'), member.lastName],
        [t('email'), member.email],
        [t('phone'), member.phone],
        [t('joined'), formatDate(member.createdAt)],
        [t('activationDate'), formatDate(member.activeDate)],
        [t('usdtAddress'), member.usdtAddress ?? t('notSet')],
      ]
    : []
  return (
    <MemberScreen title={t('title')}>
      <Card title={t('details')}>
        {isLoading ? (
          <Skeleton lines={6} label={t('loading')} />
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
      <Card title={tc('language')}>
        <LanguageSwitcher
          hint={tc('languageHint')}
          // Saved on the member: the next mail is in this language, and other devices follow.
          onChange={(locale) => void trigger({ locale }).catch(() => undefined)}
        />
      </Card>
    </MemberScreen>
  )
}
