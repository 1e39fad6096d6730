// The console's sections, each shown only to a role that may read it (the role table decides).
import type { ReactNode } from 'react'
import { Icon } from '@trellis/ui'
import type { OpsCallName, OpsRole } from '@trellis/contract'
import type { consoleEnglish } from './i18n/en'
import { can } from './permissions'

/** One section of the console: its link and the read that fills it. */
export interface ConsoleSection {
  /** Its name's id in the console's catalogue. */
  name: keyof typeof consoleEnglish
  href: string
  read: OpsCallName
  icon: ReactNode
  /** On the phone's bottom bar too (the rest are in the menu). */
  primary?: boolean
}

const icon = (name: Parameters<typeof Icon>[0]['name']) => <Icon name={name} size={22} />

export const consoleSections: ConsoleSection[] = [
  {
    name: 'dashboard',
    href: '/ops/dashboard',
    read: 'opsDashboard',
    icon: icon('home'),
    primary: true,
  },
  {
    name: 'deposits',
    href: '/ops/deposits',
    read: 'opsDeposits',
    icon: icon('deposit'),
    primary: true,
  },
  {
    name: 'withdrawals',
    href: '/ops/withdrawals',
    read: 'opsWithdrawals',
    icon: icon('withdraw'),
    primary: true,
  },
  {
    name: 'members',
    href: '/ops/members',
    read: 'opsMemberSearch',
    icon: icon('team'),
    primary: true,
  },
  {
    name: 'proposals',
    href: '/ops/proposals',
    read: 'opsProposals',
    icon: icon('earning'),
  },
  { name: 'reports', href: '/ops/reports', read: 'opsDailyReport', icon: icon('invest') },
  { name: 'audit', href: '/ops/audit', read: 'opsAudit', icon: icon('check') },
  { name: 'operators', href: '/ops/operators', read: 'opsOperators', icon: icon('profile') },
  { name: 'settings', href: '/ops/settings', read: 'opsSettings', icon: icon('wallet') },
]

/** The sections `role` may open, in menu order. */
export function sectionsFor(role: OpsRole | undefined): ConsoleSection[] {
  return consoleSections.filter((section) => can(role, section.read))
}
