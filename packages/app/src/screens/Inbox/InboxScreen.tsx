// Route /inbox: the member's activity inbox (issue 26, point 1), newest first, 10 a page: every
// money, team and security event, the new ones marked; opening it marks them seen (the bell's
// count goes down) while this view keeps their "New" mark. Below, the e-mail topics.
import { useEffect, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import {
  formatUsd,
  mailTopics,
  type InboxItem,
  type InboxKind,
  type MailTopic,
} from '@trellis/contract'
import { useInbox, useInboxSeen, useMailSettings, useUpdateMailSettings } from '@trellis/api-client'
import {
  Button,
  EmptyState,
  Pagination,
  ShortValue,
  Skeleton,
  useLocale,
  VisuallyHidden,
} from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { ScreenStack } from '../../components/layout'
import { Section } from '../../components/Section'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'
import { usePageParam } from '../../components/use-page-param'
import { textLinkStyle } from '../../components/text-link-style'
import { useInboxT, type inboxEnglish } from './messages'

type WordId = keyof typeof inboxEnglish
type Say = ReturnType<typeof useInboxT>

const titles: Record<InboxKind, WordId> = {
  'deposit-credited': 'depositCredited',
  'withdrawal-paid': 'withdrawalPaid',
  'withdrawal-rejected': 'withdrawalRejected',
  'transfer-received': 'transferReceived',
  bonus: 'bonus',
  'business-reward': 'businessReward',
  adjustment: 'adjustment',
  'team-joined': 'teamJoined',
  'new-device': 'newDevice',
  'password-changed': 'passwordChanged',
  'password-reset': 'passwordReset',
  'totp-added': 'totpAdded',
  'totp-removed': 'totpRemoved',
  'passkey-added': 'passkeyAdded',
  'passkey-removed': 'passkeyRemoved',
  'recovery-renewed': 'recoveryRenewed',
  'recovery-used': 'recoveryUsed',
  'login-lock': 'loginLock',
  'password-change-lock': 'passwordChangeLock',
  'transaction-password-lock': 'transactionPasswordLock',
  'factor-lock': 'factorLock',
  'payout-address': 'payoutAddress',
}

const topicWords: Record<MailTopic, WordId> = {
  deposits: 'topicDeposits',
  withdrawals: 'topicWithdrawals',
  transfers: 'topicTransfers',
  earnings: 'topicEarnings',
  team: 'topicTeam',
}

/**
 * A time in the member's own time zone, in their language; without the year unless `full` (a
 * phone's row keeps its title on one line; the whole date is the time element's title).
 */
function localTime(iso: string, locale: string, full = true): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return new Intl.DateTimeFormat(locale, {
    ...(full ? { year: 'numeric' } : {}),
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d)
}

/** The line under an event's title: what moved, from whom, until when. */
function detailOf(item: InboxItem, t: Say, locale: string): string {
  const amount = item.amount === null ? '' : formatUsd(item.amount)
  const who = item.member ? t('member', { userId: item.member.userId, name: item.member.name }) : ''
  const detail = item.detail ?? ''
  switch (item.kind) {
    case 'deposit-credited':
      return t('amountToPackage', { amount })
    case 'withdrawal-paid':
      return t('amountSent', { amount })
    case 'withdrawal-rejected':
      return t('amountBack', { id: detail, amount })
    case 'transfer-received':
      return t('amountFrom', { amount, who })
    case 'bonus':
    case 'adjustment':
      return detail ? t('amountFor', { amount, reason: detail }) : amount
    case 'business-reward':
      return t('amountToIncome', { amount })
    case 'team-joined':
      return t('joined', { who })
    case 'new-device':
      return detail
    case 'login-lock':
    case 'password-change-lock':
    case 'transaction-password-lock':
    case 'factor-lock':
      return t('until', { until: localTime(detail, locale) })
    case 'payout-address':
      return t('nowAddress', { address: detail })
    default:
      return t('notYou')
  }
}

/** A chain hash the event names, shown short (whole on hover and when copied). */
function hashOf(item: InboxItem): string | null {
  const kinds: InboxKind[] = ['deposit-credited', 'withdrawal-paid']
  return kinds.includes(item.kind) && item.detail?.startsWith('0x') ? item.detail : null
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`

const Row = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 10px minmax(0, 1fr) auto;
  gap: 4px 12px;
  align-items: baseline;
  padding: 12px 16px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ $unread, theme }) => ($unread ? theme.color.surfaceAlt : 'transparent')};

  &:first-child {
    border-top: 0;
  }
`

const Mark = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  align-self: center;
`

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`

const When = styled.time`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`

const Detail = styled.p`
  grid-column: 2 / -1;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`

/** A hash's explorer link in the theme's link colour (the browser's blue ignores dark mode). */
const ExplorerLink = styled.a`
  ${textLinkStyle}
`

const Topics = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: 8px;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  & label {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 44px;
  }

  & input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`

const Note = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

/** One event: the new mark, the title, when, and what it moved or named. */
function EventRow({ item, isNew }: { item: InboxItem; isNew: boolean }) {
  const t = useInboxT()
  const locale = useLocale()
  const hash = hashOf(item)
  return (
    <Row $unread={isNew} data-kind={item.kind}>
      {isNew ? <Mark role="img" aria-label={t('unread')} /> : <span />}
      <Title>{t(titles[item.kind])}</Title>
      <When dateTime={item.at} title={localTime(item.at, locale)}>
        {localTime(item.at, locale, false)}
      </When>
      <Detail>
        {detailOf(item, t, locale)}
        {hash && (
          <>
            {' · '}
            {item.link ? (
              <ExplorerLink href={item.link} target="_blank" rel="noreferrer noopener">
                <ShortValue value={hash} />
                <VisuallyHidden>{t('onExplorer')}</VisuallyHidden>
              </ExplorerLink>
            ) : (
              <ShortValue value={hash} />
            )}
          </>
        )}
      </Detail>
    </Row>
  )
}

/** The e-mail topics: one box each, saved as it is ticked. */
function MailTopics() {
  const t = useInboxT()
  const { data } = useMailSettings()
  const { trigger, isMutating } = useUpdateMailSettings()
  const [failed, setFailed] = useState(false)
  const off = data?.data.off
  return (
    <Section title={t('mailTitle')}>
      <Topics disabled={!off || isMutating}>
        <legend>{t('mailTopics')}</legend>
        {mailTopics.map((topic) => (
          <label key={topic}>
            <input
              type="checkbox"
              name={topic}
              checked={off ? !off.includes(topic) : true}
              onChange={(e) => {
                setFailed(false)
                trigger({ topic, on: e.currentTarget.checked }).catch(() => setFailed(true))
              }}
            />
            {t(topicWords[topic])}
          </label>
        ))}
      </Topics>
      {failed && <Note role="alert">{t('mailFailed')}</Note>}
      <Note>{t('securityAlways')}</Note>
    </Section>
  )
}

/** The inbox screen. */
export function InboxScreen() {
  const [page, setPage] = usePageParam()
  const { data, error, isLoading, mutate } = useInbox(page)
  const { trigger: markSeen } = useInboxSeen()
  const t = useInboxT()
  const items = useMemo(() => data?.data ?? [], [data])
  // What was new when the member opened the page stays marked while they read it.
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set())
  const marked = useRef('0')
  const newest = items[0]?.id
  useEffect(() => {
    const fresh = items.filter((i) => i.unread).map((i) => i.id)
    if (fresh.length === 0 || !newest) return
    setNewIds((before) => new Set([...before, ...fresh]))
    if (BigInt(newest) <= BigInt(marked.current)) return
    marked.current = newest
    markSeen({ upTo: newest }).catch(() => {
      marked.current = '0'
    })
  }, [items, newest, markSeen])

  let body
  if (isLoading)
    body = (
      <div aria-label={t('loading')} aria-busy="true">
        <Skeleton variant="block" height="180px" />
      </div>
    )
  else if (error)
    body = (
      <div role="alert">
        <p>{readErrorMessage(error, t('theInbox'))}</p>
        {retryCanHelp(error) && (
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('retry')}
          </Button>
        )}
      </div>
    )
  else if (items.length === 0)
    body = <EmptyState variant={page > 1 ? 'end' : 'empty'} message={t('empty')} />
  else
    body = (
      <List aria-label={t('list')}>
        {items.map((item) => (
          <EventRow key={item.id} item={item} isNew={item.unread || newIds.has(item.id)} />
        ))}
      </List>
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
        <MailTopics />
      </ScreenStack>
    </MemberScreen>
  )
}
