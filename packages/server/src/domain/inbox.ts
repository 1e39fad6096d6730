// The member's activity inbox (issue 26, point 1): the events that concern a member, with an
// unread count, and the mail topics they switched off. Money events are written by the posting's
// own statement (`inboxStatement`, a CTE of src/domain/posting.ts): one exists exactly when its
// money moved, under the same commit. Team and security events are written with the change they
// report (`recordEvent`). Reads page by id, newest first.
import { sql, type SQL } from 'drizzle-orm'
import {
  explorerTxUrl,
  fromCents,
  INBOX_UNREAD_CAP,
  mailTopics,
  topicOf,
  type InboxItem,
  type InboxKind,
  type MailSettings,
  type MailTopic,
} from '@trellis/contract'
import { query, type Runner } from '../db/client'
import { arrayRows, type Column } from '../db/rows'
import type { Deps } from './context'
import type { Leg, Posting } from './ledger'
import { offsetOf, pageOf, paged, TOTAL_COUNT, type Counted } from './paging'

/** An event to write. */
export interface MemberEvent {
  memberId: number
  kind: InboxKind
  cents?: number | null
  otherMemberId?: number | null
  detail?: string | null
}

/** The inbox kind a posting's credits are told as (postings not listed tell nothing). */
const creditKinds: Record<string, InboxKind> = {
  deposit: 'deposit-credited',
  transfer: 'transfer-received',
  'withdrawal-refund': 'withdrawal-rejected',
  'bonus-grant': 'bonus',
  reward: 'business-reward',
}

/**
 * The events a posting writes: one per member it credits for the kinds above (a transfer's
 * sender is told nothing: they did it), the paid withdrawal's member (the money left the system
 * accounts only), and an adjustment's member whichever way it went.
 */
export function postingEvents(p: Posting, legs: Leg[]): MemberEvent[] {
  const detail = p.inboxDetail ?? null
  if (p.kind === 'withdrawal-paid' && p.memberId !== null) {
    const paid = legs.find((l) => 'system' in l.account && l.account.system === 'payouts')
    return [{ memberId: p.memberId, kind: 'withdrawal-paid', cents: paid?.cents ?? null, detail }]
  }
  const byMember = new Map<number, number>()
  for (const l of legs) {
    if ('system' in l.account) continue
    byMember.set(l.account.memberId, (byMember.get(l.account.memberId) ?? 0) + l.cents)
  }
  if (p.kind === 'adjustment' && p.memberId !== null) {
    const cents = byMember.get(p.memberId)
    return cents ? [{ memberId: p.memberId, kind: 'adjustment', cents, detail }] : []
  }
  const kind = creditKinds[p.kind]
  if (!kind) return []
  return [...byMember]
    .filter(
      ([memberId, cents]) =>
        cents > 0 && !(kind === 'transfer-received' && memberId === p.memberId),
    )
    .map(([memberId, cents]) => ({
      memberId,
      kind,
      cents,
      otherMemberId: kind === 'transfer-received' ? p.memberId : null,
      detail,
    }))
}

/**
 * The kinds whose mail is sent from the inbox (src/mail/event-mails.ts): written with the event,
 * sent once after the commit. A chain deposit's and a payout's mails go from their jobs, the
 * security mails with the change.
 */
export const mailedFromInbox: ReadonlySet<InboxKind> = new Set([
  'transfer-received',
  'team-joined',
  'withdrawal-rejected',
])

/** One event's row (`arrayRows` with EVENT_COLUMNS): a posting's and the group commit's. */
export function eventOf(e: MemberEvent) {
  return {
    member_id: e.memberId,
    kind: e.kind,
    cents: e.cents ?? null,
    other: e.otherMemberId ?? null,
    detail: e.detail ?? null,
    mail_due: mailedFromInbox.has(e.kind),
  }
}

/** The columns of `eventOf`'s rows, with their types. */
export const EVENT_COLUMNS: readonly Column<ReturnType<typeof eventOf>>[] = [
  ['member_id', 'bigint'],
  ['kind', 'text'],
  ['cents', 'bigint'],
  ['other', 'bigint'],
  ['detail', 'text'],
  ['mail_due', 'boolean'],
]

/**
 * ev: the posting's events, written only with its transaction `t` (a refused posting writes
 * none), with its leading comma; empty when the posting tells nobody anything.
 */
export function inboxStatement(p: Posting, legs: Leg[]): SQL {
  const events = postingEvents(p, legs)
  if (events.length === 0) return sql``
  return sql`, ev AS (INSERT INTO member_events
      (member_id, kind, amount_cents, other_member_id, detail, mail_due, transaction_id)
    SELECT v.member_id, v.kind, v.cents, v.other, v.detail, v.mail_due, t.id
    FROM t, ${arrayRows(events.map(eventOf), 'v', EVENT_COLUMNS)}
    RETURNING 1)`
}

