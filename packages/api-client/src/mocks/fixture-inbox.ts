// The demo member's activity inbox (issue 26, point 1): one event of each family the server
// writes (money in and out, the team, security), the newest three unread, so the bell, the list
// and its pages have something true-looking to show.
import { explorerTxUrl, type InboxItem } from '@trellis/contract'
import { PAYOUT_ADDRESS } from './fixtures'
import type { World } from './world'

const HOUR = 3_600_000

/** The demo member's events, newest first, and the id they have seen up to. */
export function buildInbox(world: World, now: number): { items: InboxItem[]; seen: number } {
  const team = [...world.people.values()].filter((p) => p.sponcerId !== null).slice(0, 2)
  const [first, second] = team
  const who = (p: typeof first) => (p ? { userId: p.userId, name: p.firstName } : null)
  // Oldest first: ids grow with time, as the server's.
  const events: Array<Omit<InboxItem, 'id' | 'unread'>> = [
    {
      kind: 'password-changed',
      at: iso(now - 200 * HOUR),
      amount: null,
      member: null,
      detail: null,
    },
    {
      kind: 'payout-address',
      at: iso(now - 180 * HOUR),
      amount: null,
      member: null,
      detail: PAYOUT_ADDRESS,
    },
    { kind: 'bonus', at: iso(now - 160 * HOUR), amount: 5, member: null, detail: 'Welcome bonus' },
    {
      kind: 'withdrawal-rejected',
      at: iso(now - 140 * HOUR),
      amount: 51,
      member: null,
      detail: '12',
    },
    { kind: 'business-reward', at: iso(now - 120 * HOUR), amount: 500, member: null, detail: null },
    {
      kind: 'new-device',
      at: iso(now - 96 * HOUR),
      amount: null,
      member: null,
      detail: 'Chrome on Android · 203.0.113.7',
    },
    {
      kind: 'withdrawal-paid',
      at: iso(now - 72 * HOUR),
      amount: 100,
      member: null,
      detail: `0x${'5e'.repeat(32)}`,
    },
    {
      kind: 'team-joined',
      at: iso(now - 48 * HOUR),
      amount: null,
      member: who(second),
      detail: null,
    },
    {
      kind: 'deposit-credited',
      at: iso(now - 20 * HOUR),
      amount: 250,
      member: null,
      detail: `0x${'a1'.repeat(32)}`,
    },
    {
      kind: 'transfer-received',
      at: iso(now - 2 * HOUR),
      amount: 49,
      member: who(first),
      detail: null,
    },
  ]
  // A hash on BNB Smart Chain links to its explorer, as the server's do.
  const items = events
    .map((e, i) => {
      const link = e.detail?.startsWith('0x') ? explorerTxUrl(56, e.detail) : undefined
      return { ...e, id: String(500 + i), unread: false, ...(link ? { link } : {}) }
    })
    .reverse()
  // The newest three are unread.
  return { items, seen: Number(items[3]?.id ?? 0) }
}

function iso(ms: number): string {
  return new Date(ms).toISOString()
}
