// The member's activity inbox (issue 26, point 1): every money, team and security event that
// concerns a member, in one list with an unread count, and the same events by mail where the
// member has not switched a topic off. The server writes an event with the change it reports (a
// money event in the same statement as the money), the mocks with their change; both answer
// with these shapes.
import type { Counterparty } from './entities'

/** What happened, one word each. Chain states and new events add kinds here. */
export const inboxKinds = [
  // Money: in the same statement as the posting (packages/server/src/domain/inbox.ts).
  'deposit-credited',
  'withdrawal-paid',
  'withdrawal-rejected',
  'transfer-received',
  'bonus',
  'business-reward',
  'adjustment',
  // The team.
  'team-joined',
  // Security: the events the security mails tell (ASVS 6.3.4 / 6.3.6).
  'new-device',
  'password-changed',
  'password-reset',
  'totp-added',
  'totp-removed',
  'passkey-added',
  'passkey-removed',
  'recovery-renewed',
  'recovery-used',
  'login-lock',
  'password-change-lock',
  'transaction-password-lock',
  'factor-lock',
  'payout-address',
] as const

export type InboxKind = (typeof inboxKinds)[number]

/** The topics a member may switch off by mail; security mails always go (they warn of theft). */
export const mailTopics = ['deposits', 'withdrawals', 'transfers', 'earnings', 'team'] as const

export type MailTopic = (typeof mailTopics)[number]

/** The topic of each kind: 'security' for the ones that are always mailed. */
export function topicOf(kind: InboxKind): MailTopic | 'security' {
  switch (kind) {
    case 'deposit-credited':
      return 'deposits'
    case 'withdrawal-paid':
    case 'withdrawal-rejected':
      return 'withdrawals'
    case 'transfer-received':
      return 'transfers'
    case 'bonus':
    case 'business-reward':
    case 'adjustment':
      return 'earnings'
    case 'team-joined':
      return 'team'
    default:
      return 'security'
  }
}

/** One event of the inbox. */
export interface InboxItem {
  id: string
  kind: InboxKind
  /** When it happened (ISO 8601). */
  at: string
  /** Not yet seen: newer than the last time the member opened the inbox. */
  unread: boolean
  /** Dollars the event moved into (or, for an adjustment, out of: negative) a wallet. */
  amount: number | null
  /** The other member: who sent a transfer, who joined the team. */
  member: Counterparty | null
  /**
   * What the event names, as plain text: a transaction hash, a payout address, a device, the
   * end of a lock (ISO 8601).
   */
  detail: string | null
  /** The transaction on a block explorer, when the detail is a hash of a known chain. */
  link?: string
}

/** The inbox's unread count (at most INBOX_UNREAD_CAP + 1: "99+"). */
export interface InboxState {
  unread: number
}

/** The member's mail settings: the topics switched off (none by default). */
export interface MailSettings {
  off: MailTopic[]
}

/** The most an unread count says: the bell shows "99+" past it, the count stops there. */
export const INBOX_UNREAD_CAP = 99