/** Writes one event (a team or security event), in `runner`'s transaction if it has one. */
export async function recordEvent(runner: Runner, e: MemberEvent): Promise<void> {
  await runner.execute(
    sql`INSERT INTO member_events (member_id, kind, amount_cents, other_member_id, detail, mail_due)
        SELECT v.member_id, v.kind, v.cents, v.other, v.detail, v.mail_due
        FROM ${arrayRows([eventOf(e)], 'v', EVENT_COLUMNS)}`,
  )
}

interface EventRow {
  id: string
  kind: InboxKind
  created_at: Date | string
  amount_cents: string | number | null
  other_user_id: string | null
  other_name: string | null
  detail: string | null
  unread: boolean
}

function toItem(r: EventRow, chainId: number | undefined): InboxItem {
  const link =
    chainId !== undefined &&
    r.detail &&
    (r.kind === 'deposit-credited' || r.kind === 'withdrawal-paid')
      ? explorerTxUrl(chainId, r.detail)
      : undefined
  return {
    id: String(r.id),
    kind: r.kind,
    at: new Date(r.created_at).toISOString(),
    unread: r.unread,
    amount: r.amount_cents === null ? null : fromCents(Number(r.amount_cents)),
    member: r.other_user_id === null ? null : { userId: r.other_user_id, name: r.other_name ?? '' },
    detail: r.detail,
    ...(link ? { link } : {}),
  }
}

/** A page of the member's events, newest first. */
export async function inboxPage(deps: Deps, memberId: number, page: number | undefined) {
  const p = offsetOf(page)
  const db = deps.database.db
  const { rows, total } = await pageOf<EventRow & Counted>(
    db,
    p.offset,
    sql`SELECT e.id, e.kind, e.created_at, e.amount_cents, e.detail, ${TOTAL_COUNT},
          o.user_id AS other_user_id, o.first_name AS other_name,
          e.id > m.inbox_seen_id AS unread
        FROM member_events e JOIN members m ON m.id = e.member_id
        LEFT JOIN members o ON o.id = e.other_member_id
        WHERE e.member_id = ${memberId}
        ORDER BY e.id DESC LIMIT ${p.limit} OFFSET ${p.offset}`,
    sql`SELECT count(*) AS n FROM member_events WHERE member_id = ${memberId}`,
  )
  const chainId = deps.chain?.config.chainId
  return paged(
    rows.map((r) => toItem(r, chainId)),
    p.page,
    Number(total),
  )
}

/** How many events the member has not seen, counted up to the cap + 1 ("99+"). */
export async function inboxUnread(runner: Runner, memberId: number): Promise<number> {
  const [row] = await query<{ n: number | string }>(
    runner,
    sql`SELECT count(*) AS n FROM (
          SELECT 1 FROM member_events e
          WHERE e.member_id = ${memberId}
            AND e.id > (SELECT inbox_seen_id FROM members WHERE id = ${memberId})
          LIMIT ${INBOX_UNREAD_CAP + 1}) x`,
  )
  return Number(row?.n ?? 0)
}

/**
 * Marks the member's events up to `upTo` seen. Never backwards, and never past the member's own
 * newest event: an id from the future (or another member's) marks nothing that is not there yet.
 */
export async function inboxSeen(deps: Deps, memberId: number, upTo: string) {
  const db = deps.database.db
  await db.execute(
    sql`UPDATE members SET inbox_seen_id = GREATEST(inbox_seen_id, LEAST(${upTo}::bigint,
          (SELECT COALESCE(max(id), 0) FROM member_events WHERE member_id = ${memberId})))
        WHERE id = ${memberId}`,
  )
  return { status: true, data: { unread: await inboxUnread(db, memberId) } }
}

/** The mail topics the member switched off, in the contract's order. */
export async function mailSettings(runner: Runner, memberId: number): Promise<MailSettings> {
  const [row] = await query<{ mail_off: string[] | null }>(
    runner,
    sql`SELECT mail_off FROM members WHERE id = ${memberId}`,
  )
  const off = new Set(row?.mail_off ?? [])
  return { off: mailTopics.filter((t) => off.has(t)) }
}

/** Switches one topic on or off (one statement: two devices at once cannot undo each other). */
export async function updateMailSettings(
  deps: Deps,
  memberId: number,
  body: { topic: MailTopic; on: boolean },
) {
  const topic = body.topic
  await deps.database.db.execute(
    body.on
      ? sql`UPDATE members SET mail_off = array_remove(mail_off, ${topic}::text) WHERE id = ${memberId}`
      : sql`UPDATE members SET mail_off = array_append(array_remove(mail_off, ${topic}::text), ${topic}::text)
            WHERE id = ${memberId}`,
  )
  return { status: true, data: await mailSettings(deps.database.db, memberId) }
}

/**
 * Whether a mail of `kind` goes to a member whose switched-off topics are `mailOff`
 * (members.mail_off): security mails always, the others unless their topic is off. Every mail of
 * an event asks this: the inbox's, the chain deposit's, the payout's.
 */
export function wantsMail(mailOff: readonly string[] | null, kind: InboxKind): boolean {
  const topic = topicOf(kind)
  return topic === 'security' || !(mailOff ?? []).includes(topic)
}
