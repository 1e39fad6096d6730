// The words and colours of a queue's statuses, and the filter's choices.
import type { BadgeTone, SelectOption } from '@trellis/ui'

const tones: Record<string, BadgeTone> = {
  pending: 'warning',
  proposed: 'warning',
  approved: 'success',
  paid: 'success',
  rejected: 'danger',
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
