// The words and colours of a queue's statuses, and the filter's choices.
import type { WalletName } from '@trellis/contract'
import type { BadgeTone, SelectOption } from '@trellis/ui'

const tones: Record<string, BadgeTone> = {
  pending: 'warning',
  proposed: 'warning',
  approved: 'success',
  signed: 'neutral',
  sent: 'neutral',
  confirmed: 'success',
  paid: 'success',
  rejected: 'danger',
  failed: 'danger',
}

/** The badge colour of a status (neutral for one it does not know). */
export function statusTone(status: string): BadgeTone {
  return tones[status] ?? 'neutral'
}

/** The filter's choices: each status, then every one ('' asks for all). */
export function statusOptions(statuses: readonly string[]): SelectOption[] {
  return [
    ...statuses.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) })),
    { value: '', label: 'All' },
  ]
}

/** Who did it, as the console names them: the operator's e-mail, else the actor string. */
export function actorName(view: { actor: string; email: string | null }): string {
  if (view.email) return view.email
  return view.actor === 'automation' ? 'automation (command line)' : view.actor
}

const whenFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A moment as an operator reads a log: "Nov 22, 09:40 UTC" (the console works in UTC). */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : `${whenFormat.format(date)} UTC`
}

/** "1 deposit", "3 deposits". */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** The wallets as the console names them. */
export const walletNames: Record<WalletName, string> = {
  wallet: 'Income',
  packageWallet: 'Package',
  bonusWallet: 'Bonus',
  poolWallet: 'Pool',
  pot3Wallet: 'Pot 3',
  pot4Wallet: 'Pot 4',
}
