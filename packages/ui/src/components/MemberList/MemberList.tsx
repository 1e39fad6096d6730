import type { ReactNode } from 'react'
import { PAGE_SIZE, emptyTexts, type TeamMember } from '@trellis/contract'
import { EmptyState } from '../EmptyState'
import { Pagination } from '../Pagination'
import { VisuallyHidden } from '../VisuallyHidden'
import { ErrorPanel } from '../lists-shared'
import { useUiT } from '../../i18n/use-ui-t'
import { useUiMemberT } from '../../i18n/use-ui-member-t'
import { MemberRow, MemberRowSkeleton } from './MemberRow'
import { List, Root } from './MemberList.styles'

/** Skeleton rows while a page loads. */
const SKELETON_ROWS = 3

/** Props of {@link MemberList}. */
export interface MemberListProps {
  /** What the list holds ("Direct members"): the accessible name of the list and its pages. */
  label: string
  /** The members of the current page (the list does not fetch). */
  members: TeamMember[]
  /** The current page, 1-based (controlled). */
  page: number
  /** How many members there are in all pages. */
  total: number
  /** Members per page; the spec's 10 by default. */
  pageSize?: number
  /** Called with the page the member asks for. */
  onPageChange: (page: number) => void
  /** Shows skeleton rows instead of `members`. */
  isLoading?: boolean
  /** A failure to show instead of the members. */
  error?: string | null
  /** Offered as a Retry button with the error. */
  onRetry?: (() => void) | undefined
  /** What an empty first page says; the spec's "No members yet." by default. */
  emptyText?: string
  /** Offered under an empty first page (an invitation). */
  emptyAction?: ReactNode
  /** Accessible name of the pager; "<label> pages" by default. */
  pagesLabel?: string
  /** BCP 47 locale for the joined dates; the page's by default. */
  locale?: string | undefined
}

/**
 * A page of team members, one row each (issue 26, point 6), with the list's states: skeleton rows,
 * the failure with Retry, the spec's empty texts ("No more data available" past the first page)
 * and the pager. Every team list (direct team, a level's members, the downline) is one of these.
 */
export function MemberList({
  label,
  members,
  page,
  total,
  pageSize = PAGE_SIZE,
  onPageChange,
  isLoading = false,
  error,
  onRetry,
  emptyText = emptyTexts.noMembers,
  emptyAction,
  pagesLabel,
  locale,
}: MemberListProps) {
  const t = useUiT()
  const tm = useUiMemberT()
  let body: ReactNode
  if (error) body = <ErrorPanel message={error} onRetry={onRetry} />
  else if (isLoading)
    body = (
      <>
        <VisuallyHidden role="status">{tm('memberLoading')}</VisuallyHidden>
        <List aria-label={label}>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <MemberRowSkeleton key={i} />
          ))}
        </List>
      </>
    )
  else if (members.length === 0)
    body =
      page > 1 ? (
        <EmptyState variant="end" message={emptyTexts.noMoreData} />
      ) : (
        <EmptyState message={emptyText} action={emptyAction} />
      )
  else
    body = (
      <List aria-label={label}>
        {members.map((m) => (
          <MemberRow key={m.userId} member={m} locale={locale} />
        ))}
      </List>
    )
  return (
    <Root aria-label={label} aria-busy={isLoading || undefined}>
      {body}
      {!error && (
        <Pagination
          page={page}
          total={total}
          pageSize={pageSize}
          onPageChange={onPageChange}
          isDisabled={isLoading}
          label={pagesLabel ?? t('pagesOf', { name: label })}
        />
      )}
    </Root>
  )
}
