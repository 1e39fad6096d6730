// The mails of inbox events (issue 26, point 1): a transfer received, a new team member, a
// withdrawal rejected. The event is written with its change (src/domain/inbox.ts, `mail_due`);
// after the commit this takes the due events, marks them taken in the same statement (two
// servers never mail one event twice; a crash after the mark loses a mail, never the event,
// which the inbox still shows) and mails each unless the member switched its topic off.
import { sql } from 'drizzle-orm'
import { formatUsd, fromCents, type InboxKind, type MailId } from '@trellis/contract'
import { query } from '../db/client'
import type { Deps } from '../domain/context'
import { wantsMail } from '../domain/inbox'
import { noticeLater } from '../guard/notices'
import { mailText } from './mail-text'
import type { MailMessage } from './mailer'

interface DueRow {
  id: string
  kind: InboxKind
  amount_cents: string | number | null
  detail: string | null
  email: string
  first_name: string
  locale: string | null
  mail_off: string[] | null
  other_user_id: string | null
  other_name: string | null
}

const texts: Partial<Record<InboxKind, [MailId, MailId]>> = {
  'transfer-received': ['transferReceivedSubject', 'transferReceivedText'],
  'team-joined': ['teamJoinedSubject', 'teamJoinedText'],
  'withdrawal-rejected': ['withdrawalRejectedSubject', 'withdrawalRejectedText'],
}

/** The mail of one due event, or null when its member switched the topic off. */
export function eventMail(r: DueRow): MailMessage | null {
  const ids = texts[r.kind]
  if (!ids || !wantsMail(r.mail_off, r.kind)) return null
  const who = r.other_user_id ? `${r.other_user_id} (${r.other_name ?? ''})` : ''
  const values = {
    firstName: r.first_name,
    amount: r.amount_cents === null ? '' : formatUsd(fromCents(Number(r.amount_cents))),
    from: who,
    member: who,
    id: r.detail ?? '',
  }
  return {
    to: r.email,
    subject: mailText(r.locale, ids[0]),
    text: mailText(r.locale, ids[1], values),
  }
}

/** Takes up to 50 due events and mails them; returns how many were taken. */
export async function sendDueEventMails(deps: Deps): Promise<number> {
  const rows = await query<DueRow>(
    deps.database.db,
    sql`UPDATE member_events e SET mail_due = false
        FROM members m
        WHERE m.id = e.member_id AND e.id IN (
          SELECT id FROM member_events WHERE mail_due ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED)
        RETURNING e.id, e.kind, e.amount_cents, e.detail, m.email, m.first_name, m.locale,
          m.mail_off,
          (SELECT o.user_id FROM members o WHERE o.id = e.other_member_id) AS other_user_id,
          (SELECT o.first_name FROM members o WHERE o.id = e.other_member_id) AS other_name`,
  )
  // Every taken event gets its try; the first failure is reported after them.
  let failed: unknown = null
  for (const r of rows) {
    const mail = eventMail(r)
    if (mail) await deps.mailer.send(mail).catch((error: unknown) => (failed ??= error))
  }
  if (failed) throw failed
  return rows.length
}

/** Per server: a run waiting or going, and whether events came in since it took its rows. */
const runs = new WeakMap<Deps, { again: boolean }>()

/**
 * How long a run waits for more events before it takes them: a burst of transfers is mailed by a
 * statement or two, not one each (measured: on PGlite a run per transfer cost about a fifth of
 * the transfers a second, `pnpm bench money`).
 */
export const EVENT_MAIL_BATCH_MS = 200

/**
 * Mails the due events after the answer (never holds one up); a failure is one log line. Calls
 * while a run waits or goes make it run once more rather than start their own. Servers at once
 * take different events (SKIP LOCKED).
 */
export function mailEventsLater(deps: Deps): void {
  const going = runs.get(deps)
  if (going) {
    going.again = true
    return
  }
  const run = { again: false }
  runs.set(deps, run)
  const timer = setTimeout(() => {
    noticeLater(deps, 'inbox', async () => {
      try {
        do {
          run.again = false
          while ((await sendDueEventMails(deps)) === 50);
        } while (run.again)
      } finally {
        runs.delete(deps)
      }
    })
  }, EVENT_MAIL_BATCH_MS)
  // A server stopping does not wait for it: what is due is taken by the next run, after a start.
  timer.unref()
}
