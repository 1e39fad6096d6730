// The activity inbox in the mock world (issue 26, point 1): the demo member's events, an event
// for the recipient of a transfer and the sponsor of a new member (as the server writes them),
// the unread count, "seen" never past the member's newest event, one mail topic at a time.
import {
  INBOX_UNREAD_CAP,
  mailTopics,
  type CallName,
  type InboxItem,
  type MailTopic,
} from '@trellis/contract'
import { nextNumber, type Account, type World } from '../world'
import { paged, type Resolver } from './respond'

/** Puts an event at the top of a member's inbox, unread. */
export function tell(
  world: World,
  account: Account,
  item: Omit<InboxItem, 'id' | 'at' | 'unread' | 'amount' | 'member' | 'detail'> &
    Partial<Pick<InboxItem, 'amount' | 'member' | 'detail' | 'at'>>,
): void {
  account.inbox.unshift({
    id: String(nextNumber(world)),
    at: new Date().toISOString(),
    unread: true,
    amount: null,
    member: null,
    detail: null,
    ...item,
  })
}

/** The member's events with `unread` as of their last "seen". */
function withUnread(me: Account): InboxItem[] {
  return me.inbox.map((i) => ({ ...i, unread: Number(i.id) > me.inboxSeen }))
}

function unreadOf(me: Account): number {
  return Math.min(withUnread(me).filter((i) => i.unread).length, INBOX_UNREAD_CAP + 1)
}

export const inboxResolvers = {
  inbox: ({ me, body }) => paged(withUnread(me), body.page),
  inboxUnread: ({ me }) => ({ status: true, data: { unread: unreadOf(me) } }),
  inboxSeen: ({ me, body }) => {
    const newest = Math.max(0, ...me.inbox.map((i) => Number(i.id)))
    me.inboxSeen = Math.max(me.inboxSeen, Math.min(Number(body.upTo), newest))
    return { status: true, data: { unread: unreadOf(me) } }
  },
  mailSettings: ({ me }) => ({ status: true, data: { off: [...me.mailOff] } }),
  updateMailSettings: ({ me, body }) => {
    const topic = body.topic as MailTopic
    const off = new Set(me.mailOff.filter((t) => t !== topic))
    if (!body.on) off.add(topic)
    me.mailOff = mailTopics.filter((t) => off.has(t))
    return { status: true, data: { off: [...me.mailOff] } }
  },
} satisfies Partial<Record<CallName, Resolver>>
