// Route /team/downline: the whole downline as cards, 10 a page.
import styled from 'styled-components'
import { emptyTexts } from '@trellis/contract'
import { useDownLine } from '@trellis/api-client'
import { Button, EmptyState, MemberCard, MemberCardSkeleton, Pagination } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { ScreenStack } from '../../components/layout'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'
import { InviteLink } from '../../components/InviteLink'
import { usePageParam } from '../../components/use-page-param'
import { useDownlineT } from './messages'

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`

/** The downline screen. */
export function DownlineScreen() {
  const [page, setPage] = usePageParam()
  const { data, error, isLoading, mutate } = useDownLine(page)
  const members = data?.data ?? []
  const t = useDownlineT()

  let body
  if (isLoading)
    body = (
      <Cards aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <MemberCardSkeleton />
          </li>
        ))}
      </Cards>
    )
  else if (error)
    body = (
      <div role="alert">
        <p>{readErrorMessage(error, t('theDownline'))}</p>
        {retryCanHelp(error) && (
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('retry')}
          </Button>
        )}
      </div>
    )
  else if (members.length === 0)
    body = (
      <EmptyState
        variant={page > 1 ? 'end' : 'empty'}
        message={page > 1 ? emptyTexts.noMoreData : emptyTexts.noMembers}
        action={page > 1 ? undefined : <InviteLink />}
      />
    )
  else
    body = (
      <Cards aria-label={t('members')}>
        {members.map((m) => (
          <li key={m.userId}>
            <MemberCard member={m} headingAs="h2" />
          </li>
        ))}
      </Cards>
    )

  return (
    <MemberScreen title={t('title')}>
      <ScreenStack>
        {body}
        <Pagination
          page={page}
          total={data?.total ?? 0}
          onPageChange={setPage}
          label={t('pages')}
        />
      </ScreenStack>
    </MemberScreen>
  )
}
