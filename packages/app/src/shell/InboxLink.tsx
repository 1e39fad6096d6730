// The bell in the top bar (issue 26, point 1): the activity inbox's unread count, refreshed every
// minute and when the member comes back to the tab.
import { INBOX_UNREAD_CAP } from '@trellis/contract'
import { useInboxUnread } from '@trellis/api-client'
import { InboxBell } from '@trellis/ui'
import { RouterLink } from './RouterLink'
import { useShellT } from './messages'

/** The bell, linked to /inbox. */
export function InboxLink() {
  const { data } = useInboxUnread()
  const t = useShellT()
  const count = data?.data.unread
  const label =
    count !== undefined && count > INBOX_UNREAD_CAP
      ? t('inboxMore', { cap: INBOX_UNREAD_CAP })
      : t('inbox', { count: count ?? 0 })
  return (
    <InboxBell
      href="/inbox"
      count={count}
      label={label}
      cap={INBOX_UNREAD_CAP}
      linkComponent={RouterLink}
    />
  )
}
